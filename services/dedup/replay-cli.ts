// Analysts: rebuild the projection from offset 0 of the articles topic into a fresh schema and
// compare it with the live one.
//   npm run replay [-- --schema replay_20261122] [--drop]
import { Presets, SingleBar } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { describeDiff } from './digest.ts';
import { replay } from './replay.ts';

const argv = process.argv.slice(2);
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'replay');
const schema = argv.includes('--schema')
  ? argv[argv.indexOf('--schema') + 1]!
  : `replay_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
const bar = new SingleBar(
  {
    format: 'replay [{bar}] {percentage}% | {value}/{total} articles | {eta_formatted} left',
    noTTYOutput: true,
    notTTYSchedule: 5000,
  },
  Presets.shades_classic,
);
let started = false;
try {
  const result = await replay({
    databaseUrl: config.DATABASE_URL,
    kafka: createKafka(config, log, `${config.KAFKA_CLIENT_ID}-replay`),
    schema,
    log,
    topics: { articles: config.ARTICLES_TOPIC, dlq: config.ARTICLES_DLQ_TOPIC, eventChanges: config.EVENTS_TOPIC },
    onProgress: (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
  });
  if (started) bar.stop();
  const same = result.replay.digest === result.live.digest;
  console.log(`replayed ${result.articles} articles into schema ${result.schema} in ${result.seconds.toFixed(1)} s`);
  console.log(
    `replay digest  ${result.replay.digest}  (${result.replay.events} events, ${result.replay.sources} sources, ${result.replay.links} agent links)`,
  );
  console.log(
    `live digest    ${result.live.digest}  (${result.live.events} events, ${result.live.sources} sources, ${result.live.links} agent links)`,
  );
  console.log(
    same
      ? 'identical: the live projection is exactly what the log rebuilds'
      : `different: ${describeDiff(result.diff)}`,
  );
  if (argv.includes('--drop')) {
    const db = connectDatabase(config.DATABASE_URL, { max: 1 });
    await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
    console.log(`dropped schema ${schema}`);
  }
  process.exitCode = 0;
} catch (err) {
  if (started) bar.stop();
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
