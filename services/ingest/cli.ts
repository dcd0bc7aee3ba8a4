// Analysts' and operators' ingestion tools.
//   npm run ingest -- <file.jsonl>      validate and send every line to the articles topic
// Invalid lines are reported with their line number and never sent.
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import type { ArticleV1 } from '../../schemas/messages/article.ts';
import { ArticleProducer, validateArticle } from './producer.ts';
import { ensureTopics } from './topics.ts';

async function ingest(file: string): Promise<number> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'ingest');
  const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-ingest`);
  await ensureTopics(kafka);
  const producer = new ArticleProducer(kafka, config.ARTICLES_TOPIC);
  const total = statSync(file).size;
  const bar = new SingleBar(
    {
      format: 'ingest [{bar}] {percentage}% | {lines} lines | {sent} sent | {rejected} rejected | {rate}/s',
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    Presets.shades_classic,
  );
  bar.start(total, 0, { lines: 0, sent: 0, rejected: 0, rate: 0 });
  const started = performance.now();
  let lines = 0;
  let sent = 0;
  let bytes = 0;
  const rejected: string[] = [];
  let pending: ArticleV1[] = [];
  const flush = async () => {
    await producer.send(pending);
    sent += pending.length;
    pending = [];
  };
  try {
    for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
      lines++;
      bytes += Buffer.byteLength(line) + 1;
      if (!line.trim()) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch {
        rejected.push(`line ${lines}: not JSON`);
        continue;
      }
      const v = validateArticle(raw);
      if (!v.ok) {
        rejected.push(`line ${lines}: ${v.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
        continue;
      }
      pending.push(v.article);
      if (pending.length >= 500) {
        await flush();
        bar.update(bytes, {
          lines,
          sent,
          rejected: rejected.length,
          rate: Math.round(sent / ((performance.now() - started) / 1000)),
        });
      }
    }
    await flush();
    bar.update(total, {
      lines,
      sent,
      rejected: rejected.length,
      rate: Math.round(sent / ((performance.now() - started) / 1000 || 1)),
    });
  } finally {
    bar.stop();
    await producer.close();
  }
  for (const r of rejected.slice(0, 20)) console.error(`rejected ${r}`);
  if (rejected.length > 20) console.error(`… and ${rejected.length - 20} more rejected lines`);
  console.log(`${sent} articles sent to ${config.ARTICLES_TOPIC}, ${rejected.length} rejected`);
  return rejected.length ? 1 : 0;
}

const [cmd, file] = process.argv.slice(2);
if (cmd !== 'ingest' || !file) {
  console.error('usage: npm run ingest -- <file.jsonl>');
  process.exitCode = 2;
} else {
  process.exitCode = await ingest(file).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  });
}
