// The fourth confuser set (blind4): a held-out set, written blind to the dedup engine and to the three
// earlier sets. SAMPLE DATA: every country, city, company, currency and person is fictional.
//
//   bash scripts/node.sh npx tsx scripts/bench/confusers-blind4/generate.ts    writes confusers.jsonl beside it
//
// Groups of different real-world events of one domain on the same day or a day apart (mostly pairs; a
// busy city's week gives three), each event told by 2 to 4 outlets (wire with dateline, national agency,
// local paper, trade press, blog, press-release rewrite), with developments over the story's life (a
// rising toll, a correction, a next-day follow-up). Rows: doc_id, event_id, pair_id, domain, kind (how
// close the group's events are), happening, url, title, body, outlet, published_at, sample.
// Deterministic: the same seed writes the same file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paraphrase, storyQuotes } from './wording.ts';
import { DOMAINS, HAPPENINGS, type Happening, type Setting, type Story } from './happenings.ts';
import { type Country, chance, company, country, gang, int, pick, resettable, rng, shuffle, words } from './world.ts';

const SEED = 0xb14d4;
const GROUPS = 189;
const r = rng(SEED);
const countries: Country[] = Array.from({ length: 14 }, () => country(r));

const TRADE: Record<string, string> = {
  'central-banks': 'Basis Point Monitor',
  energy: 'Grid & Barrel Weekly',
  maritime: 'Quayside Freight Journal',
  conflict: 'Frontline Defence Review',
  health: 'Epidemic Intelligence Bulletin',
  disasters: 'Hazard Desk',
  semiconductors: 'Wafer Street',
  elections: 'Ballot Box Quarterly',
  cyber: 'Packet & Breach',
};
const BLOG: Record<string, string> = {
  'central-banks': 'The Dovish Hawk (blog)',
  energy: 'Refinery Row blog',
  maritime: 'Box Ships & Bottlenecks',
  conflict: 'Map Room Notes',
  health: 'Ward Round blog',
  disasters: 'Storm Chaser Diaries',
  semiconductors: 'Die Shot (newsletter)',
  elections: 'Swingometer',
  cyber: 'Threat Notes',
};
const WIRES = ['Halcyon Newswire', 'Tessary Press'];
const EDITORS = Array.from(
  { length: 6 },
  () => `${pick(r, ['A.', 'M.', 'J.', 'R.', 'S.'])} ${pick(r, ['Kovar', 'Delmas', 'Orrin', 'Santi', 'Brell', 'Voss'])}`,
);
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

type Style = 'wire' | 'agency' | 'local' | 'trade' | 'blog' | 'release';

/** Sentence openings that are not names: lower-cased after "said that". */
const COMMON_START =
  /^(The|A|An|At|About|Policymakers|Production|Firefighters|Large|Workers|Cranes|Cargo|Delegations|Negotiators|Buses|Rescuers|Consumer|Inflation|Natural|Clinics|Mobile|Exporters|Names|Voters|Talks|Chipmaker|Health|Governor|Deposits|Civil|Power|Firefighting|Residents) /;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

interface Row {
  doc_id: string;
  event_id: string;
  pair_id: string;
  domain: string;
  kind: string;
  happening: string;
  url: string;
  title: string;
  body: string;
  outlet: string;
  published_at: string;
  sample: true;
}

/** One article of a story, in an outlet's voice: which sentences, in which order, with what furniture. */
function write(story: Story, s: Setting, style: Style, outlet: string, st: number, k: number, when: Date) {
  const at = <T>(xs: T[], off: number) => xs[(k + off) % xs.length]!;
  const head = cap(at(story.heads, st === 2 ? 1 : 0)(st));
  const lead = at(story.leads, 0)(st);
  const more = shuffle(r, story.more)
    .slice(0, int(r, 1, Math.min(3, story.more.length)))
    .map((f) => f(st));
  const quote = at(story.quotes, k)(st);
  const dev = st ? at(story.devs, 0)(st) : undefined;
  const back = chance(r, 0.6) ? pick(r, story.back) : undefined;
  const dateline = `${s.city.toUpperCase()}, ${MONTHS[when.getUTCMonth()]} ${when.getUTCDate()}`;
  let title = head;
  let parts: (string | undefined)[];
  switch (style) {
    case 'wire': {
      const devFirst = dev !== undefined && chance(r, 0.5);
      parts = [
        `${dateline} (${outlet}) - ${devFirst ? dev : lead}`,
        devFirst ? lead : dev,
        ...more,
        quote,
        back,
        `(Reporting by ${pick(r, EDITORS)}; Editing by ${pick(r, EDITORS)})`,
      ];
      break;
    }
    case 'agency':
      title = chance(r, 0.5) ? head.toUpperCase() : head;
      parts = [
        `${s.city}, ${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]} /${s.c.agency}/ - ${lead}`,
        dev,
        ...more,
        back,
      ];
      break;
    case 'local':
      title = chance(r, 0.4) ? `${head} — what it means for ${s.city}` : head;
      parts = [
        pick(r, [
          `It was ${pick(r, ['a long', 'an anxious', 'a strange'])} day in ${s.city}.`,
          `Residents of ${s.city} woke to the news${s.near ? `, as did their neighbours in ${s.near}` : ''}.`,
          undefined,
        ]),
        lead,
        quote,
        dev,
        ...more,
        back,
        `Have a story tip? Write to the newsroom of ${outlet}.`,
      ];
      break;
    case 'trade':
      title = chance(r, 0.5) ? `${head} | ${pick(r, ['Market view', 'Analysis', 'Briefing'])}` : head;
      parts = [
        ...more,
        lead,
        dev,
        `What to watch: ${pick(r, ['the next official update', 'whether the figures are revised', 'the knock-on effects for the region', 'insurers and lenders'])}.`,
        back,
        `${outlet} subscribers can download the underlying data.`,
      ];
      break;
    case 'blog':
      title = pick(r, [`${head}`, `Some thoughts on this: ${head}`, `${head} (updated)`]);
      parts = [
        pick(r, ['Quick post today.', 'I have been following this since the morning.', 'A few notes, written fast.']),
        lead,
        dev,
        `My take: ${pick(r, ['this matters more than the headlines suggest', 'the numbers will move again', 'nobody should be surprised', 'watch the follow-through'])}.`,
        quote,
        back,
      ];
      break;
    case 'release':
      title = pick(r, [head.includes(story.issuer) ? head : `${story.issuer}: ${head}`, `Statement: ${head}`, head]);
      parts = [
        `${story.issuer} ${pick(r, ['said in a statement', 'announced', 'confirmed'])} that ${COMMON_START.test(lead) ? lead.charAt(0).toLowerCase() + lead.slice(1) : lead}`,
        quote,
        dev,
        ...more.slice(0, 1),
        `About ${story.issuer}: ${pick(r, ['further information is available from its press office', 'media enquiries go to its communications team', 'this statement was distributed by Bulletin Wire'])}.`,
      ];
      break;
  }
  return {
    title: cap(paraphrase(r, title)),
    // Each outlet rewords: the same facts, not the same sentences.
    body: paraphrase(
      r,
      parts
        .filter((x): x is string => Boolean(x))
        .map(cap)
        .join(pick(r, ['\n\n', ' ', '\n'])),
    ),
  };
}

/** The outlets a story is told by: 2 to 4, different voices. */
function outlets(domain: string, s: Setting, n: number): { style: Style; name: string }[] {
  const all: { style: Style; name: string }[] = [
    { style: 'wire', name: pick(r, WIRES) },
    { style: 'agency', name: s.c.agency },
    { style: 'local', name: s.c.paper(s.city) },
    { style: 'trade', name: TRADE[domain]! },
    { style: 'blog', name: BLOG[domain]! },
    { style: 'release', name: 'Bulletin Wire (press release)' },
  ];
  return shuffle(r, all).slice(0, n);
}

const actorFor: Record<string, (c: Country) => string> = {
  'refinery-outage': () => company(r, 'Refining'),
  'pipeline-halt': () => company(r, 'Midstream'),
  'grid-blackout': () => company(r, 'Power'),
  'port-strike': (c) =>
    pick(r, [`${c.adj} Dockworkers' Union`, `Federation of Port Workers`, `Harbour Crane Operators' Guild`]),
  'vessel-incident': () => company(r, 'Shipping'),
  'port-order': () => company(r, 'Heavy Industries'),
  'missile-strike': () =>
    `the ${int(r, 11, 99)}th ${pick(r, ['Guards', 'Rocket', 'Artillery', 'Drone'])} ${pick(r, ['Brigade', 'Regiment'])}`,
  'ground-advance': () => `the ${int(r, 11, 99)}th Motor Rifle Division`,
  outbreak: () => pick(r, ['cholera', 'measles', 'dengue', 'typhoid', 'hepatitis A', 'meningitis']),
  'fab-plan': () => company(r, 'Semiconductor'),
  'fab-disruption': () => company(r, 'Microdevices'),
  'vote-result': (c) => pick(r, c.parties),
  ransomware: () => gang(r),
  ddos: () => `the hacktivist group ${gang(r)}`,
};
const targetFor: Record<string, (c: Country, city: string) => string> = {
  ransomware: (_, city) =>
    `${city} ${pick(r, ['City Council', 'University Hospital', 'Water Board', 'Port Authority', 'Transit Company'])}`,
  'data-breach': () => company(r, pick(r, ['Telecom', 'Insurance', 'Bank', 'Retail'])),
  ddos: (c) => pick(r, [`${c.adj} government websites`, `${c.adj} bank portals`, `the ${c.name} railway booking site`]),
};

const KINDS = [
  'other-country',
  'same-country-other-city',
  'neighbour-towns',
  'same-actor-other-target',
  'same-place-other-kind',
  'same-type-other-company',
  'same-official-other-decision',
  'busy-city-week',
  'recurring-venue',
] as const;
type Kind = (typeof KINDS)[number];

const ofDomain = (d: string) => HAPPENINGS.filter((h) => h.domain === d);
const VENUE = new Set(['ceasefire-talks', 'coalition-talks']);
const plain = (d: string) => ofDomain(d).filter((h) => !VENUE.has(h.id));

function applicable(d: string, k: Kind): boolean {
  const hs = plain(d);
  switch (k) {
    case 'same-actor-other-target':
      return hs.some((h) => actorFor[h.id] || targetFor[h.id]);
    case 'same-type-other-company':
      return hs.some((h) =>
        [
          'refinery-outage',
          'vessel-incident',
          'port-order',
          'fab-plan',
          'fab-disruption',
          'data-breach',
          'pipeline-halt',
        ].includes(h.id),
      );
    case 'same-official-other-decision':
      return hs.filter((h) => h.official).length >= 2;
    case 'recurring-venue':
      return ofDomain(d).some((h) => VENUE.has(h.id));
    default:
      return true;
  }
}

interface Planned {
  h: Happening;
  s: Setting;
  /** Days after the group's first day. */
  day: number;
  long?: boolean;
}

function otherThan(...cs: Country[]) {
  return pick(
    r,
    countries.filter((x) => !cs.includes(x)),
  );
}
/** Happenings decided for a whole country, in its capital: never two of one kind in one country a day apart. */
const NATIONAL = new Set(['rate-decision', 'inflation-print', 'snap-election', 'export-rule']);
function setting(h: Happening, c: Country, city: string, extra: Partial<Setting> = {}): Setting {
  const s: Setting = { c, city: NATIONAL.has(h.id) ? c.capital : city, other: otherThan(c), ...extra };
  if (s.actor === undefined && actorFor[h.id] && chance(r, 0.7)) s.actor = actorFor[h.id]!(c);
  if (s.target === undefined && targetFor[h.id] && chance(r, 0.8)) s.target = targetFor[h.id]!(c, city);
  return s;
}
const town = (c: Country, not: string[] = []) =>
  pick(
    r,
    [c.capital, ...c.towns].filter((t) => !not.includes(t)),
  );

function plan(d: string, k: Kind): Planned[] {
  const hs = plain(d);
  const local = hs.filter((x) => !NATIONAL.has(x.id));
  const h = pick(r, k === 'other-country' ? hs : local);
  const second = () => (chance(r, 0.5) ? 0 : 1);
  const c = pick(r, countries);
  switch (k) {
    case 'other-country': {
      const c2 = otherThan(c);
      return [
        { h, s: setting(h, c, town(c)), day: 0 },
        { h, s: setting(h, c2, town(c2)), day: second() },
      ];
    }
    case 'same-country-other-city': {
      const a = town(c);
      return [
        { h, s: setting(h, c, a), day: 0 },
        { h, s: setting(h, c, town(c, [a])), day: second() },
      ];
    }
    case 'neighbour-towns':
      return [
        { h, s: setting(h, c, c.towns[0]!), day: 0 },
        { h, s: setting(h, c, c.towns[1]!, { near: c.towns[0]! }), day: second() },
      ];
    case 'same-actor-other-target': {
      const hh = pick(
        r,
        local.filter((x) => actorFor[x.id] || targetFor[x.id]),
      );
      const c2 = chance(r, 0.5) ? c : otherThan(c);
      const a = town(c);
      const actor = actorFor[hh.id]?.(c);
      return [
        { h: hh, s: setting(hh, c, a, { actor }), day: 0 },
        { h: hh, s: setting(hh, c2, town(c2, [a]), { actor }), day: second() },
      ];
    }
    case 'same-place-other-kind': {
      const [h1, h2] = shuffle(r, hs);
      const where = town(c);
      return [
        { h: h1!, s: setting(h1!, c, where), day: 0 },
        { h: h2!, s: setting(h2!, c, where), day: second() },
      ];
    }
    case 'same-type-other-company': {
      const hh = pick(
        r,
        hs.filter((x) => actorFor[x.id] || targetFor[x.id]),
      );
      const a = town(c);
      return [
        { h: hh, s: setting(hh, c, a, { actor: actorFor[hh.id]?.(c), target: targetFor[hh.id]?.(c, a) }), day: 0 },
        {
          h: hh,
          s: setting(hh, c, chance(r, 0.5) ? a : town(c, [a]), {
            actor: actorFor[hh.id]?.(c),
            target: targetFor[hh.id]?.(c, a),
          }),
          day: second(),
        },
      ];
    }
    case 'same-official-other-decision': {
      const [h1, h2] = shuffle(
        r,
        hs.filter((x) => x.official),
      );
      const official = h1!.official!(c);
      return [
        { h: h1!, s: setting(h1!, c, town(c), { official }), day: 0 },
        { h: h2!, s: setting(h2!, c, town(c), { official }), day: second() },
      ];
    }
    case 'busy-city-week': {
      const national = shuffle(r, hs).filter((x) => NATIONAL.has(x.id));
      const picks = [0, 1, 2].map((i) => (i === 0 && national.length ? national[0]! : pick(r, local)));
      return picks.map((hh, i) => ({ h: hh, s: setting(hh, c, c.capital), day: [0, 1, 3][i]! }));
    }
    case 'recurring-venue': {
      const talks = ofDomain(d).find((x) => VENUE.has(x.id))!;
      const venue = pick(r, c.towns);
      const hh = pick(r, hs);
      const warring = otherThan(c);
      return [
        { h: talks, s: setting(talks, c, venue, { other: warring }), day: 0, long: true },
        d === 'conflict'
          ? { h: hh, s: setting(hh, warring, venue, { other: otherThan(warring, c) }), day: 1 }
          : { h: hh, s: setting(hh, c, venue), day: 1 },
      ];
    }
  }
}

const rows: Row[] = [];
const START = Date.parse('2026-03-02T00:00:00Z');
const HOUR = 3_600_000;
let eventN = 0;
const perDomain = new Map<string, Kind[]>();
for (let g = 0; g < GROUPS; g++) {
  const d = DOMAINS[g % DOMAINS.length]!;
  if (!perDomain.get(d)?.length)
    perDomain.set(
      d,
      shuffle(
        r,
        KINDS.filter((k) => applicable(d, k)),
      ),
    );
  const k = perDomain.get(d)!.shift()!;
  const pair = `b4-g${String(g).padStart(3, '0')}`;
  const day0 = START + Math.floor(g * 0.62) * 24 * HOUR;
  for (const p of plan(d, k)) {
    const event = `b4-e${String(eventN++).padStart(4, '0')}`;
    // Every line of the story draws its figures afresh from the same state: the same fact reads the
    // same in each outlet (only the wording and what each outlet picks differ).
    const sr = resettable();
    sr.reset(SEED + eventN * 7919);
    const made = p.h.make(sr.r, p.s);
    const fix = (fs: ((st: number) => string)[], slot: number) =>
      fs.map((f, i) => (st: number) => (sr.reset(SEED + eventN * 7919 + slot * 101 + i * 7), f(st)));
    const story: Story = {
      ...made,
      heads: fix(made.heads, 1),
      leads: fix(made.leads, 2),
      more: fix(made.more, 3),
      // The story's own speakers; a line the kind of happening suggests only now and then.
      quotes: [
        ...storyQuotes(sr.r, d).map((q) => () => q),
        ...(chance(sr.r, 0.35) ? [pick(sr.r, fix(made.quotes, 4))] : []),
      ],
      devs: fix(made.devs, 5),
    };
    const n = p.long ? 5 : pick(r, [2, 2, 3, 3, 3, 4]);
    const t0 = day0 + p.day * 24 * HOUR + int(r, 5, 19) * HOUR + int(r, 0, 59) * 60_000;
    const voices = p.long ? [...outlets(d, p.s, 4), ...outlets(d, p.s, 1)] : outlets(d, p.s, n);
    for (let i = 0; i < n; i++) {
      const st = i === 0 ? 0 : p.long ? (i < 2 ? 1 : 2) : i === n - 1 && chance(r, 0.45) ? 2 : chance(r, 0.6) ? 1 : 0;
      const t = p.long
        ? t0 + Math.floor((i * 24 * HOUR) / 2) + int(r, 0, 120) * 60_000
        : st === 2
          ? t0 + int(r, 18, 30) * HOUR
          : t0 + i * int(r, 20, 150) * 60_000;
      const v = voices[i % voices.length]!;
      const when = new Date(t);
      const { title, body } = write(story, p.s, v.style, v.name, st, i, when);
      const doc = `b4-${String(rows.length).padStart(5, '0')}`;
      rows.push({
        doc_id: doc,
        event_id: event,
        pair_id: pair,
        domain: d,
        kind: k,
        happening: p.h.id,
        url: `https://${slug(v.name)}.example.invalid/${when.toISOString().slice(0, 10)}/${slug(title)}-${doc.slice(3)}`,
        title,
        body,
        outlet: v.name,
        published_at: when.toISOString(),
        sample: true,
      });
    }
  }
}

const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
writeFileSync(out, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
const groups = new Set(rows.map((x) => x.pair_id)).size;
console.log(
  `${rows.length} articles, ${eventN} events, ${groups} groups of different events (${words(9)} kinds of closeness) -> ${out}`,
);
