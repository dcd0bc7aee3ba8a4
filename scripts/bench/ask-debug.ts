// How Ask reads one question against a world the last `bench:ask` run kept (its database, by name):
// the question as parsed, the events read with their coverage and what they lack, the best sentences
// and the answer. A tool for studying misses of tune questions.
// Usage: SITREP_BENCH_STACK=bench bash scripts/node.sh tsx scripts/bench/ask-debug.ts <database> <now ISO> "<question>" ["<question>" …]
// It starts the stack's PostgreSQL if it is down, and stops it again when done (a running one it leaves running).
import { connectDatabase } from '../../services/db/client.ts';
import { Asker } from '../../services/ask/asker.ts';
import { answerCue } from '../../services/ask/cues.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { AskRetriever } from '../../services/ask/retrieval.ts';
import { stack, stackVars } from './harness.ts';

const [dbName, nowIso, ...questions] = process.argv.slice(2);
const wasUp = /^postgres\s+up\b/m.test(stack('status'));
if (!wasUp) stack('up', 'postgres');
const url = stackVars().DATABASE_URL!.replace(/\/[^/]*$/, `/${dbName}`);
const db = connectDatabase(url, { max: 2 });
const now = new Date(nowIso!);
const retriever = new AskRetriever(db.pool, () => now);
const asker = new Asker({
  retriever,
  agents: () => Promise.resolve({ agents: [] } as never),
  clock: () => now,
  dataAsOf: () => null,
});
try {
  for (const text of questions) {
    const q = parseQuestion(text, now);
    console.log(`\n=== ${text}`);
    console.log(
      `kind ${q.kind} target [${q.target.join()}] unit ${q.figureUnit} terms [${q.terms.join()}] names [${q.names.join()}] time ${JSON.stringify({ ...q.time, from: q.time.from?.toISOString(), to: q.time.to?.toISOString() })} latest ${q.time.latest} peak ${q.peak} first ${q.first}`,
    );
    const from = q.time.future ? null : q.time.from;
    const to = q.time.future ? null : q.time.to;
    const material = await retriever.retrieve(q, { agentId: null, from, to, agentIds: [] });
    const r = readMaterial({ ...q, time: { ...q.time, from, to } }, material);
    if (r.question.names.join() !== q.names.join() || r.question.terms.join() !== q.terms.join())
      console.log(
        `  as read against the sources: names [${r.question.names.join()}] terms [${r.question.terms.join()}]`,
      );
    for (const g of [...r.groups].sort((a, b) => b.coverage - a.coverage).slice(0, 6)) {
      console.log(
        `  group ${g.title.slice(0, 70)} cov ${g.coverage.toFixed(2)} topic ${g.topicCoverage.toFixed(2)} missingNames [${g.missingNames.join()}] missingTerms [${g.missingTerms.join()}]`,
      );
      const units = [...g.units]
        .sort((a, b) => b.relevance - a.relevance)
        .slice(0, Number(process.env.ASK_DEBUG_UNITS ?? 4));
      for (const u of units)
        console.log(
          `     rel ${u.relevance.toFixed(2)} cue ${answerCue(r, u).toFixed(2)} names ${u.namesHeld} ${u.position} ${new Date(u.time).toISOString().slice(5, 16)} ${u.text.slice(0, 150)}`,
        );
    }
    const res = await asker.ask({ question: text, agent: null });
    console.log(`  → ${res.answer.slice(0, 400)}`);
  }
} finally {
  await db.close();
  if (!wasUp) stack('down', 'postgres');
}
