// The local x402 facilitator process (started by `scripts/stack.sh up facilitator`).
import { loadFacilitatorConfig } from '../config.ts';
import { buildFacilitator } from './facilitator.ts';

const config = loadFacilitatorConfig();
const app = buildFacilitator({
  rpcUrl: config.CHAIN_RPC_URL,
  network: config.X402_NETWORK,
  privateKey: config.FACILITATOR_PRIVATE_KEY,
  logLevel: config.LOG_LEVEL,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().finally(() => process.exit(0)));
await app.listen({ host: config.FACILITATOR_HOST, port: config.FACILITATOR_PORT });
