// Operators' command line.
//   sitrep-ops seed                            upsert the demo agents
//   sitrep-ops corpus                          print the sample article corpus as JSONL (for `npm run ingest`)
//   sitrep-ops world                           print the demo world's fortnight (sample data) as JSONL
//   sitrep-ops history [--now <instant>]       play the demo world's fortnight into a fresh stack (scripts/run.sh)
//   sitrep-ops accounts create <credits> [note]   mint an account and key (no rate limit; the key is printed once)
//   sitrep-ops accounts find <key-prefix>      look an account up by the start of its API key
//   sitrep-ops accounts topup <account-id|key-prefix> <credits> [note]
//   sitrep-ops accounts revoke <account-id|key-prefix> [note]
//   sitrep-ops sources list|add|edit|pause|resume|poll|remove|sync   feed sources (see the usage below)
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { AccountStore } from '../gateway/billing/accounts.ts';
import { DEMO_AGENTS } from './agents.ts';
import { upsertAgents } from './projection-writer.ts';
import { demoWorld } from './demo-world/index.ts';
import { historyCommand } from './history-cli.ts';
import { sampleCorpus } from './sample-corpus.ts';
import { SOURCES_USAGE, sourcesCommand } from './sources-cli.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = connectDatabase(config.DATABASE_URL, { max: 2, applicationName: 'sitrep-ops' });
  const accounts = new AccountStore(database.pool);
  const accountId = async (idOrPrefix: string): Promise<string> => {
    if (UUID.test(idOrPrefix)) return idOrPrefix;
    const found = await accounts.findByKeyPrefix(idOrPrefix);
    if (found.length !== 1)
      throw new Error(`key prefix ${idOrPrefix} matches ${found.length} accounts; use the account id`);
    return found[0]!.id;
  };
  try {
    const [cmd, sub, a, b, ...rest] = argv;
    if (cmd === 'sources') return await sourcesCommand(argv.slice(1), { config, pool: database.pool });
    if (cmd === 'corpus') {
      for (const article of sampleCorpus(new Date())) process.stdout.write(`${JSON.stringify(article)}\n`);
      return 0;
    }
    if (cmd === 'world') {
      for (const article of demoWorld(new Date())) process.stdout.write(`${JSON.stringify(article)}\n`);
      return 0;
    }
    if (cmd === 'history') return await historyCommand(argv.slice(1), { config, pool: database.pool });
    if (cmd === 'seed') {
      const ids = await upsertAgents(database.pool, DEMO_AGENTS);
      console.log(`agents: ${ids.size} upserted`);
      return 0;
    }
    if (cmd === 'accounts' && sub === 'create' && a && /^\d+$/.test(a)) {
      const note = [b, ...rest].filter(Boolean).join(' ') || 'ops cli';
      console.log(JSON.stringify(await accounts.register(Number(a), null, `operator: ${note}`)));
      return 0;
    }
    if (cmd === 'accounts' && sub === 'find' && a) {
      console.log(JSON.stringify(await accounts.findByKeyPrefix(a), null, 2));
      return 0;
    }
    if (cmd === 'accounts' && sub === 'topup' && a && b && /^\d+$/.test(b)) {
      const id = await accountId(a);
      console.log(
        JSON.stringify({
          accountId: id,
          balanceCredits: await accounts.topUp(id, Number(b), rest.join(' ') || 'ops cli', null),
        }),
      );
      return 0;
    }
    if (cmd === 'accounts' && sub === 'revoke' && a) {
      const id = await accountId(a);
      console.log(
        JSON.stringify({
          accountId: id,
          revoked: await accounts.revoke(id, [b, ...rest].filter(Boolean).join(' ') || 'ops cli', null),
        }),
      );
      return 0;
    }
    console.error(
      `usage:\n  ops seed\n  ops corpus\n  ops world\n  ops history [--now <instant>]\n  ops accounts create <credits> [note]\n  ops accounts find <key-prefix>\n  ops accounts topup <account-id|key-prefix> <credits> [note]\n  ops accounts revoke <account-id|key-prefix> [note]\n${SOURCES_USAGE}`,
    );
    return 2;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  return 1;
});
