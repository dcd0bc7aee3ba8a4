export { agentMonitor } from './monitor.ts';
export { generateReport } from './report.ts';
export { webhookDelivery } from './webhook.ts';
export { replayLog } from './replay.ts';
export { agentBackfill } from './agent-backfill.ts';
