// The places confuser set (issue 31; SAMPLE DATA, all fictional), written by a third hand: pairs of
// DIFFERENT happenings of one demo domain on the same day or a day apart, of five kinds where place and
// actor tell them apart: two cities of one country, neighbouring towns on one river, a recurring venue
// (one stadium, port, court or conference hall, two happenings a day apart), one actor and two targets,
// two countries the same day. Each happening is told by 2 to 4 outlets (agency with dateline, daily,
// broadcast, explainer, reaction, next-day follow-up, markets, bulletin) with developments: a rising
// count, a correction, a second site, a mention of the pair's other happening.
//
// The halves are split by pair (`halfOf(pair_id)`, as the bench splits them), and every sentence pool
// (headlines, leads, facts, frames, outlets) is split by a hash of each sentence: a pair draws only from
// its half's part, so the held-out half is worded in sentences the tune half never uses.
//
//   npx tsx scripts/bench/confusers-places/generate.ts     writes confusers.jsonl next to this file
//   npm run bench:dedup-quality -- --confusers --confusers-set places [--half tune|held-out]
//
// Deterministic: the same seed writes the same file, byte for byte.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOUR, int, MIN, pick, rng as prng, shuffle, slug, WEEKDAYS, type Rand } from '../confusers-fresh/kit.ts';
import * as F from './frames.ts';
import { HAPPENINGS, KIND_HAPPENINGS, type Happening } from './happenings.ts';
import { COUNTRIES, type Country, Namer } from './world.ts';

const SEED = 8_0531;
const PAIRS_PER_KIND = 27;
const START = Date.parse('2026-05-04T00:00:00Z');
const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
export const KINDS = Object.keys(KIND_HAPPENINGS);
/** Happenings with a listed company or a market to move: the markets desk writes about them. */
const MARKET = new Set(['gas-blast', 'fab-fire', 'sanction', 'bank-fine', 'terminal-strike', 'ferry-strike', 'rate']);

type Half = 'tune' | 'held-out';
const sha = (s: string) => createHash('sha256').update(s).digest();
/** The bench's split (dedup-quality.ts `halfOf`), by pair id. */
export const halfOf = (pairId: string): Half => (sha(pairId)[0]! < 128 ? 'tune' : 'held-out');

const parts = new Map<readonly string[], Record<Half, string[]>>();
/** A pool's part for a half: its sentences ranked by their hash, the first half of them tune, the rest held-out. */
function partOf(pool: readonly string[], half: Half): string[] {
  let p = parts.get(pool);
  if (!p) {
    if (pool.length < 2) throw new Error(`a pool of ${pool.length} cannot be split: ${pool[0]}`);
    const ranked = [...pool].sort((a, b) => sha(a).compare(sha(b)));
    const k = Math.floor(pool.length / 2);
    p = { tune: ranked.slice(0, k), 'held-out': ranked.slice(k) };
    parts.set(pool, p);
  }
  return p[half];
}

interface Story {
  h: Happening;
  kind: string;
  half: Half;
  slots: Record<string, string>;
  series: number[];
  /** 0 or 1 when both stories of the pair are the same kind of happening (they split its facts), else -1. */
  side: number;
}

export interface Row {
  doc_id: string;
  pair_id: string;
  event_id: string;
  domain: string;
  kind: string;
  desk: F.Desk;
  published_at: string;
  url: string;
  outlet: string;
  title: string;
  body: string;
  sample: true;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const byKey = (k: string) => HAPPENINGS.find((h) => h.key === k)!;

function series(r: Rand, h: Happening): number[] {
  const [lo, hi, glo, ghi] = h.count;
  const out = [int(r, lo, hi)];
  for (let i = 1; i < 4; i++) out.push(out[i - 1]! + int(r, glo, ghi));
  return out;
}

/** How another sentence refers to the happening: "the earthquake in Ouzra", "the trial of X". */
function referent(h: Happening, kind: string, s: Record<string, string>): string {
  if (kind === 'recurring-venue')
    return h.key === 'rally'
      ? `the ${s.party} rally`
      : h.key === 'verdict'
        ? `the trial of ${s.subject}`
        : h.key === 'ship-fire'
          ? `the fire on the ${s.subject}`
          : `the ${s.subject}`;
  if (kind === 'one-actor-two-targets')
    return h.key === 'sanction'
      ? `the sanctions on ${s.target}`
      : h.key === 'bank-fine'
        ? `the fine on ${s.target}`
        : h.key === 'terminal-strike'
          ? `the strike at ${s.target}`
          : h.key === 'militia-raid'
            ? `the attack on ${s.place}`
            : `the attack on ${s.target}`;
  if (kind === 'two-countries-same-day') return `the ${h.what} in ${s.country}`;
  return `the ${h.what} in ${s.place}`;
}

function story(r: Rand, names: Namer, h: Happening, kind: string, half: Half, c: Country, place: string): Story {
  const slots: Record<string, string> = {
    country: c.name,
    adj: c.adj,
    capital: c.capital,
    place,
    person: names.person(),
    mag: (5.4 + int(r, 0, 16) / 10).toFixed(1),
    party: c.parties[0],
    bank: c.bank.name,
    bankShort: c.bank.short,
  };
  const brand = names.brand();
  const firm: Record<string, string> = {
    'ferry-strike': 'Ferries',
    'gas-blast': 'Gas',
    'fab-fire': 'Semiconductor',
    'fuel-spill': 'Fuels',
    'terminal-strike': 'Terminals',
    sanction: 'Microelectronics',
    'bank-fine': 'Bank',
  };
  if (firm[h.key]) Object.assign(slots, { target: `${brand} ${firm[h.key]}`, targetShort: brand });
  if (h.key === 'ransomware') {
    const t = pick(r, [
      [`${place} General Hospital`, `${place} General`],
      [`${brand} Water`, brand],
      [`${place} City Council`, `${place} council`],
      [`${brand} Logistics`, brand],
    ]);
    Object.assign(slots, { target: t[0], targetShort: t[1] });
  }
  if (h.key === 'militia-raid') Object.assign(slots, { target: place, targetShort: place });
  if (h.key === 'rate') {
    const step = pick(r, ['0.25', '0.5', '0.75']);
    const prev = 2 + int(r, 0, 16) * 0.25;
    Object.assign(slots, { step, prev: prev.toFixed(2), rate: (prev + Number(step)).toFixed(2) });
  }
  return { h, kind, half, slots, series: series(r, h), side: -1 };
}

/** Two different happenings of one kind of confuser, placed as the kind says. */
function pairOf(r: Rand, names: Namer, kind: string, half: Half, keys: [string, string]): [Story, Story] {
  const [c, c2] = shuffle(r, COUNTRIES) as [Country, Country];
  const [ha, hb] = [byKey(keys[0]), byKey(keys[1])];
  let s: [Story, Story];
  if (kind === 'two-cities-one-country') {
    const [p, q] = shuffle(r, c.cities);
    s = [story(r, names, ha, kind, half, c, p!), story(r, names, hb, kind, half, c, q!)];
  } else if (kind === 'neighbouring-towns') {
    const n = pick(r, c.neighbours);
    const [p, q] = r() < 0.5 ? [n.up, n.down] : [n.down, n.up];
    s = [story(r, names, ha, kind, half, c, p), story(r, names, hb, kind, half, c, q)];
    for (const x of s) Object.assign(x.slots, { river: n.river, km: String(n.km) });
    for (const x of s) x.slots.dir = x.slots.place === n.up ? 'Downriver' : 'Upriver';
  } else if (kind === 'recurring-venue') {
    const v = c.venues;
    const [venue, place] =
      ha.key === 'rally'
        ? [v.stadium, c.capital]
        : ha.key === 'verdict'
          ? [v.court, c.capital]
          : ha.key === 'ship-fire'
            ? [v.port, v.portCity]
            : [v.hall, v.hallCity];
    s = [story(r, names, ha, kind, half, c, place), story(r, names, hb, kind, half, c, place)];
    const summits = shuffle(r, F.SUMMITS);
    s.forEach((x, i) => {
      x.slots.venue = venue;
      x.slots.party = c.parties[i]!;
      x.slots.subject =
        ha.key === 'summit'
          ? summits[i]!
          : ha.key === 'ship-fire'
            ? `${names.brand()} ${pick(r, ['Star', 'Trader', 'Spirit', 'Bay'])}`
            : names.person();
    });
    s[0].slots.when = 'A day later';
    s[1].slots.when = 'A day earlier';
  } else if (kind === 'one-actor-two-targets') {
    const [p, q] = shuffle(r, c.cities);
    const at = (h: Happening) => (h.key === 'sanction' || h.key === 'bank-fine' ? c.capital : undefined);
    s = [story(r, names, ha, kind, half, c, at(ha) ?? p!), story(r, names, hb, kind, half, c, at(hb) ?? q!)];
    const gang = names.gang();
    const actor: Record<string, [string, string]> = {
      ransomware: [gang, gang.split(' ')[1]!],
      'militia-raid': [c.militia.name, c.militia.short],
      sanction: [c.ministry, c.name],
      'bank-fine': [c.regulator.name, c.regulator.short],
      'terminal-strike': [c.union.name, c.union.short],
    };
    for (const x of s) Object.assign(x.slots, { actor: actor[ha.key]![0], actorShort: actor[ha.key]![1] });
  } else {
    s = [
      story(r, names, ha, kind, half, c, pick(r, c.cities)),
      story(r, names, hb, kind, half, c2, pick(r, c2.cities)),
    ];
    if (ha.key === 'election') s[1].slots.party = c2.parties[int(r, 0, 1)]!;
  }
  if (ha === hb) [s[0].side, s[1].side] = [0, 1];
  // A second site: a city of the same country that neither happening is at.
  for (const [x, y] of [s, [s[1], s[0]]] as [Story, Story][]) {
    const cc = COUNTRIES.find((k) => k.name === x.slots.country)!;
    x.slots.site2 = pick(
      r,
      cc.cities.filter((t) => t !== x.slots.place && t !== y.slots.place && t !== y.slots.site2),
    );
  }
  for (const [x, y] of [s, [s[1], s[0]]] as [Story, Story][]) {
    x.slots.it = referent(x.h, kind, x.slots);
    Object.assign(x.slots, {
      otherIt: referent(y.h, kind, y.slots),
      otherWhat: y.h.what,
      other: y.slots.place!,
      otherCountry: y.slots.country!,
      otherTarget: y.slots.target ?? y.slots.place!,
      otherSubject: y.slots.subject ?? '',
    });
  }
  return s;
}

function fill(t: string, st: Story, extra: Record<string, string>): string {
  const out = t.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'It') return capital(st.slots.it!);
    if (key === 'PLACE') return st.slots.place!.toUpperCase();
    const v = extra[key] ?? st.slots[key];
    if (v === undefined) throw new Error(`no slot {${key}} in "${t}"`);
    return v;
  });
  return capital(out);
}

function clock(t: number) {
  const d = new Date(t);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** One article of a story in a desk's way. */
function write(r: Rand, st: Story, desk: F.Desk, stage: number, at: number, first: number) {
  const { h, half } = st;
  const P = (pool: readonly string[]) => pick(r, partOf(pool, half));
  const nextDay = at - first > 16 * HOUR;
  const n = st.series[stage]!;
  const nPrev = st.series[Math.max(0, stage - 1)]!;
  const date = new Date(at);
  const extra: Record<string, string> = {
    n: String(n),
    nPrev: String(nPrev),
    day: `on ${WEEKDAYS[new Date(first).getUTCDay()]!}`,
    nextday: `on ${WEEKDAYS[date.getUTCDay()]!}`,
    mon: MONTHS[date.getUTCMonth()]!,
    date: String(date.getUTCDate()),
    pct: String(int(r, 1, 9)),
    official: '',
    q: '',
  };
  const f = (t: string) => fill(t, st, extra);
  extra.official = f(P(h.official)).replace(/^./, (x) => x.toLowerCase());
  extra.q = P(F.SHORT_QUOTES);
  extra.tally = fill(P(h.tally), st, extra).replace(/^./, (x) => x.toLowerCase());
  const outlet = f(P(F.OUTLETS[desk]));
  extra.outlet = outlet;
  const lead = f(P(h.lead));
  // Two stories of one kind of happening in a pair never share a background fact, word for word.
  const own = partOf(h.facts, half).filter((_, j) => st.side < 0 || j % 2 === st.side);
  const facts = shuffle(r, own)
    .slice(0, int(r, 1, 2))
    .map(f);
  const quote = f(P(F.QUOTES));
  const dev: string[] = [];
  if (stage > 0) {
    const roll = r();
    if (n !== nPrev && roll < 0.5) dev.push(f(P(F.RISING)));
    else if (n !== nPrev && roll < 0.7) dev.push(f(P(F.CORRECTIONS)));
    else if (h.site2.length) dev.push(f(P(h.site2)));
  }
  const cross = r() < (st.kind === 'neighbouring-towns' ? 0.5 : 0.3) ? [f(P(F.CROSS[st.kind]!))] : [];
  let title = f(P(h.hl));
  let parts: string[];
  if (desk === 'agency') {
    const [head, ...rest] = [lead, ...dev];
    parts = [f(P(F.DATELINES)) + head, ...rest, ...facts, quote, ...cross];
  } else if (desk === 'daily') {
    parts = [lead, quote, ...dev, ...facts, ...cross];
  } else if (desk === 'broadcast') {
    parts = [P(F.BROADCAST_OPENS), lead, ...dev, quote, ...cross, P(F.BROADCAST_CLOSES)];
  } else if (desk === 'explainer') {
    title = f(P(F.EXPLAINER_TITLES));
    parts = [P(F.EXPLAINER_HEADS), lead, capital(`${extra.tally}.`), ...facts, ...dev, ...cross];
  } else if (desk === 'reaction') {
    if (r() < 0.6) title = f(P(F.REACTION_TITLES));
    parts = [
      f(P(F.REACTION_LEADS)),
      lead,
      ...shuffle(r, partOf(F.REACTION_LINES, half)).slice(0, 2).map(f),
      ...dev,
      ...cross,
    ];
  } else if (desk === 'followup') {
    title = f(P(F.FOLLOWUP_TITLES));
    parts = [f(P(F.FOLLOWUP_LEADS)), ...dev, ...facts, quote, ...cross];
  } else if (desk === 'markets') {
    const line = f(P(h.key === 'rate' ? F.MARKET_RATE_LINES : F.MARKET_LINES));
    parts = [lead, line, ...facts, ...dev];
  } else {
    parts = [stage > 0 && dev.length ? `${clock(at)} - ${dev[0]!}` : lead];
  }
  void nextDay;
  return { outlet, title, body: parts.join(' ') };
}

/** The slot values that tell a story from its pair's other story: an article naming none of them is no test. */
function apart(st: Story, other: Story): string[] {
  const keys = ['place', 'target', 'subject', 'party', 'country'];
  const theirs = keys.map((k) => other.slots[k]);
  return keys.map((k) => st.slots[k]!).filter((v) => v && !theirs.includes(v));
}

function tell(r: Rand, st: Story, other: Story, ids: { pair: string; event: string }, first: number): Row[] {
  const count = int(r, 2, 4);
  const offsets = [int(r, 0, 60), int(r, 70, 360), int(r, 18 * 60, 26 * 60), int(r, 27 * 60, 40 * 60)];
  const opener = pick(r, ['agency', 'broadcast', 'bulletin', 'daily'] as F.Desk[]);
  const rest = shuffle(
    r,
    (['agency', 'daily', 'broadcast', 'explainer', 'reaction', 'markets', 'bulletin'] as F.Desk[]).filter(
      (d) => d !== opener && (d !== 'markets' || MARKET.has(st.h.key)),
    ),
  );
  const distinct = apart(st, other);
  const rows: Row[] = [];
  for (let k = 0; k < count; k++) {
    const at = first + offsets[k]! * MIN;
    const desk = k === 0 ? opener : k >= 2 && r() < 0.5 ? 'followup' : rest.shift()!;
    const stage = k > 0 && r() < 0.85 ? k : 0;
    const a = write(r, st, desk, stage, at, first);
    if (!distinct.some((x) => `${a.title} ${a.body}`.includes(x))) a.title = `${distinct[0]}: ${a.title}`;
    const doc = `${ids.event}-${k + 1}`;
    const date = new Date(at);
    rows.push({
      doc_id: doc,
      pair_id: ids.pair,
      event_id: ids.event,
      domain: st.h.domain,
      kind: st.kind,
      desk,
      published_at: date.toISOString(),
      url: `https://${slug(a.outlet)}.sample.invalid/${date.toISOString().slice(0, 10)}/${slug(a.title)}-${doc}`,
      outlet: a.outlet,
      title: a.title,
      body: a.body,
      sample: true,
    });
  }
  return rows;
}

export function generate(seed = SEED): Row[] {
  const r = prng(seed);
  const names = new Namer(r);
  const plans = KINDS.flatMap((kind) =>
    Array.from({ length: PAIRS_PER_KIND }, (_, i) => ({
      kind,
      i,
      keys: KIND_HAPPENINGS[kind]![i % KIND_HAPPENINGS[kind]!.length]!,
    })),
  );
  const rows: Row[] = [];
  // Kinds interleaved over about a month, four or five pairs a day.
  shuffle(r, plans).forEach(({ kind, i, keys }, k) => {
    const day = START + Math.floor(k / 4.5) * 24 * HOUR;
    const a = day + int(r, 5 * 60, 16 * 60) * MIN;
    const apartBy =
      kind === 'recurring-venue'
        ? int(r, 20 * 60, 28 * 60)
        : kind === 'neighbouring-towns'
          ? int(r, 2 * 60, 26 * 60)
          : int(r, 0, 8 * 60);
    const b = a + apartBy * MIN;
    const pair = `places-${kind}-${String(i + 1).padStart(2, '0')}`;
    const half = halfOf(pair);
    const [x, y] = pairOf(r, names, kind, half, keys);
    rows.push(...tell(r, x, y, { pair, event: `${pair}-a` }, a));
    rows.push(...tell(r, y, x, { pair, event: `${pair}-b` }, b));
  });
  if (new Set(rows.map((x) => x.url)).size !== rows.length) throw new Error('two articles share a URL');
  // The rule of the set: no sentence of one half's pools is in the other's.
  const tune = new Set<string>();
  const held = new Set<string>();
  for (const p of parts.values()) {
    p.tune.forEach((t) => tune.add(t));
    p['held-out'].forEach((t) => held.add(t));
  }
  const both = [...tune].filter((t) => held.has(t));
  if (both.length) throw new Error(`in both halves' pools: ${both.join(' | ')}`);
  return rows.sort((x, y) => x.published_at.localeCompare(y.published_at) || x.doc_id.localeCompare(y.doc_id));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = generate();
  const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
  writeFileSync(out, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
  const pairs = new Set(rows.map((x) => x.pair_id));
  const tunePairs = [...pairs].filter((p) => halfOf(p) === 'tune').length;
  console.log(
    `${out}: ${rows.length} articles, ${new Set(rows.map((x) => x.event_id)).size} events, ${pairs.size} pairs (${tunePairs} tune, ${pairs.size - tunePairs} held-out)`,
  );
}
