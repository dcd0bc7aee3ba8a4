// The blind5 confuser set: groups of DIFFERENT real-world happenings of one demo domain on the same day
// or a day apart (a week for a busy capital), each told by 2 to 4 outlets in their own manner (wire copy
// with a dateline, a local paper, trade press, a blog, a press-release rewrite, a live blog, a two-line
// brief, a broadcaster), mixed with true same-event coverage that develops (a rising toll, a second site,
// a correction, a next-day follow-up, reaction first). Fictional sample data, seeded and deterministic:
//
//   npx tsx scripts/bench/confusers-blind5/generate.ts     writes confusers.jsonl beside this file
//
// Written blind to the dedup engine and to the four earlier sets. Held out whole: read by
// `npm run bench:dedup-quality -- --confusers --confusers-set blind5` in aggregate only.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { HAPPENINGS, WEEKDAYS, type Domain, type Ev, type Happening, type Stage } from './happenings.ts';
import { COUNTRIES, FIRST, LAST, type Country, type Org } from './world.ts';

const OUT = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
const SEED = 0x5b1d5;

const r = prng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const shuffle = <T>(xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
const two = <T>(xs: readonly T[]): [T, T] => {
  const s = shuffle(xs);
  return [s[0]!, (s[1] ?? s[0])!];
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const person = () => `${pick(FIRST)} ${pick(LAST)}`;

const DOMAINS: Domain[] = [
  'energy',
  'maritime',
  'conflict',
  'central-banks',
  'health',
  'disasters',
  'semiconductors',
  'elections',
  'cyber',
];

/** How close the happenings of a group are (the `kind` column). */
const KINDS = [
  'two-orgs-one-country',
  'one-body-two-decisions',
  'one-actor-two-targets',
  'neighbouring-towns',
  'two-cities-one-country',
  'same-place-different-happening',
  'busy-capital-week',
  'recurring-venue',
  'two-countries-same-day',
] as const;
type Kind = (typeof KINDS)[number];

const countriesFor = (d: Domain) => COUNTRIES.filter((c) => d !== 'conflict' || c.foe);
const typesFor = (d: Domain) => HAPPENINGS.filter((t) => t.domain === d);

const VENUE_EVENT: Record<Domain, string> = {
  energy: 'the Energy Week conference',
  maritime: 'the Ports and Logistics Summit',
  conflict: 'the peace talks',
  'central-banks': 'the Monetary Policy Forum',
  health: 'the Regional Health Assembly',
  disasters: 'the Disaster Risk Reduction Conference',
  semiconductors: 'the SemiExpo trade fair',
  elections: 'the parliamentary session',
  cyber: 'the CyberDefence Days conference',
};

let eventNo = 0;
function event(t: Happening, c: Country, a: Org, p: string, o: string, day: number): Ev {
  const [n, m] = t.figures(r);
  return { id: `b5-e${++eventNo}`, t, c, a, p, o, n, m, up: r() < 0.5, sp: person(), an: person(), wit: person(), day };
}

/**
 * The happenings of one group, with no label a news desk would dispute: two happenings of one kind in one
 * country never share their subject (two cholera outbreaks in neighbouring towns on one day are one
 * outbreak; cholera and measles are two), and a kind whose second site stays one story (a walkout
 * reaching another port, one night's wave of strikes) is a day apart in one country. Two earthquakes in one
 * country within days would be one sequence: such a group is drawn again (`null`).
 */
function group(kind: Kind, d: Domain, day: number): Ev[] | null {
  const evs = draw(kind, d, day);
  for (let i = 0; i < evs.length; i++)
    for (let j = 0; j < i; j++) {
      const a = evs[j]!;
      const b = evs[i]!;
      if (a.t !== b.t || a.c !== b.c) continue;
      if (a.t.id === 'earthquake') return null;
      if (a.o === b.o) {
        const free = b.t.objs(b.c).filter((o) => evs.every((x) => x.t !== b.t || x.o !== o));
        if (!free.length) return null;
        b.o = pick(free);
      }
      if (SPREADS.has(b.t.id) && evs.some((x) => x !== b && x.t === b.t && x.c === b.c && x.day === b.day))
        b.day = Math.max(...evs.filter((x) => x.t === b.t && x.c === b.c).map((x) => x.day)) + 1;
    }
  return evs;
}

/** The happenings of one group of the given closeness, starting on `day`, as first drawn. */
function draw(kind: Kind, d: Domain, day: number): Ev[] {
  const types = typesFor(d);
  const cs = countriesFor(d);
  const c = pick(cs);
  const next = r() < 0.4 ? 1 : 0;
  switch (kind) {
    case 'two-orgs-one-country': {
      const many = types.filter((t) => t.actors(c).length >= 2);
      const t = pick(many.length ? many : types);
      const [a1, a2] = two(t.actors(c));
      const [o1, o2] = two(t.objs(c));
      return [event(t, c, a1, pick(t.places(c)), o1, day), event(t, c, a2, pick(t.places(c)), o2, day + next)];
    }
    case 'one-body-two-decisions': {
      const bodies = types.filter((t) => t.actors(c).length === 1);
      const t = pick(bodies.length ? bodies : types);
      const a = pick(t.actors(c));
      const p = pick(t.places(c));
      const [o1, o2] = two(t.objs(c));
      return [event(t, c, a, p, o1, day), event(t, c, a, p, o2, day + next)];
    }
    case 'one-actor-two-targets': {
      const t = pick(types);
      const a = pick(t.actors(c));
      const [p1, p2] = two(t.places(c));
      const [o1, o2] = two(t.objs(c));
      return [event(t, c, a, p1, o1, day), event(t, c, a, p2, o2, day + next)];
    }
    case 'neighbouring-towns':
    case 'two-cities-one-country': {
      const t = pick(types);
      const [p1, p2] = kind === 'neighbouring-towns' ? pick(c.twins) : two(c.cities);
      const same = r() < 0.5;
      const [a1, a2] = two(t.actors(c));
      const [o1, o2] = two(t.objs(c));
      return [event(t, c, a1, p1, o1, day), event(t, c, same ? a1 : a2, p2, same ? o2 : o1, day + next)];
    }
    case 'same-place-different-happening': {
      const [t1, t2] = two(types);
      const p = pick(t1.places(c));
      return [
        event(t1, c, pick(t1.actors(c)), p, pick(t1.objs(c)), day),
        event(t2, c, pick(t2.actors(c)), p, pick(t2.objs(c)), day + next),
      ];
    }
    case 'busy-capital-week': {
      const k = 3 + Math.floor(r() * 2);
      const order = shuffle([...types, ...types]);
      const seen = new Set<string>();
      const out: Ev[] = [];
      for (const t of order) {
        if (out.length === k) break;
        const a = pick(t.actors(c));
        const o = pick(t.objs(c));
        if (seen.has(`${t.id}|${a.full}|${o}`)) continue;
        seen.add(`${t.id}|${a.full}|${o}`);
        out.push(event(t, c, a, c.capital, o, day + Math.floor(r() * 6)));
      }
      return out;
    }
    case 'recurring-venue': {
      const out: Ev[] = [];
      const seen = new Set<string>();
      for (let i = 0; out.length < 3 && i < 20; i++) {
        const t = pick(types);
        const a = pick(t.actors(c));
        const o = pick(t.objs(c));
        if (seen.has(`${t.id}|${a.full}|${o}`)) continue;
        seen.add(`${t.id}|${a.full}|${o}`);
        const e = event(t, c, a, c.capital, o, day + out.length);
        e.venue = `${cap(VENUE_EVENT[d])} at ${c.venue} in ${c.capital}`;
        out.push(e);
      }
      return out;
    }
    case 'two-countries-same-day': {
      const t = pick(types);
      const [c1, c2] = two(cs);
      return [c1, c2].map((x) => event(t, x, pick(t.actors(x)), pick(t.places(x)), pick(t.objs(x)), day));
    }
  }
}

// ------------------------------------------------------------------ how outlets write

type Style = 'wire' | 'local' | 'trade' | 'blog' | 'release' | 'live' | 'brief' | 'broadcast';
type Dev = 'rise' | 'second' | 'correction' | 'followup' | 'reaction';

const AGENCIES: [string, string][] = [
  ['Continental Press Agency', 'CPA'],
  ['Northwire', 'Northwire'],
  ['Global Desk News', 'GDN'],
  ['Pan-Oceanic Press', 'POP'],
];
const TRADE: Record<Domain, string[]> = {
  energy: ['Refining Intelligence', 'Grid & Power Weekly'],
  maritime: ['Box Trade Journal', 'Harbour Master Weekly'],
  conflict: ['Defence Horizon', 'Frontline Monitor'],
  'central-banks': ['Central Banking Monitor', 'The Rates Desk'],
  health: ['Outbreak Bulletin', 'Clinical Times'],
  disasters: ['Hazard Watch', 'Relief Report'],
  semiconductors: ['Chip Ledger', 'Wafer Weekly'],
  elections: ['Ballot Review', 'Politics Desk'],
  cyber: ['Breach Report', 'The Patch'],
};
const BLOGS: Record<Domain, string> = {
  energy: 'Barrel & Bolt',
  maritime: 'The Box Blog',
  conflict: 'Eastern Flank Notes',
  'central-banks': 'Basis Point Blog',
  health: 'Epi Notes',
  disasters: 'Storm Tracker Journal',
  semiconductors: 'Silicon Gossip',
  elections: 'Swingometer',
  cyber: 'Packet Storm Diary',
};
const PAPER = ['Courier', 'Herald', 'Gazette', 'Evening Post', 'Tribune', 'Chronicle'];
const BRIEFS = ['Morning Briefing', 'The Daily Digest', '60-Second News'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const START = Date.parse('2026-04-06T00:00:00Z'); // a Monday: day 0
const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** A quote in one of several shapes. */
function quote([text, who]: [string, string]): string {
  const w = who.includes(',') ? `${who},` : who;
  switch (Math.floor(r() * 4)) {
    case 0:
      return `"${text}," said ${who}.`;
    case 1:
      return `${cap(who)} said: "${text}."`;
    case 2:
      return `"${text}," ${w} told reporters.`;
    default:
      return `${cap(w)} put it plainly: "${text}."`;
  }
}

/** What a development adds, as sentences. */
function developments(e: Ev, s: Stage, devs: Dev[], earlier: number): string[] {
  const out: string[] = [];
  for (const d of devs) {
    if (d === 'rise' && s.prev !== undefined)
      out.push(
        pick([
          `Earlier reports had put the figure at ${s.prev}.`,
          `That is up from ${s.prev} in the first reports.`,
          `The figure has risen from ${s.prev} announced earlier.`,
        ]),
      );
    if (d === 'second' && s.second)
      out.push(
        pick([
          `Later in the day a second ${e.t.what} ${e.t.what === 'strike' ? 'in the same overnight wave ' : ''}was reported in ${s.second}, officials said.`,
          `It spread to ${s.second} in the afternoon, a second ${e.t.what} ${e.t.what === 'strike' ? 'in the same wave of attacks' : 'with the same cause'}.`,
          `${s.second} reported a second ${e.t.what} ${e.t.what === 'strike' ? 'from the same barrage ' : ''}a few hours later.`,
        ]),
      );
    if (d === 'correction')
      out.push(
        e.t.counts
          ? `Correction: an earlier version of this story gave the figure as ${earlier}; officials later corrected it to ${s.n}.`
          : `This story has been corrected to give the full name of ${e.a.full}, which an earlier version misstated.`,
      );
  }
  return out;
}

interface Written {
  outlet: string;
  title: string;
  body: string;
}

function write(
  e: Ev,
  style: Style,
  s: Stage,
  devs: Dev[],
  order: { head: number; lede: number },
  earlier: number,
  minute: number,
): Written {
  const t = e.t;
  const heads = t.heads(e, s);
  const ledes = t.ledes(e, s);
  const details = shuffle(t.details(e, s));
  const quotes = shuffle(t.quotes(e));
  const back = t.background(e);
  let head = heads[order.head % heads.length]!;
  let lede = ledes[order.lede % ledes.length]!;
  if (s.followUp) {
    const [nh, ns] = t.next(e, s);
    head = nh;
    lede = `${pick(['A day after', 'The day after', 'Following'])} ${t.gist(e)}, ${ns.charAt(0).toLowerCase()}${ns.slice(1)} ${lede}`;
  }
  if (devs.includes('reaction')) {
    const q = quotes[0]!;
    const who = q[1].includes(',') ? `${q[1]},` : q[1];
    lede = pick([
      `"${q[0]}." That was how ${who} reacted to ${t.gist(e)}. ${lede}`,
      `Reaction came quickly. "${q[0]}," said ${q[1]}. ${lede}`,
      `${cap(who)} was among the first to respond: "${q[0]}." ${lede}`,
    ]);
    head = pick([
      `"${q[0].split(' ').slice(0, 6).join(' ')}…": reaction to ${t.gist(e).replace(/^the /, '')}`,
      `Anger and questions after ${t.gist(e)}`,
      `${cap(t.gist(e))}: what people are saying`,
    ]);
  }
  const dev = developments(e, s, devs, earlier);
  const venue = e.venue ? [`${e.venue} ${pick(['continued', 'was in its next day', 'went on'])} alongside.`] : [];
  const date = new Date(START + (e.day + (s.followUp ? 1 : 0)) * 86_400_000);
  const when = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  const paras = (xs: string[]) => xs.filter(Boolean).join('\n\n');
  switch (style) {
    case 'wire': {
      const [agency, tag] = AGENCIES[hash(e.id + style) % AGENCIES.length]!;
      return {
        outlet: agency,
        title: `${dev.length ? 'UPDATE 1-' : ''}${head}`,
        body: paras([
          `${e.p.toUpperCase()}, ${when} (${tag}) - ${lede}`,
          ...dev,
          details[0]!,
          quote(quotes[0]!),
          details[1] ?? '',
          ...venue,
          back[0]!,
          `(Reporting by ${person()}; Editing by ${person()})`,
        ]),
      };
    }
    case 'local':
      return {
        outlet: `The ${e.p} ${PAPER[hash(e.p) % PAPER.length]}`,
        title: head,
        body: paras([
          lede,
          quote(quotes[quotes.length - 1]!),
          ...dev,
          details.slice(0, 2).join(' '),
          ...venue,
          back.at(-1)!,
        ]),
      };
    case 'trade': {
      const trade = TRADE[t.domain];
      return {
        outlet: trade[hash(e.id) % trade.length]!,
        title: e.a.ticker ? head.replace(e.a.short, `${e.a.short} (${e.a.ticker})`) : head,
        body: paras([
          `${lede} ${details[0]!}`,
          `Key figure: ${t.figure(s.n, e)}.`,
          ...dev,
          quote(quotes[0]!),
          details.slice(1).join(' '),
          ...venue,
          back.join(' '),
        ]),
      };
    }
    case 'blog':
      return {
        outlet: BLOGS[t.domain],
        title: pick([`${head} - what we know`, `Quick take: ${head.charAt(0).toLowerCase()}${head.slice(1)}`, head]),
        body: paras([
          pick([
            'Worth flagging this one.',
            'Another one for the file.',
            'Quick post before the weekend.',
            'Busy day.',
          ]),
          lede,
          ...dev,
          `${pick(['My read:', 'For what it is worth,', 'Honestly,'])} ${pick([
            'this matters more than the headlines suggest.',
            'nobody I talked to was surprised.',
            'watch the next 48 hours.',
          ])}`,
          details[details.length - 1]!,
          `(Sources: wire reports, local media.)`,
        ]),
      };
    case 'release':
      return {
        outlet: 'Newsfile Direct',
        title: `${e.a.full}: statement on ${t.gist(e).replace(/^the /, '')}`,
        body: paras([
          `${e.p.toUpperCase()} -- ${lede}`,
          quote(quotes[0]!),
          ...dev,
          details[0]!,
          `About ${e.a.short}: ${e.a.full} is based in ${e.c.name}. This release may contain forward-looking statements that involve risks and uncertainties.`,
          `Media contact: ${e.sp}`,
        ]),
      };
    case 'live': {
      const first = minute - 25 * (dev.length + 3);
      const stamp = (k: number) => {
        const at = Math.max(0, first + 25 * k);
        return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
      };
      return {
        outlet: `${e.c.adj} Broadcasting Live`,
        title: pick([`Live: ${e.c.name} news as it happens`, `Live updates: ${head}`, `Live: ${e.c.name} latest`]),
        body: [
          `${stamp(0)} ${lede}`,
          ...dev.map((x, i) => `${stamp(i + 1)} ${x}`),
          `${stamp(dev.length + 1)} ${quote(quotes[0]!)}`,
          `${stamp(dev.length + 2)} ${details[0]!}`,
          `${stamp(dev.length + 3)} We will bring you more as we get it.`,
        ].join('\n\n'),
      };
    }
    case 'brief':
      return {
        outlet: BRIEFS[hash(e.id) % BRIEFS.length]!,
        title: head.length > 60 ? heads[heads.length - 1]! : head,
        body: `${lede} ${dev[0] ?? details[0]!}`,
      };
    case 'broadcast':
      return {
        outlet: `${e.c.adj} Broadcasting Corporation`,
        title: head,
        body: paras([lede, ...dev, quote(quotes[1] ?? quotes[0]!), details.slice(0, 3).join(' '), ...venue]),
      };
  }
}

const STYLES: Style[] = ['wire', 'local', 'trade', 'blog', 'release', 'live', 'brief', 'broadcast'];

interface Row {
  doc_id: string;
  event_id: string;
  pair_id: string;
  domain: Domain;
  kind: Kind;
  happening: string;
  published_at: string;
  outlet: string;
  url: string;
  title: string;
  body: string;
  sample: true;
}

/**
 * Happenings that can spread to a second site and stay one story (a walkout reaching another port, a
 * cluster in another district, one wave of strikes): elsewhere a second site would be a second happening.
 */
const SPREADS = new Set([
  'port-strike',
  'blackout',
  'outbreak',
  'strike-infrastructure',
  'shelling-evacuation',
  'flood',
  'wildfire',
  'earthquake',
  'vaccination-drive',
  'ddos',
]);

/** The 2 to 4 articles of one happening, developing as they go. */
function coverage(e: Ev, pairId: string, kind: Kind, docs: { n: number }): Row[] {
  const k = 2 + Math.floor(r() * 3);
  const pool: Dev[] = [
    ...(e.t.counts ? (['rise'] as Dev[]) : []),
    ...(SPREADS.has(e.t.id) ? (['second'] as Dev[]) : []),
    'correction',
    'followup',
    'reaction',
  ];
  const devs = shuffle(pool).slice(0, Math.floor(r() * k));
  const styles = shuffle(STYLES).slice(0, k);
  const heads = shuffle([0, 1, 2, 3, 4]);
  const ledes = shuffle([0, 1, 2]);
  const second = pick(
    e.t
      .places(e.c)
      .filter((p) => p !== e.p)
      .concat(e.c.cities.filter((p) => p !== e.p)),
  );
  const hour = 5 + Math.floor(r() * 14);
  const rows: Row[] = [];
  let minutes = hour * 60 + Math.floor(r() * 60);
  for (let i = 0; i < k; i++) {
    const active = devs.slice(0, i);
    const s: Stage = { n: e.n };
    let earlier = e.n;
    for (const d of active) {
      if (d === 'rise') {
        s.prev = s.n;
        s.n = s.n + Math.ceil(s.n * 0.3) + 1;
      }
      if (d === 'correction' && e.t.counts) {
        earlier = s.n;
        s.n = Math.max(1, s.n - 1 - Math.floor(s.n / 5));
      }
      if (d === 'second') s.second = second;
      if (d === 'followup') s.followUp = true;
    }
    // Facts that stay (a higher toll, a second site) carry into later articles; a correction and a
    // reaction-first lede belong to the article that brings them.
    const shown = active.filter((d, j) => d === 'rise' || d === 'second' || (j === i - 1 && d !== 'followup'));
    if (i) minutes += 20 + Math.floor(r() * 240);
    const minute = Math.min(minutes, 23 * 60 + 50);
    const raw = write(e, styles[i]!, s, shown, { head: heads[i]!, lede: ledes[i % 3]! }, earlier, minute);
    const tidy = (x: string) =>
      x
        .replace(/\b(t|T)he the /g, '$1he ')
        .replace(/'s's\b/g, "'s")
        .replace(/s's\b/g, "s'")
        .replace(/(^|\. |\n)the /g, '$1The ');
    const w = { outlet: raw.outlet, title: cap(tidy(raw.title)), body: tidy(raw.body) };
    const at = START + (e.day + (s.followUp ? 1 : 0)) * 86_400_000 + minute * 60_000;
    const host = `${slug(w.outlet)}.example`;
    const d = new Date(at);
    rows.push({
      doc_id: `b5-d${++docs.n}`,
      event_id: e.id,
      pair_id: pairId,
      domain: e.t.domain,
      kind,
      happening: e.t.id,
      published_at: d.toISOString(),
      outlet: w.outlet,
      url: `https://${host}/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${slug(w.title)}-${docs.n}`,
      title: w.title,
      body: w.body,
      sample: true,
    });
  }
  return rows;
}

function main() {
  const rows: Row[] = [];
  const docs = { n: 0 };
  let g = 0;
  const seen = new Map<string, number[]>();
  for (let round = 0; round < 2; round++)
    for (const d of DOMAINS)
      for (const kind of KINDS) {
        const pairId = `b5-p${++g}`;
        const day = (g * 11 + round * 5) % 56;
        // Two groups must never hold one real-world happening: the same kind, country, actor, place and
        // subject within two days would be one story under two labels. Such a group is drawn again.
        const key = (e: Ev) => `${e.t.id}|${e.c.name}|${e.a.full}|${e.p}|${e.o}`;
        const clash = (evs: Ev[]) =>
          evs.some((e, i) =>
            [
              ...(seen.get(key(e)) ?? []),
              ...evs
                .slice(0, i)
                .filter((x) => key(x) === key(e))
                .map((x) => x.day),
            ].some((x) => Math.abs(x - e.day) <= 2),
          );
        let evs = group(kind, d, day);
        for (let tries = 0; !evs || clash(evs); tries++) {
          if (tries === 20) throw new Error(`group ${pairId} keeps repeating another happening`);
          evs = group(kind, d, day);
        }
        for (const e of evs) {
          seen.set(key(e), [...(seen.get(key(e)) ?? []), e.day]);
          rows.push(...coverage(e, pairId, kind, docs));
        }
      }
  rows.sort((a, b) => a.published_at.localeCompare(b.published_at) || a.doc_id.localeCompare(b.doc_id));
  writeFileSync(OUT, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
  const events = new Set(rows.map((x) => x.event_id)).size;
  console.log(`${rows.length} articles, ${events} events, ${g} groups of different happenings -> ${OUT}`);
  void WEEKDAYS;
}

main();
