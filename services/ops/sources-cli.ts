import { parseArgs } from 'node:util';
import type pg from 'pg';
import type { z } from 'zod';
import { CreateSourceBody, UpdateSourceBody, type SourceView } from '../../schemas/api/sources.ts';
import type { Config } from '../config.ts';
import { SourceRejected, SourceRegistry } from '../feeds/registry.ts';
import { ProjectionReader } from '../projection/reader.ts';
import { SafeFetcher } from '../web/fetcher.ts';
import { demoSite, registerDemoSources } from './demo-feeds.ts';
import { demoOutlets, demoWorldDays } from './demo-world/index.ts';

export const SOURCES_USAGE = `  ops sources list [--state active|paused] [--tag T]
  ops sources add <url> [--name N] [--language L] [--interval SECONDS] [--tag T]... [--agent REF]... [--paused] [--sample]
  ops sources edit <id> [--url U] [--name N | --no-name] [--language L] [--interval SECONDS] [--tag T]... [--agent REF]...
  ops sources pause|resume|poll|remove <id>
  ops sources sync                        agents' profile feeds become sources
  ops sources demo <origin>               the demo's local feeds (scripts/run.sh) become sources`;

const OPTIONS = {
  state: { type: 'string' },
  tag: { type: 'string', multiple: true },
  name: { type: 'string' },
  'no-name': { type: 'boolean' },
  language: { type: 'string' },
  interval: { type: 'string' },
  agent: { type: 'string', multiple: true },
  url: { type: 'string' },
  paused: { type: 'boolean' },
  sample: { type: 'boolean' },
} as const;

/** A body checked by the admin API's own schema; its issues, as the API would name them, otherwise. */
function checked<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  throw new Error(r.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('\n'));
}

const interval = (s: string | undefined) => (s === undefined ? undefined : /^\d+$/.test(s) ? Number(s) : s);

function table(sources: SourceView[]): string {
  const rows = sources.map((s) => [
    s.id,
    s.state,
    s.health.lastOutcome ?? 'never polled',
    s.health.failingForADay
      ? 'FAILING FOR A DAY'
      : s.health.consecutiveFailures
        ? `${s.health.consecutiveFailures} failed`
        : '',
    `${s.health.itemsPerDay}/day`,
    s.health.fullText.successRate === null ? '' : `full text ${Math.round(s.health.fullText.successRate * 100)}%`,
    s.name ?? s.feedTitle ?? '',
    s.url,
  ]);
  const widths = rows.reduce((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), [] as number[]);
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')).join('\n');
}

/** `ops sources …`: the registry the admin API and the console manage, from the command line. */
export async function sourcesCommand(args: string[], deps: { config: Config; pool: pg.Pool }): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const [cmd, arg] = positionals;
  const fetcher = new SafeFetcher({ allowHosts: deps.config.WEB_FETCH_ALLOW_HOSTS });
  const registry = new SourceRegistry({
    pool: deps.pool,
    defaultIntervalSeconds: deps.config.FEED_POLL_SECONDS,
    agents: () => new ProjectionReader(deps.pool).agents(),
    refusal: (url) => fetcher.refusal(url),
  });
  const print = (s: SourceView | null) => {
    if (!s) throw new Error(`no source ${arg}`);
    console.log(JSON.stringify(s, null, 2));
    return 0;
  };
  try {
    if (cmd === 'list') {
      const { sources, failingForADay } = await registry.list({
        limit: 1000,
        ...(values.state && { state: values.state }),
        ...(values.tag?.[0] && { tag: values.tag[0] }),
      });
      console.log(sources.length ? table(sources) : 'no sources');
      if (failingForADay) console.log(`\n${failingForADay} source(s) failing for a day or more`);
      return 0;
    }
    if (cmd === 'sync') {
      const { added, refused } = await registry.syncProfiles();
      console.log(`${added} source(s) added from agents' profiles`);
      for (const r of refused) console.error(`refused ${r.url}: ${r.reason}`);
      return 0;
    }
    if (cmd === 'demo' && arg) {
      const origin = arg.replace(/\/+$/, '');
      const site = demoSite(demoWorldDays(new Date()).live, origin, demoOutlets());
      const added = await registerDemoSources(registry, site, origin);
      console.log(`${added} demo feed(s) added as sources`);
      return 0;
    }
    if (cmd === 'add' && arg) {
      const body = checked(CreateSourceBody, {
        url: arg,
        name: values.name,
        language: values.language,
        pollIntervalSeconds: interval(values.interval),
        state: values.paused ? 'paused' : 'active',
        tags: values.tag ?? [],
        agentHints: values.agent ?? [],
        sample: values.sample ?? false,
      });
      return print(await registry.create(body));
    }
    if (cmd === 'edit' && arg) {
      const body = checked(UpdateSourceBody, {
        url: values.url,
        name: values['no-name'] ? null : values.name,
        language: values.language,
        pollIntervalSeconds: interval(values.interval),
        tags: values.tag,
        agentHints: values.agent,
        sample: values.sample,
      });
      return print(await registry.update(arg, body));
    }
    if ((cmd === 'pause' || cmd === 'resume') && arg)
      return print(await registry.update(arg, { state: cmd === 'pause' ? 'paused' : 'active' }));
    if (cmd === 'poll' && arg) return print(await registry.pollNow(arg));
    if (cmd === 'remove' && arg) {
      if (!(await registry.remove(arg))) throw new Error(`no source ${arg}`);
      console.log(JSON.stringify({ id: arg, deleted: true }));
      return 0;
    }
    console.error(`usage:\n${SOURCES_USAGE}`);
    return 2;
  } catch (err) {
    if (err instanceof SourceRejected) throw new Error(`${err.path}: ${err.reason}`);
    throw err;
  }
}
