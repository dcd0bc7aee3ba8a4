import type { Api } from '../api.ts';
import { ApiError } from '../api.ts';
import type { Report } from '../../../schemas/api/report.ts';
import { useLoad, when } from '../load.ts';
import { BASE, Link } from '../router.tsx';
import { Badge, Cited, ErrorNote, Loading, Prose, score, Section } from '../ui.tsx';

/** One report by id: from the admin API for operators, else from the billed list (its three newest). */
export async function loadReport(api: Api, ref: string, reportId: string): Promise<Report> {
  if (api.isAdmin) return (await api.report(reportId)).report;
  const found = (await api.latestReports(ref, 3)).reports.find((r) => r.reportId === reportId);
  if (!found) throw new ApiError(404, { error: 'report not among the three newest the API serves' });
  return found;
}

/** The four audience lenses, in the order the contract lists them (the schema module stays out of the bundle). */
const LENS_TITLES: Record<keyof Report['decisionAdvantage'], string> = {
  personal: 'Personal',
  research: 'Research',
  business_operations: 'Business operations',
  trading_investments: 'Trading and investments',
};
const LENSES = Object.keys(LENS_TITLES) as (keyof typeof LENS_TITLES)[];

export function ReportPage({ api, agentRef, reportId }: { api: Api; agentRef: string; reportId: string }) {
  const report = useLoad(() => loadReport(api, agentRef, reportId), [agentRef, reportId]);
  const r = report.data;
  return (
    <article>
      <p class="crumbs">
        <Link href={`${BASE}/agents`}>Agents</Link> › <Link href={`${BASE}/agents/${agentRef}`}>{agentRef}</Link> ›
      </p>
      {report.error && <ErrorNote text={report.error} />}
      {report.loading && !r && <Loading what="the report" />}
      {r && (
        <>
          <h1>{r.title}</h1>
          <p class="badges">
            <Badge label="trigger" value={r.triggerType ?? '—'} />
            <Badge label="trend" value={r.trend ?? 'first report'} />
            <Badge label="change" value={score(r.changeScore)} />
            <Badge label="confidence" value={r.confidence.overall} />
          </p>
          <p class="muted small">
            {r.reportId} · generated {when(r.generatedAt)} · window {r.coverageWindow.windowType} (
            {when(r.coverageWindow.start)} to {when(r.coverageWindow.end)}) · {r.sourceEventIds.length} cited events
            {r.generationReason ? ` · ${r.generationReason}` : ''}
          </p>
          <p class="summary">
            <Cited text={r.summary} />
          </p>
          <Section title="Situation">
            <dl class="situation">
              <dt>Headline</dt>
              <dd>
                <Cited text={r.situation.headline} />
              </dd>
              <dt>What happened</dt>
              <dd>
                <Cited text={r.situation.what_happened} />
              </dd>
              <dt>What changed</dt>
              <dd>
                <Cited text={r.situation.what_changed} />
              </dd>
              <dt>Why it matters</dt>
              <dd>
                <Cited text={r.situation.why_it_matters} />
              </dd>
            </dl>
          </Section>
          <section class="panel">
            <h2>Decision advantage by lens</h2>
            <div class="lenses">
              {LENSES.map((lens) => (
                <section key={lens} class="lens" aria-labelledby={`lens-${lens}`}>
                  <h3 id={`lens-${lens}`}>{LENS_TITLES[lens]}</h3>
                  <p>
                    <strong>Bottom line.</strong> <Cited text={r.decisionAdvantage[lens].bottom_line} />
                  </p>
                  <p>
                    <strong>Posture.</strong> <Cited text={r.decisionAdvantage[lens].recommended_posture} />
                  </p>
                  <p class="muted">Horizon: {r.decisionAdvantage[lens].time_horizon}</p>
                </section>
              ))}
            </div>
          </section>
          <Section title="Next likely developments">
            <ul>
              {r.nextLikelyDevelopments.map((d, i) => (
                <li key={i}>
                  <Cited text={d} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Analysis">
            <Prose text={r.analysis} />
          </Section>
          <Section title="Confidence">
            <p>Overall: {r.confidence.overall}</p>
            <ul>
              {r.confidence.notes.map((n, i) => (
                <li key={i}>
                  <Cited text={n} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Cited events">
            <ul class="cited" data-testid="cited-events">
              {r.sourceEventIds.map((id) => (
                <li key={id}>
                  <Link href={`${BASE}/events/${id}`}>{id}</Link>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </article>
  );
}
