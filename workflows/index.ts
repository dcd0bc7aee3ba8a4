export { agentMonitor } from './monitor.ts';
export { generateReport } from './report.ts';
export { replayLog } from './replay.ts';
