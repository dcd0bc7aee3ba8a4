import { render } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { Api, dollars, saveSession, savedSession, type Session } from './api.ts';
import { AccountsPage } from './pages/accounts.tsx';
import { AgentPage } from './pages/agent.tsx';
import { AgentsPage } from './pages/agents.tsx';
import { DiffPage } from './pages/diff.tsx';
import { EventPage } from './pages/event.tsx';
import { PipelinePage } from './pages/pipeline.tsx';
import { ReportPage } from './pages/report.tsx';
import { SignIn } from './pages/sign-in.tsx';
import { SourcesPage } from './pages/sources.tsx';
import { BASE, Link, match, useLocation } from './router.tsx';
import './styles.css';

function Page({ api, url }: { api: Api; url: URL }) {
  const path = url.pathname.replace(/\/+$/, '') || BASE;
  let m: Record<string, string> | null;
  if (path === BASE || path === `${BASE}/agents`) return <AgentsPage api={api} />;
  if ((m = match(`${BASE}/agents/:ref`, path))) return <AgentPage api={api} agentRef={m.ref!} />;
  if ((m = match(`${BASE}/agents/:ref/reports/:reportId`, path)))
    return <ReportPage api={api} agentRef={m.ref!} reportId={m.reportId!} />;
  if ((m = match(`${BASE}/agents/:ref/diff`, path)))
    return (
      <DiffPage
        api={api}
        agentRef={m.ref!}
        from={url.searchParams.get('from') ?? ''}
        to={url.searchParams.get('to') ?? ''}
      />
    );
  if ((m = match(`${BASE}/events/:eventId`, path))) return <EventPage api={api} eventId={m.eventId!} />;
  if (api.isAdmin && path === `${BASE}/pipeline`) return <PipelinePage api={api} />;
  if (api.isAdmin && path === `${BASE}/sources`) return <SourcesPage api={api} />;
  if (api.isAdmin && path === `${BASE}/accounts`) return <AccountsPage api={api} />;
  return (
    <section>
      <h1>Not found</h1>
      <p>
        Nothing here{api.isAdmin ? '' : ' (or it needs the admin token)'}. <Link href={`${BASE}/agents`}>Agents</Link>
      </p>
    </section>
  );
}

function App() {
  const url = useLocation();
  const [session, setSession] = useState<Session | null>(savedSession);
  const [signInBalance, setSignInBalance] = useState<number | null>(null);
  const [, setBalanceTick] = useState(0);
  const signOut = () => {
    saveSession(null);
    setSession(null);
  };
  const api = useMemo(
    () => (session ? new Api(session, () => setBalanceTick((t) => t + 1), signOut, signInBalance) : null),
    [session],
  );
  if (!api) {
    return (
      <main id="main">
        <SignIn
          onSignedIn={(s, balance) => {
            saveSession(s);
            setSignInBalance(balance);
            setSession(s);
          }}
        />
      </main>
    );
  }
  const here = url.pathname;
  const nav = [
    { href: `${BASE}/agents`, label: 'Agents', on: here === BASE || here.startsWith(`${BASE}/agents`) },
    ...(api.isAdmin
      ? [
          { href: `${BASE}/pipeline`, label: 'Pipeline', on: here.startsWith(`${BASE}/pipeline`) },
          { href: `${BASE}/sources`, label: 'Sources', on: here.startsWith(`${BASE}/sources`) },
          { href: `${BASE}/accounts`, label: 'Accounts', on: here.startsWith(`${BASE}/accounts`) },
        ]
      : []),
  ];
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Sitrep console</span>
        <nav aria-label="Sections">
          {nav.map((n) => (
            <Link key={n.href} href={n.href} aria-current={n.on ? 'page' : undefined}>
              {n.label}
            </Link>
          ))}
        </nav>
        <div class="who" role="status" aria-live="polite">
          {api.isAdmin ? (
            <span data-testid="role">Operator (admin token, unbilled)</span>
          ) : (
            <span data-testid="balance">
              Analyst · balance{' '}
              <strong>
                {api.balance === null ? '…' : `${dollars(api.balance)} (${api.balance.toLocaleString('en')} credits)`}
              </strong>
            </span>
          )}
          <button type="button" class="link" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main">
        <Page api={api} url={url} />
      </main>
    </>
  );
}

render(<App />, document.getElementById('app')!);
