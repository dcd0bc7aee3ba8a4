// The bodies confuser set (issue 31; SAMPLE DATA, all fictional): pairs of DIFFERENT happenings of one
// demo domain on the same day or a day apart, of four kinds: one body taking two decisions, the same kind
// of body in two countries deciding the same day, two companies of one kind in one country, one company
// at two of its sites. Each happening is told by 2 to 4 outlets (wire with dateline, plain news, a
// quote-first lead, a reaction story, trade press with ticker, the local paper, a live blog, a brief);
// later articles carry a rising count, a second site, the next day's follow-up or a correction.
//
// The halves are split by pair (`half`, the bench's hash of the pair id) AND by wording: every pool of
// templates (headline, lead, quote, reaction, follow-up and correction frames, each act's verbs, facts
// and quotes, the outlets) is cut in two by a stable hash of each entry (`halfPool`), and a pair is
// written only from its half's entries. The held-out half so tests phrasing its tuner never saw.
//
//   bash scripts/node.sh npx tsx scripts/bench/confusers-bodies/generate.ts   writes confusers.jsonl here
//   npm run bench:dedup-quality -- --confusers --confusers-set bodies [--half tune|held-out]
//
// Deterministic: the same seed writes the same file, byte for byte.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOUR, int, MIN, pick, rng, shuffle, slug, WEEKDAYS, type Rand } from '../confusers-fresh/kit.ts';
import { type Act, DECISIONS, INCIDENTS } from './acts.ts';
import {
  bodyOf,
  type BodyKind,
  COMPANY_KINDS,
  companyOf,
  type CompanyKind,
  COUNTRIES,
  type Country,
  Words,
} from './world.ts';

const SEED = 8_3108;
const PAIRS_PER_KIND = 36;
const START = Date.parse('2026-05-04T00:00:00Z');
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

export const KINDS = [
  'one-body-two-decisions',
  'two-countries-one-day',
  'two-companies-one-kind',
  'one-company-two-sites',
] as const;
type Kind = (typeof KINDS)[number];
type Half = 'tune' | 'held-out';

/** The bench's split (scripts/bench/dedup-quality.ts `halfOf`), on the pair id. */
const halfOf = (id: string): Half => (createHash('sha256').update(id).digest()[0]! < 128 ? 'tune' : 'held-out');

const rank = (s: string) => createHash('sha256').update(`bodies-wording:${s}`).digest().readUInt32BE(0);
/**
 * The entries of a pool that belong to a half: ranked by a hash of their text, alternate entries to each
 * half (so a pool of two gives one to each, and no entry is in both). Stable: an entry's half depends
 * only on the pool's texts.
 */
function halfPool(pool: readonly string[], half: Half): string[] {
  if (pool.length < 2) throw new Error(`a pool needs two entries to split: ${JSON.stringify(pool)}`);
  const ranked = [...pool].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return ranked.filter((_, i) => i % 2 === (half === 'tune' ? 0 : 1));
}
const pickH = (r: Rand, pool: readonly string[], half: Half) => pick(r, halfPool(pool, half));

const BODY_DOMAIN: Record<BodyKind, string> = {
  'central-bank': 'central-banks',
  'bank-regulator': 'central-banks',
  'energy-regulator': 'energy',
  'health-agency': 'health',
  'election-commission': 'elections',
  court: 'elections',
  'maritime-authority': 'maritime',
  'industry-ministry': 'semiconductors',
  'data-regulator': 'cyber',
  'defence-ministry': 'conflict',
  'emergency-agency': 'disasters',
};

// ---- Desk frames: each is split between the halves like any pool. ----------------------------------
// Slots: {Actor} ({ActorBare} without a body's "the") {Short} {Role} {Adj} {Country} {Capital} {HL} {DID} {NOUN} {day} {weekday} {spokes}
// {spokesTitle} {quote} {react} {reactor} {DEV} {DATELINE} {date} {outlet} {ticker} {place}.

const HEADLINES = [
  '{Actor} {HL}',
  '{Adj} {Role} {HL}',
  '{RoleCap} {HL}',
  '{Short} {HL}',
  'UPDATE 1-{Actor} {HL}',
  '{Country}\u2019s {Role} {HL}',
  '{Country}: {Short} {HL}',
  '{Actor} {HL}, statement says',
];
const WIRE_LEADS = [
  '{DATELINE}, {date} ({outlet}) - {Actor} {DID} {day}.',
  '{DATELINE} ({outlet}) - The {Adj} {Role} {DID} {day}, {Short} said in a statement.',
  '{DATELINE}, {date} ({outlet}) - {Country}\u2019s {Role}, {Actor}, {DID} {day}.',
  '({outlet}) {DATELINE} - {Actor} ({Short}) {DID} {day}, a spokesperson confirmed.',
];
const PLAIN_LEADS = [
  '{Actor} {DID} {day}.',
  '{DayCap}, {Actor} {DID}.',
  '{Adj} {Role} {ActorBare} {DID} {day}.',
  '{Actor}, the {Adj} {Role}, {DID} {day}.',
  '{Actor} {DID} {day}, according to a statement on its website.',
  '{Actor} {DID} {day}, a person familiar with the matter said.',
];
const QUOTE_LEADS = [
  '\u201c{quote}\u201d With those words {spokes}, {spokesTitle} of {Actor}, explained why the {Role} {DID} {day}.',
  '\u201c{quoteComma},\u201d {spokes} told reporters {day}, after {Actor} {DID}.',
  '\u201c{quote}\u201d So said {spokes} of {Short}, which {DID} {day}.',
  '\u201c{quoteComma},\u201d said {spokes}. {Actor} {DID} {day}.',
];
const QUOTE_LINES = [
  '\u201c{quoteComma},\u201d said {spokes}, {spokesTitle}.',
  '{spokes}, {spokesTitle}, said: \u201c{quote}\u201d',
  '\u201c{quoteComma},\u201d {spokes} added.',
  'According to {spokes}, \u201c{quoteLower}\u201d',
];
const REACTION_LEADS = [
  '{ReactorCap} reacted sharply to the {NOUN} announced by {Actor} {day}. \u201c{reactComma},\u201d one of them said.',
  '\u201c{react}\u201d That was the verdict of {reactor} after {Actor} {DID} {day}.',
  '{ReactorCap} gave a mixed welcome to the {NOUN} {day}: \u201c{react}\u201d {Actor} {DID}.',
  'Reaction came quickly {day} after {Actor} {DID}. \u201c{reactComma},\u201d said a spokesman for {reactor}.',
];
const REACTORS = [
  'opposition lawmakers',
  'business groups',
  'the main trade union',
  'consumer campaigners',
  'local officials',
  'economists at Brightwater Capital',
  'residents\u2019 associations',
  'analysts at Pellmont Securities',
];
const FOLLOW_UPS = [
  '{DEV} That came a day after {Actor} {DID}.',
  '{DEV} It followed the {NOUN} by {Actor} on {weekday}.',
  'On {weekday}, {Actor} {DID}. {DEV}',
  '{DEV} ({Short} {DID} on {weekday}.)',
];
const CORRECTIONS = [
  'CORRECTION: An earlier version of this story misspelt the name of {spokes}.',
  'This article has been corrected: {Short} is based in {Capital}, not {placeOther}.',
  'Clarification: an earlier version gave the wrong day for the {NOUN}.',
  'Editor\u2019s note: a previous version of this story used an outdated title for {spokes}.',
];
const COUNT_CORRECTIONS = [
  '(Corrects figure to {n} from {nPrev}.)',
  'Updated: the figure is {n}, not {nPrev} as first reported.',
];
const CLOSINGS = [
  'More to follow.',
  '{Short} did not respond to a request for further comment.',
  'The statement gave no further details.',
  'Further updates are expected later in the day.',
  'This is a developing story.',
  'Reporting by {reporter}; editing by {editor}.',
];
const LIVE_TITLES = ['Live: {title}', 'LIVE UPDATES - {title}', 'As it happened: {title}', 'Live blog: {title}'];
const LOCAL_LEADS = [
  'People in {localTown} woke {day} to the news that {Actor} {DID}.',
  'What does it mean for {localTown}? {Actor} {DID} {day}, and readers have been asking us.',
  'It is the talk of {localTown}: {Actor} {DID} {day}.',
  'Readers in {localTown} will feel this one. {Actor} {DID} {day}.',
];
const TRADE_LEADS = [
  '{Actor} ({ticker}) {DID} {day}. Its shares fell {drop}% in {Capital}.',
  'Shares in {Short} ({ticker}) dropped {drop}% after the company {DID} {day}.',
  '{Short} ({ticker}) {DID} {day}, sending the stock down {drop}%.',
  'Investors sold {Short} ({ticker}) {day}: the company {DID}. The stock lost {drop}%.',
];
const SPOKES_TITLES = ['a spokesperson', 'a press officer', 'head of communications', 'a senior official'];

const OUTLETS = {
  wire: ['Harbourline Press', 'Compass News Agency', 'Trident Wire', 'Northgate Newswire'],
  plain: [
    'The Evening Courant',
    'Daily Meridiem',
    'The Correspondent',
    'Nine Bridges Post',
    'The Observer Weekly',
    'Radio Tessel News',
  ],
  quote: ['The Morning Lantern', 'Column Eight', 'The Plain Dealer of Lisk Bay', 'Westward Times'],
  reaction: ['Talking Point', 'The Citizen\u2019s Voice', 'Open Forum Daily', 'The Ledger Review'],
  trade: [
    'Fabline Insider',
    'Freight & Port Journal',
    'Grid Watch',
    'Bankers\u2019 Brief',
    'Sector Ticker',
    'Market Pulse Daily',
  ],
  live: ['Tessel Live', 'Compass Live', 'Rolling News Now', 'Minute by Minute'],
  brief: ['Noon Digest', 'Five Lines', 'The Short Read', 'Headlines at Six'],
  local: ['Courier', 'Gazette', 'Echo', 'Clarion'],
};
type Desk = keyof typeof OUTLETS;
const DESKS = Object.keys(OUTLETS) as Desk[];

// ---- Stories ------------------------------------------------------------------------------------

interface Actor {
  name: string;
  short: string;
  role: string;
  ticker?: string;
  /** A company's kind of site ("fab", "mine"). */
  site?: string;
  spokes: string;
  spokesTitle: string;
}

interface Story {
  decision: boolean;
  act: Act;
  actor: Actor;
  country: Country;
  /** Where it happens (a decision's dateline is the capital; its `place` is any town its act names). */
  place: string;
  dateline: string;
  slots: Record<string, string>;
  series: number[];
  half: Half;
}

function seriesOf(r: Rand, act: Act): number[] {
  const [lo, hi, glo, ghi] = act.count ?? [0, 0, 0, 0];
  const out = [int(r, lo, hi)];
  for (let i = 1; i < 4; i++) out.push(Math.max(1, out[i - 1]! + int(r, glo, ghi)));
  return out;
}

function decisionStory(
  r: Rand,
  w: Words,
  half: Half,
  c: Country,
  kind: BodyKind,
  act: Act,
  head: string,
  place: string,
): Story {
  const b = bodyOf(kind, c);
  const actor: Actor = {
    name: b.name,
    short: b.short,
    role: b.role,
    spokes: r() < 0.5 ? head : w.person(),
    spokesTitle: '',
  };
  actor.spokesTitle = actor.spokes === head ? b.headTitle : pickH(r, SPOKES_TITLES, half);
  return story(r, w, half, true, act, actor, c, place, c.capital);
}

function incidentStory(r: Rand, w: Words, half: Half, c: Country, actor: Actor, act: Act, place: string): Story {
  return story(
    r,
    w,
    half,
    false,
    act,
    { ...actor, spokes: w.person(), spokesTitle: pickH(r, SPOKES_TITLES, half) },
    c,
    place,
    place,
  );
}

function story(
  r: Rand,
  w: Words,
  half: Half,
  decision: boolean,
  act: Act,
  actor: Actor,
  c: Country,
  place: string,
  dateline: string,
): Story {
  const slots: Record<string, string> = {
    ...(act.slots?.(r, w, c) ?? {}),
    currency: c.currency,
    site: actor.site ?? 'offices',
    place,
    Country: c.name,
    Adj: c.adj,
    Capital: c.capital,
    reporter: w.person(),
    editor: w.person(),
  };
  return { decision, act, actor, country: c, place, dateline, slots, series: seriesOf(r, act), half };
}

const ONE_BODY: BodyKind[] = [
  'central-bank',
  'central-bank',
  'bank-regulator',
  'energy-regulator',
  'health-agency',
  'election-commission',
  'court',
  'maritime-authority',
  'industry-ministry',
  'data-regulator',
  'defence-ministry',
  'emergency-agency',
];
const TWO_COUNTRIES: BodyKind[] = [
  'central-bank',
  'central-bank',
  'central-bank',
  'energy-regulator',
  'health-agency',
  'maritime-authority',
  'industry-ministry',
  'data-regulator',
  'election-commission',
];
const bodyKindOf = (kind: Kind, i: number): BodyKind => {
  const list = kind === 'one-body-two-decisions' ? ONE_BODY : TWO_COUNTRIES;
  return list[i % list.length]!;
};
const companyKindOf = (i: number): CompanyKind => (Object.keys(COMPANY_KINDS) as CompanyKind[])[i % 9]!;
/** The demo domain of the i-th pair of a kind. */
const domainOf = (kind: Kind, i: number): string =>
  kind === 'one-body-two-decisions' || kind === 'two-countries-one-day'
    ? BODY_DOMAIN[bodyKindOf(kind, i)]
    : COMPANY_KINDS[companyKindOf(i)].domain;

/** Two different happenings of one domain, as close as the kind says. */
function pairOf(r: Rand, w: Words, kind: Kind, i: number, half: Half): { domain: string; s: [Story, Story] } {
  const [c, c2] = shuffle(r, COUNTRIES) as [Country, Country];
  const [t1, t2] = shuffle(r, c.towns) as [string, string];
  if (kind === 'one-body-two-decisions' || kind === 'two-countries-one-day') {
    const bk = bodyKindOf(kind, i);
    const acts = DECISIONS[bk];
    if (kind === 'one-body-two-decisions') {
      const [a1, a2] = shuffle(r, acts) as [Act, Act];
      const head = w.person();
      return {
        domain: BODY_DOMAIN[bk],
        s: [decisionStory(r, w, half, c, bk, a1, head, t1), decisionStory(r, w, half, c, bk, a2, head, t2)],
      };
    }
    // Two countries' bodies of one kind; half the time the very same kind of decision.
    const a1 = pick(r, acts);
    const a2 = r() < 0.5 ? a1 : pick(r, acts);
    const [u1, u2] = [t1, pick(r, c2.towns)];
    return {
      domain: BODY_DOMAIN[bk],
      s: [decisionStory(r, w, half, c, bk, a1, w.person(), u1), decisionStory(r, w, half, c2, bk, a2, w.person(), u2)],
    };
  }
  const ck = companyKindOf(i);
  const k = COMPANY_KINDS[ck];
  const inc = (): Act => INCIDENTS[pick(r, k.incidents)]!;
  const asActor = (co: ReturnType<typeof companyOf>): Actor => ({ ...co, spokes: '', spokesTitle: '' });
  const a1 = inc();
  if (kind === 'two-companies-one-kind') {
    // Two companies of one kind in one country; often the same kind of incident, a fifth of the time in one town.
    const a2 = r() < 0.6 ? a1 : inc();
    const place2 = r() < 0.2 ? t1 : t2;
    return {
      domain: k.domain,
      s: [
        incidentStory(r, w, half, c, asActor(companyOf(r, w, ck)), a1, t1),
        incidentStory(r, w, half, c, asActor(companyOf(r, w, ck)), a2, place2),
      ],
    };
  }
  // One company at two of its sites: mostly two different incidents (a strike here, a fire there).
  const a2 =
    r() < 0.6
      ? INCIDENTS[
          pick(
            r,
            k.incidents.filter((x) => x !== a1.id),
          )
        ]!
      : a1;
  const co = asActor(companyOf(r, w, ck));
  return { domain: k.domain, s: [incidentStory(r, w, half, c, co, a1, t1), incidentStory(r, w, half, c, co, a2, t2)] };
}

// ---- Writing ------------------------------------------------------------------------------------

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const noThe = (s: string) => s.replace(/^the /, '');

/** Fills `{slot}`s (twice, so an act's phrase inside a frame is filled too); a missing slot is a bug. */
function fill(t: string, slots: Record<string, string>, st: Story, stage: number): string {
  const once = (x: string) =>
    x.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (key === 'n' || key === 'nPrev') {
        if (!st.act.count) throw new Error(`act ${st.act.id} has no count for {${key}} in "${t}"`);
        return st.series[Math.max(0, key === 'n' ? stage : stage - 1)]!.toLocaleString('en-US');
      }
      const v = slots[key];
      if (v === undefined) throw new Error(`no slot {${key}} in "${t}" (${st.act.id})`);
      return v;
    });
  return once(once(t));
}

function clock(t: number) {
  const d = new Date(t);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** A later development at `stage`: the count rising, a second site, or (when neither fits) the act's next-day news. */
function development(r: Rand, st: Story, stage: number): { text: string; counted: boolean } {
  const h = st.half;
  const rose = st.act.count && st.series[stage] !== st.series[stage - 1];
  const counted = halfPool(st.act.dev, h).filter((x) => x.includes('{n}'));
  if (rose && counted.length && r() < 0.6) return { text: pick(r, counted), counted: true };
  if (st.act.site2 && r() < 0.5) {
    return { text: pickH(r, st.act.site2, h), counted: false };
  }
  const plain = halfPool(st.act.dev, h).filter((x) => !x.includes('{n}') && !x.includes('{nPrev}'));
  return { text: plain.length ? pick(r, plain) : pickH(r, st.act.facts, h), counted: false };
}

interface Article {
  outlet: string;
  title: string;
  body: string;
}

function write(r: Rand, st: Story, other: Story, desk: Desk, stage: number, at: number, first: number): Article {
  const h = st.half;
  const a = st.act;
  const nextDay = at - first > 14 * HOUR;
  const weekday = WEEKDAYS[new Date(first).getUTCDay()]!;
  const date = new Date(at);
  const localTown = st.decision ? pick(r, st.country.towns) : st.place;
  const s: Record<string, string> = {
    ...st.slots,
    // A body takes "the" in running text ("after the Bank of Arvandy cut"), never in a headline.
    Actor: st.decision ? `the ${st.actor.name}` : st.actor.name,
    ActorBare: st.actor.name,
    Short: st.decision ? st.actor.short : r() < 0.5 ? st.actor.short : st.actor.name,
    Role: st.actor.role,
    RoleCap: capital(st.actor.role),
    weekday,
    day: nextDay ? `on ${weekday}` : pick(r, [`on ${weekday}`, `on ${weekday}`, 'today']),
    spokes: st.actor.spokes,
    spokesTitle: st.actor.spokesTitle,
    DATELINE: st.dateline.toUpperCase(),
    date: `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`,
    ticker: st.actor.ticker ?? st.actor.short,
    drop: String(int(r, 2, 15)),
    localTown,
    placeOther: pick(
      r,
      st.country.towns.filter((x) => x !== st.place),
    ),
    reactor: pickH(r, REACTORS, h),
  };
  s.DayCap = capital(s.day!);
  s.ReactorCap = capital(s.reactor!);
  s.HL = pickH(r, a.hl, h);
  s.DID = pickH(r, a.did, h);
  s.NOUN = noThe(pickH(r, a.noun, h));
  const quote = pickH(r, a.quotes, h);
  s.quote = quote;
  s.quoteComma = quote.replace(/\.$/, '');
  s.quoteLower = lowerFirst(quote);
  const react = pickH(r, a.react, h);
  s.react = react;
  s.reactComma = react.replace(/\.$/, '');
  const f = (t: string) => capital(fill(t, s, st, stage));

  let outlet = pickH(r, OUTLETS[desk], h);
  if (desk === 'local') outlet = `The ${localTown} ${outlet}`;
  if (desk === 'wire') s.outlet = outlet;
  // A decision has no ticker: the trade desk writes it as plain news.
  const lead =
    desk === 'wire'
      ? pickH(r, WIRE_LEADS, h)
      : desk === 'quote'
        ? pickH(r, QUOTE_LEADS, h)
        : desk === 'reaction'
          ? pickH(r, REACTION_LEADS, h)
          : desk === 'trade' && !st.decision
            ? pickH(r, TRADE_LEADS, h)
            : desk === 'local'
              ? pickH(r, LOCAL_LEADS, h)
              : pickH(r, PLAIN_LEADS, h);
  let title = capital(fill(pickH(r, HEADLINES, h), { ...s, Actor: st.actor.name }, st, stage));
  if (desk === 'trade' && !st.decision && r() < 0.5)
    title = `${st.actor.short} (${st.actor.ticker}) ${fill('{HL}', s, st, stage)}`;
  if (desk === 'local' && r() < 0.6) title = f('{RoleCap} {HL}');

  const closing = r() < 0.5 ? [f(pickH(r, CLOSINGS, h))] : [];
  let opening = [f(lead)];
  const extra: string[] = [];
  if (stage > 0) {
    const dev = development(r, st, stage);
    s.DEV = fill(dev.text, s, st, stage);
    if (nextDay && desk !== 'live' && desk !== 'brief') opening = [f(pickH(r, FOLLOW_UPS, h))];
    else extra.push(f(dev.text));
    const roll = r();
    if (roll < 0.15 && st.act.count && st.series[stage] !== st.series[stage - 1])
      extra.push(f(pickH(r, COUNT_CORRECTIONS, h)));
    else if (roll < 0.3) closing.push(f(pickH(r, CORRECTIONS, h)));
  }
  // Facts the development has not told already.
  const facts = shuffle(
    r,
    halfPool(a.facts, h).filter((x) => !s.DEV || fill(x, s, st, stage) !== s.DEV),
  )
    .slice(0, int(r, 1, 2))
    .map(f);
  const quoteLine = desk === 'quote' ? [] : [f(pickH(r, QUOTE_LINES, h))];

  let parts: string[];
  if (desk === 'brief') parts = [opening[0]!, ...extra.slice(0, 1)];
  else if (desk === 'live') {
    title = pickH(r, LIVE_TITLES, h).replace('{title}', title.replace(/^UPDATE 1-/, ''));
    const entries = [...opening, ...facts, ...quoteLine, ...extra];
    const gap = int(r, 3, 20);
    parts = entries.map((e, k) => `${clock(at - (entries.length - 1 - k) * gap * MIN)} - ${e}`).reverse();
  } else parts = [...opening, ...extra, ...facts, ...quoteLine, ...closing];
  // A sentence that opens with a body's name opens with "The".
  return { outlet, title, body: parts.join(' ').replace(/([.!?:\u201d)] |^|- )the /g, '$1The ') };
}

export interface Row {
  doc_id: string;
  pair_id: string;
  event_id: string;
  domain: string;
  kind: string;
  desk: Desk;
  published_at: string;
  url: string;
  outlet: string;
  title: string;
  body: string;
  sample: true;
}

function tell(
  r: Rand,
  st: Story,
  other: Story,
  ids: { pair: string; event: string; kind: Kind; domain: string },
  first: number,
): Row[] {
  const n = int(r, 2, 4);
  const opener = pick(r, ['wire', 'plain', 'quote', 'live', 'brief', 'trade'] as Desk[]);
  const desks = [
    opener,
    ...shuffle(
      r,
      DESKS.filter((x) => x !== opener),
    ),
  ].slice(0, n);
  // First report within the hour, a second within hours, then the next day's.
  const offsets = [int(r, 0, 60), int(r, 70, 360), int(r, 17 * 60, 26 * 60), int(r, 27 * 60, 36 * 60)];
  return desks.map((desk, k): Row => {
    const at = first + offsets[k]! * MIN;
    const stage = k > 0 && r() < 0.85 ? k : 0;
    const a = write(r, st, other, desk, stage, at, first);
    const doc = `${ids.event}-${k + 1}`;
    const date = new Date(at);
    return {
      doc_id: doc,
      pair_id: ids.pair,
      event_id: ids.event,
      domain: ids.domain,
      kind: ids.kind,
      desk,
      published_at: date.toISOString(),
      url: `https://${slug(a.outlet)}.sample.invalid/${date.toISOString().slice(0, 10)}/${slug(a.title)}-${doc}`,
      outlet: a.outlet,
      title: a.title,
      body: a.body,
      sample: true,
    };
  });
}

export function generate(seed = SEED): Row[] {
  const r = rng(seed);
  const w = new Words(r);
  const plans = KINDS.flatMap((kind) => Array.from({ length: PAIRS_PER_KIND }, (_, i) => ({ kind, i })));
  const rows: Row[] = [];
  const perDomain = new Map<string, number>();
  // Kinds and domains interleaved over about five weeks, four or five pairs a day.
  shuffle(r, plans).forEach(({ kind, i }, k) => {
    const day = START + Math.floor(k / 4) * 24 * HOUR;
    const a = day + int(r, 6 * 60, 17 * 60) * MIN;
    const gap =
      kind === 'two-countries-one-day' ? int(r, 0, 6 * 60) : r() < 0.7 ? int(r, 0, 8 * 60) : int(r, 20 * 60, 30 * 60);
    const b = a + gap * MIN;
    // The half is the bench's (a hash of the pair id), known before any word is drawn.
    const domain = domainOf(kind, i);
    const num = (perDomain.get(domain) ?? 0) + 1;
    perDomain.set(domain, num);
    const pair = `bodies-${domain}-${String(num).padStart(2, '0')}`;
    const half = halfOf(pair);
    const { s } = pairOf(r, w, kind, i, half);
    // A second site of a happening is a town of its country that neither happening is at.
    for (const [x, y] of [s, [s[1], s[0]]])
      x!.slots.site2 = pick(
        r,
        x!.country.towns.filter((t) => t !== x!.place && t !== y!.place && t !== y!.slots.site2),
      );
    rows.push(...tell(r, s[0], s[1], { pair, event: `${pair}-a`, kind, domain }, a));
    rows.push(...tell(r, s[1], s[0], { pair, event: `${pair}-b`, kind, domain }, b));
  });
  if (new Set(rows.map((x) => x.url)).size !== rows.length) throw new Error('two articles share a URL');
  return rows.sort((x, y) => x.published_at.localeCompare(y.published_at) || x.doc_id.localeCompare(y.doc_id));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = generate();
  const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
  writeFileSync(out, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
  const pairs = new Set(rows.map((x) => x.pair_id)).size;
  const events = new Set(rows.map((x) => x.event_id)).size;
  const tune = new Set(rows.filter((x) => halfOf(x.pair_id) === 'tune').map((x) => x.pair_id)).size;
  console.log(
    `${out}: ${rows.length} articles, ${events} events, ${pairs} pairs (${tune} tune, ${pairs - tune} held-out)`,
  );
}
