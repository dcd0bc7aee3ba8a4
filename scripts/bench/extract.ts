// Extraction quality and speed on ../shared/benchdata:
// - trafilatura-eval: the snippet metric of its README (must-include / must-exclude snippets found
//   in the whitespace-normalised main text), for our extractor and for plain Mozilla Readability on
//   jsdom (its textContent), measured in the same run as the baseline;
// - htmldate-eval: publication-date precision, recall and F as its README defines them;
// - median and p95 extraction time per page (decoded HTML in, title + date + text out).
// The pages are read in place and never copied.
// Usage: npm run bench:extract [-- --limit N] [-- --only text|dates]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { decodeBody } from '../../services/web/decode.ts';
import { extractPage } from '../../services/web/extract.ts';
import { worstPages } from './extract-diagnostics.ts';
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
// The pages fall into two halves by a hash of their file name: the rules were developed on half A
// only, so half B is the part they were not tuned on.
const halfOf = (file: string): 'A' | 'B' => (createHash('sha256').update(file).digest()[0]! & 1 ? 'B' : 'A');
const evaldata =
  only === 'dates'
    ? []
    : Object.entries(
        JSON.parse(readFileSync(`${DATA}trafilatura-eval/evaldata.json`, 'utf8')) as Record<
          string,
          { file: string; with: string[]; without: string[] }
        >,
      ).slice(0, limit);
interface PageResult {
  url: string;
  file: string;
  half: 'A' | 'B';
  doc: { with: string[]; without: string[] };
  /** Snippets that got in (must-exclude found) and that were lost (must-include missing). */
  gotIn: string[];
  lost: string[];
  baseGotIn: string[];
  baseLost: string[];
  /** Why jsdom could not read the page, when it could not. */
  baseError: string | null;
  oursError: boolean;
}
const judge = (output: string, doc: { with: string[]; without: string[] }) => {
  const out = norm(output);
  return {
    gotIn: doc.without.filter((s) => out.includes(norm(s))),
    lost: doc.with.filter((s) => !out.includes(norm(s))),
  };
};
const oursMs: number[] = [];
const baseMs: number[] = [];
const results: PageResult[] = [];
let done = 0;
for (const [url, doc] of evaldata) {
  const html = page('trafilatura-eval', doc.file.replace(/\.gz$/, ''));
  const t = performance.now();
  let text = '';
  let oursError = false;
  try {
    text = extractPage(html, url).fullContent;
  } catch {
    oursError = true; // a crash scores as no output, as the README says
  }
  oursMs.push(performance.now() - t);
  const { gotIn, lost } = judge(text, doc);
  const file = doc.file.replace(/\.gz$/, '');
  results.push({
    url,
    file,
    half: halfOf(file),
    doc,
    gotIn,
    lost,
    baseGotIn: [],
    baseLost: [],
    baseError: null,
    oursError,
  });
  if (++done % 100 === 0) process.stderr.write(`main text: ${done}/${evaldata.length}\r`);
}
// The baseline runs after ours, so jsdom's garbage never lands on our timings.
for (const r of results) {
  const html = page('trafilatura-eval', r.file);
  const t = performance.now();
  let baseline = '';
  try {
    baseline = readabilityJsdom(html, r.url);
  } catch (e) {
    r.baseError = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 100);
  }
  baseMs.push(performance.now() - t);
  const { gotIn, lost } = judge(baseline, r.doc);
  r.baseGotIn = gotIn;
  r.baseLost = lost;
  if (++done % 100 === 0) process.stderr.write(`baseline: ${done - evaldata.length}/${evaldata.length}\r`);
}
function countsOf(rs: PageResult[], side: 'ours' | 'base'): Counts {
  const c: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const r of rs) {
    const gotIn = side === 'ours' ? r.gotIn : r.baseGotIn;
    const lost = side === 'ours' ? r.lost : r.baseLost;
    c.tp += r.doc.with.length - lost.length;
    c.fn += lost.length;
    c.fp += gotIn.length;
    c.tn += r.doc.without.length - gotIn.length;
  }
  return c;
}
const ours = countsOf(results, 'ours');
const base = countsOf(results, 'base');

const o = score(ours),
  b = score(base),
  d = score(dates);
const f3 = (x: number) => x.toFixed(3);
const ms = (xs: number[]) => `${median(xs).toFixed(1)} / ${percentile(xs, 95).toFixed(1)}`;
console.log(machineLine());
if (evaldata.length) {
  const withs = evaldata.reduce((n, [, v]) => n + v.with.length, 0);
  const withouts = evaldata.reduce((n, [, v]) => n + v.without.length, 0);
  console.log(`\nmain text: trafilatura-eval, ${evaldata.length} pages, ${withs} with / ${withouts} without snippets`);
  const bothParse = results.filter((r) => !r.baseError && !r.oursError);
  const row = (name: string, rs: PageResult[], side: 'ours' | 'base') => {
    const x = score(countsOf(rs, side));
    return [name, rs.length, f3(x.precision), f3(x.recall), f3(x.accuracy), f3(x.f1)];
  };
  const parts: [string, PageResult[]][] = [
    ['all pages', results],
    ['half A (rules developed here)', results.filter((r) => r.half === 'A')],
    ['half B (held out)', results.filter((r) => r.half === 'B')],
    ['pages jsdom parses', bothParse],
  ];
  console.log(
    table([
      ['extractor', 'pages', 'precision', 'recall', 'accuracy', 'F1'],
      ...parts.flatMap(([name, rs]) => [
        row(`sitrep, ${name}`, rs, 'ours'),
        row(`baseline (Readability on jsdom), ${name}`, rs, 'base'),
      ]),
    ]),
  );
  console.log(
    `time per page, ms median / p95: sitrep ${ms(oursMs)}, baseline ${ms(baseMs)}; F1 ratio sitrep / baseline: ${(o.f1 / b.f1).toFixed(3)} (all pages), ${(score(countsOf(bothParse, 'ours')).f1 / score(countsOf(bothParse, 'base')).f1).toFixed(3)} (pages jsdom parses); speed ratio baseline / sitrep (median): ${(median(baseMs) / median(oursMs)).toFixed(1)}×`,
  );
  const failed = results.filter((r) => r.baseError);
  console.log(
    `\njsdom threw on ${failed.length} pages (scored as empty for the baseline above, left out of "pages jsdom parses"):`,
  );
  for (const r of failed) console.log(`  ${r.file}: ${r.baseError}`);
  if (results.some((r) => r.oursError))
    console.log(
      `sitrep threw on: ${results
        .filter((r) => r.oursError)
        .map((r) => r.file)
        .join(', ')}`,
    );
  console.log(`\nworst 20 pages (sitrep), what got in and what was lost, by kind:`);
  const judged = results.map((r) => ({ ...r, html: () => page('trafilatura-eval', r.file) }));
  for (const line of worstPages(judged, 20)) console.log(line);
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
    ...(oursMs.length
      ? [
          `main text F1 ≥ 0.93 → ${verdict(o.f1 >= 0.93)}`,
          `precision ≥ 0.91 → ${verdict(o.precision >= 0.91)}`,
          `recall ≥ 0.921 → ${verdict(o.recall >= 0.921)}`,
          `above baseline → ${verdict(o.f1 > b.f1)}`,
        ]
      : []),
    `median ≤ 15 ms → ${verdict(median(all) <= 15)}`,
  ].join('; ')}`,
);
