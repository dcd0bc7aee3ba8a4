import { useState } from 'preact/hooks';
import type { Api } from '../api.ts';
import { dollars, errorText } from '../api.ts';
import { useLoad, when } from '../load.ts';
import { ErrorNote, Loading, Section } from '../ui.tsx';

type Account = Awaited<ReturnType<Api['findAccounts']>>['accounts'][number];

function AccountDetail({ api, account, onChanged }: { api: Api; account: Account; onChanged: () => void }) {
  const ledger = useLoad(() => api.ledger(account.id), [account.id]);
  const [credits, setCredits] = useState('10000');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (what: () => Promise<string>) => {
    setMessage(null);
    try {
      setMessage({ ok: true, text: await what() });
      ledger.reload();
      onChanged();
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    }
  };
  return (
    <Section title={`Account ${account.id}`}>
      <p>
        Status <strong>{account.status}</strong> · keys {account.keyPrefixes.join(', ')}… · created{' '}
        {when(account.createdAt)} · balance{' '}
        <strong data-testid="account-balance">
          {ledger.data
            ? `${ledger.data.balanceCredits.toLocaleString('en')} credits (${dollars(ledger.data.balanceCredits)})`
            : '…'}
        </strong>
      </p>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(async () => {
            const r = await api.topUp(account.id, Number(credits), note);
            return `Topped up: balance ${r.balanceCredits.toLocaleString('en')} credits.`;
          });
        }}
      >
        <label for="topup-credits">Credits</label>
        <input
          id="topup-credits"
          type="number"
          min={1}
          max={1_000_000_000}
          required
          value={credits}
          onInput={(e) => setCredits(e.currentTarget.value)}
        />
        <label for="topup-note">Note</label>
        <input id="topup-note" maxLength={500} value={note} onInput={(e) => setNote(e.currentTarget.value)} />
        <button type="submit">Top up</button>
        <button
          type="button"
          class="danger"
          disabled={account.status === 'revoked'}
          onClick={() => {
            if (!window.confirm(`Revoke account ${account.id} and all its keys?`)) return;
            void act(async () => ((await api.revoke(account.id, note)).revoked ? 'Revoked.' : 'Already revoked.'));
          }}
        >
          Revoke
        </button>
      </form>
      {message && (
        <p class={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <h3>Ledger</h3>
      {ledger.error && <ErrorNote text={ledger.error} />}
      {ledger.loading && !ledger.data && <Loading what="the ledger" />}
      {ledger.data && (
        <table data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">Credits</th>
              <th scope="col">Balance after</th>
              <th scope="col">Operation or note</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.entries.map((e) => (
              <tr key={e.id}>
                <td>{when(e.createdAt)}</td>
                <td>{e.kind}</td>
                <td class="num">{e.credits > 0 ? `+${e.credits}` : e.credits}</td>
                <td class="num">{e.balanceAfter}</td>
                <td>{e.operation ?? e.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

export function AccountsPage({ api }: { api: Api }) {
  const [prefix, setPrefix] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const found = useLoad(() => (query ? api.findAccounts(query) : Promise.resolve(null)), [query]);
  const account = found.data?.accounts.find((a) => a.id === selected) ?? found.data?.accounts[0];
  return (
    <section>
      <h1>Accounts</h1>
      <form
        class="search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSelected(null);
          setQuery(prefix.trim());
          found.reload();
        }}
      >
        <label for="key-prefix">Key prefix (at least 4 characters, e.g. sk_AbC1)</label>
        <input
          id="key-prefix"
          minLength={4}
          maxLength={64}
          required
          value={prefix}
          onInput={(e) => setPrefix(e.currentTarget.value)}
        />
        <button type="submit">Look up</button>
      </form>
      {found.error && <ErrorNote text={found.error} />}
      {found.data && found.data.accounts.length === 0 && <p>No account has a key starting with that.</p>}
      {found.data && found.data.accounts.length > 1 && (
        <ul class="accounts">
          {found.data.accounts.map((a) => (
            <li key={a.id}>
              <button type="button" class="link" onClick={() => setSelected(a.id)} aria-pressed={a.id === account?.id}>
                {a.keyPrefixes.join(', ')} · {a.status} · {a.balanceCredits} credits
              </button>
            </li>
          ))}
        </ul>
      )}
      {account && <AccountDetail api={api} account={account} onChanged={found.reload} />}
    </section>
  );
}
