// Operators: generate a report now, for an agent given by any ref form (#017, 017, 17, uuid, name, slug).
//   npm run report -- <ref> [--window rolling_24h|rolling_7d|since_last]
import { Client, Connection } from '@temporalio/client';
import { WINDOW_TYPES } from '../../schemas/api/report.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { ProjectionReader } from '../projection/reader.ts';
import { startReport } from './trigger.ts';

async function main(argv: string[]): Promise<number> {
  const ref = argv[0];
  const windowType = argv.includes('--window') ? argv[argv.indexOf('--window') + 1] : 'rolling_24h';
  if (!ref || !(WINDOW_TYPES as readonly string[]).includes(windowType ?? '')) {
    console.error(`usage: npm run report -- <agent ref> [--window ${WINDOW_TYPES.join('|')}]`);
    return 2;
  }
  const config = loadConfig();
  const database = connectDatabase(config.DATABASE_URL, { max: 2, applicationName: 'sitrep-report-cli' });
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  try {
    const r = (await new ProjectionReader(database.pool).agents()).resolve(ref);
    if (r.kind !== 'found') {
      console.error(`agent not found: ${ref}`);
      return 1;
    }
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
    const started = await startReport(client, config.TEMPORAL_TASK_QUEUE, r.agent, {
      triggerType: 'manual',
      reason: 'Requested by an operator from the command line.',
      windowType: windowType as (typeof WINDOW_TYPES)[number],
    });
    await started.result();
    const { rows } = await database.pool.query<{
      body: { title: string; summary: string; trend: string | null; changeScore: number };
    }>('SELECT body FROM reports WHERE id = $1', [started.reportId]);
    const b = rows[0]!.body;
    console.log(
      `${started.reportId} (workflow ${started.workflowId})\n${b.title}\ntrend ${b.trend ?? 'none (first report)'}, change score ${b.changeScore}\n${b.summary}`,
    );
    return 0;
  } finally {
    await connection.close();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  return 1;
});
