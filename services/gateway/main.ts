import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { buildGateway } from './app.ts';

const config = loadConfig();
const database = connectDatabase(config.DATABASE_URL, {
  max: config.DATABASE_POOL_MAX,
  applicationName: 'sitrep-gateway',
});
const app = await buildGateway({ config, database });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ host: config.GATEWAY_HOST, port: config.GATEWAY_PORT });
