// Extraction quality and speed on ../shared/benchdata:
// - trafilatura-eval: the snippet metric of its README (must-include / must-exclude snippets found
//   in the whitespace-normalised main text), for our extractor and for plain Mozilla Readability on
//   jsdom (its textContent), measured in the same run as the baseline;
// - htmldate-eval: publication-date precision, recall and F as its README defines them;
// - median and p95 extraction time per page (decoded HTML in, title + date + text out).
// The pages are read in place and never copied.
// Usage: npm run bench:extract [-- --limit N] [-- --only text|dates]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { decodeBody } from '../../services/web/decode.ts';
import { extractPage } from '../../services/web/extract.ts';
import { arg } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';

const DATA = fileURLToPath(new URL('../../../shared/benchdata/', import.meta.url));
if (!existsSync(`${DATA}trafilatura-eval`) || !existsSync(`${DATA}htmldate-eval`)) {
  console.log(`skipped: ${DATA} has no trafilatura-eval / htmldate-eval (the sets live in ../shared/benchdata)`);
  process.exit(0);
}
const limit = arg('--limit', Infinity);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const page = (set: string, file: string) => decodeBody(gunzipSync(readFileSync(`${DATA}${set}/html/${file}.gz`)));

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
function score(c: Counts) {
  const p = c.tp / (c.tp + c.fp),
    r = c.tp / (c.tp + c.fn);
  return {
    precision: p,
    recall: r,
    accuracy: (c.tp + c.tn) / (c.tp + c.fp + c.fn + c.tn),
    f1: (2 * c.tp) / (2 * c.tp + c.fp + c.fn),
  };
}

function readabilityJsdom(html: string, url: string): string {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    return new Readability(dom.window.document).parse()?.textContent ?? '';
  } finally {
    dom.window.close();
  }
}

// Warm-up: times are for a process that has extracted pages before, as a running gateway has.
{
  const warm = readFileSync(`${DATA}htmldate-eval/eval_default.json`, 'utf8');
  const files = Object.values(JSON.parse(warm) as Record<string, { file: string }>).slice(0, 100);
  for (const { file } of files) {
    const html = page('htmldate-eval', file.replace(/\.gz$/, ''));
    try {
      extractPage(html, 'https://example.com/');
    } catch {
      // a page either extractor cannot read warms nothing; it is scored below as no output
    }
  }
}

// --- publication dates -------------------------------------------------------------------------
// Five mediacloud entries carry NaN for a date: they count as pages without one (a date found is a false positive).
const gold =
  only === 'text'
    ? []
    : ['eval_default.json', 'eval_mediacloud_2020.json']
        .flatMap((f) =>
          Object.entries(
            JSON.parse(readFileSync(`${DATA}htmldate-eval/${f}`, 'utf8').replaceAll(': NaN', ': null')) as Record<
              string,
              { file: string; date: string | null }
            >,
          ),
        )
        .slice(0, limit);
const dates: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
const dateMs: number[] = [];
const sources = new Map<string, { tp: number; fp: number }>();
for (const [url, { file, date }] of gold) {
  const html = page('htmldate-eval', file.replace(/\.gz$/, ''));
  const t = performance.now();
  let found = null;
  try {
    found = extractPage(html, url).publishDate;
  } catch {
    found = null;
  }
  dateMs.push(performance.now() - t);
  if (!date) {
    if (found) dates.fp++;
    else dates.tn++;
  } else if (!found) dates.fn++;
  else {
    const ok = found.day === date;
    if (ok) dates.tp++;
    else dates.fp++;
    const s = sources.get(found.source.split(' ')[0]!) ?? { tp: 0, fp: 0 };
    if (ok) s.tp++;
    else s.fp++;
    sources.set(found.source.split(' ')[0]!, s);
  }
  if (process.env.DATES_DEBUG && found?.day !== date)
    console.error(`${date} ${found?.day ?? '-'} ${found?.source ?? ''} ${found?.iso ?? ''} ${file}`);
}

// --- main text -------------------------------------------------------------------------------
const evaldata =
  only === 'dates'
    ? []
    : Object.entries(
        JSON.parse(readFileSync(`${DATA}trafilatura-eval/evaldata.json`, 'utf8')) as Record<
          string,
          { file: string; with: string[]; without: string[] }
        >,
      ).slice(0, limit);
const ours: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
const base: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
const oursMs: number[] = [];
const baseMs: number[] = [];
const tally = (c: Counts, output: string, doc: { with: string[]; without: string[] }) => {
  const out = norm(output);
  for (const s of doc.with)
    if (out.includes(norm(s))) c.tp++;
    else c.fn++;
  for (const s of doc.without)
    if (out.includes(norm(s))) c.fp++;
    else c.tn++;
};
let done = 0;
for (const [url, doc] of evaldata) {
  const html = page('trafilatura-eval', doc.file.replace(/\.gz$/, ''));
  const t = performance.now();
  let text = '';
  try {
    text = extractPage(html, url).fullContent;
  } catch {
    text = ''; // a crash scores as no output, as the README says
  }
  oursMs.push(performance.now() - t);
  tally(ours, text, doc);
  if (++done % 100 === 0) process.stderr.write(`main text: ${done}/${evaldata.length}\r`);
}
// The baseline runs after ours, so jsdom's garbage never lands on our timings.
for (const [url, doc] of evaldata) {
  const html = page('trafilatura-eval', doc.file.replace(/\.gz$/, ''));
  const t = performance.now();
  let baseline = '';
  try {
    baseline = readabilityJsdom(html, url);
  } catch {
    baseline = '';
  }
  baseMs.push(performance.now() - t);
  tally(base, baseline, doc);
  if (++done % 100 === 0) process.stderr.write(`baseline: ${done - evaldata.length}/${evaldata.length}\r`);
}

const o = score(ours),
  b = score(base),
  d = score(dates);
const f3 = (x: number) => x.toFixed(3);
const ms = (xs: number[]) => `${median(xs).toFixed(1)} / ${percentile(xs, 95).toFixed(1)}`;
console.log(machineLine());
if (evaldata.length) {
  console.log(
    `\nmain text: trafilatura-eval, ${evaldata.length} pages, ${evaldata.reduce((s, [, v]) => s + v.with.length, 0)} with / ${evaldata.reduce((s, [, v]) => s + v.without.length, 0)} without snippets`,
  );
  console.log(
    table([
      ['extractor', 'precision', 'recall', 'accuracy', 'F1', 'ms median / p95'],
      ['sitrep (Readability on linkedom + ours)', f3(o.precision), f3(o.recall), f3(o.accuracy), f3(o.f1), ms(oursMs)],
      ['baseline: Readability on jsdom', f3(b.precision), f3(b.recall), f3(b.accuracy), f3(b.f1), ms(baseMs)],
    ]),
  );
  console.log(
    `F1 ratio sitrep / baseline: ${(o.f1 / b.f1).toFixed(3)}; speed ratio baseline / sitrep (median): ${(median(baseMs) / median(oursMs)).toFixed(1)}×`,
  );
}
if (gold.length) {
  console.log(
    `\npublication date: htmldate-eval, ${gold.length} pages (day granularity; the page URL is given, as in a real extract call)`,
  );
  console.log(
    table([
      ['tp', 'fp', 'fn', 'precision', 'recall', 'accuracy', 'F'],
      [dates.tp, dates.fp, dates.fn, f3(d.precision), f3(d.recall), f3(d.accuracy), f3(d.f1)],
    ]),
  );
  console.log(
    `by clue: ${[...sources]
      .sort((x, y) => y[1].tp + y[1].fp - x[1].tp - x[1].fp)
      .map(([k, v]) => `${k} ${v.tp}/${v.tp + v.fp}`)
      .join(', ')}`,
  );
}
const all = [...oursMs, ...dateMs];
console.log(
  `\nextraction time per page, both sets (${all.length} pages): median ${median(all).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(
  `targets: ${[
    ...(gold.length ? [`date F ≥ 0.95 → ${verdict(d.f1 >= 0.95)}`] : []),
    ...(oursMs.length ? [`main text above baseline → ${verdict(o.f1 > b.f1)}`] : []),
    `median < 15 ms → ${verdict(median(all) < 15)}`,
  ].join('; ')}`,
);
