// The feed poller process: `npm run feeds` (scripts/run.sh starts one; any number may run side by side).
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { startFeedService } from './service.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'feeds');
const database = connectDatabase(config.DATABASE_URL, { max: 8, applicationName: 'sitrep-feeds' });
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-feeds`);

// A signal before the poller is up exits at once, as a crash would: nothing taken is lost.
let service: Awaited<ReturnType<typeof startFeedService>> | null = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    if (!service) process.exit(0);
    void service
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
service = await startFeedService({ config, database, kafka, log });
log.info({ concurrency: config.FEED_CONCURRENCY, hostGapMs: config.FEED_HOST_GAP_MS }, 'feed poller running');
