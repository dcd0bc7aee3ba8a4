import { describe, expect, it } from 'vitest';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { CandidateIndex, type CandidateKeys } from '../../services/dedup/candidates.ts';
import { canonicalizeUrl } from '../../services/dedup/canonical.ts';
import { classify } from '../../services/dedup/classify.ts';
import { decideChunk, decideInSlices, decideStream, type KnownSources } from '../../services/dedup/chunk.ts';
import { DedupEngine, articleFeatures, toStored, type Decision, type EventState } from '../../services/dedup/engine.ts';
import { tagsOf } from '../../services/dedup/enrichment.ts';
import {
  SCORING,
  averageLink,
  decisionScores,
  joins,
  marginOverBackground,
  spanWith,
  timePenalty,
} from '../../services/dedup/scoring.ts';
import { eventsJson, prepareWrite, type EventRowOut } from '../../services/dedup/store.ts';
import { prepareFacts } from '../../services/dedup/source-facts.ts';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { extractEntities } from '../../services/dedup/entities.ts';
import { countriesIn } from '../../services/dedup/gazetteer.ts';
import {
  bandKeys,
  contentTokens,
  estimateReaches,
  fnv1a,
  jaccardEstimate,
  minhash,
  properNouns,
  shingles,
} from '../../services/dedup/text.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { sampleCorpus } from '../../services/ops/sample-corpus.ts';
import { prng, syntheticArticles } from '../../services/ops/synthetic.ts';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { reloaded } from '../helpers/dedup-stream.ts';

const agents = DEMO_AGENTS.map((a) => ({ id: a.name.toLowerCase(), slug: a.name.toLowerCase(), profile: a.profile }));
const article = (over: Partial<ArticleV1> & { title: string; body: string; url: string }) =>
  ArticleV1.parse({ version: 1, publication: 'Test Wire', publishedAt: '2026-11-20T10:00:00Z', ...over });
const T0 = Date.parse('2026-11-20T10:05:00Z');

describe('canonicalizeUrl', () => {
  it.each([
    ['https://www.Example.com/news/story/?utm_source=x&fbclid=y#top', 'https://example.com/news/story'],
    ['http://example.com/news/story', 'https://example.com/news/story'],
    ['https://amp.example.com/news/story/amp', 'https://example.com/news/story'],
    ['https://example.com/amp/news/story', 'https://example.com/news/story'],
    ['https://example.com/news/story.amp.html', 'https://example.com/news/story.html'],
    ['https://example.com/a?b=2&a=1&gclid=z', 'https://example.com/a?a=1&b=2'],
    ['https://example.com:443/a//b/index.html', 'https://example.com/a/b'],
    ['https://example.com:8080/a', 'https://example.com:8080/a'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalizeUrl(input)).toBe(expected);
  });

  it('refuses what is not http(s)', () => {
    expect(() => canonicalizeUrl('ftp://example.com/a')).toThrow(/not an http/);
  });
});

describe('text features', () => {
  it('drops stopwords and meets inflections halfway', () => {
    expect(contentTokens("The strikes hit Ukraine's grid, officials said")).toEqual([
      'strike',
      'hit',
      'ukraine',
      'grid',
      'official',
    ]);
  });

  it('gives near-copies a high estimated Jaccard and unrelated texts a low one', () => {
    const a = minhash(
      shingles(
        contentTokens('Russian missiles hit Kharkiv power plants cutting electricity to 200,000 homes overnight'),
      ),
    );
    const b = minhash(
      shingles(contentTokens('Russian missiles hit Kharkiv power plants, cutting electricity to 200,000 homes')),
    );
    const c = minhash(
      shingles(contentTokens('Central bank cuts interest rates as inflation eases across the eurozone')),
    );
    expect(jaccardEstimate(a, b)).toBeGreaterThan(0.6);
    expect(jaccardEstimate(a, c)).toBeLessThan(0.1);
    expect(bandKeys(a).filter((k) => bandKeys(b).includes(k)).length).toBeGreaterThan(0);
    expect(minhash(shingles(contentTokens('same text here')))).toEqual(
      minhash(shingles(contentTokens('same text here'))),
    );
  });

  it('tells whether two signatures reach a shingle overlap exactly as the full estimate does', () => {
    const rand = prng(5);
    const base = minhash(shingles(contentTokens('Dockworkers at Amberly terminal walk out over pay for a second day')));
    for (let n = 0; n < 200; n++) {
      // Signatures agreeing in a random share of places, anywhere from none to all.
      const share = rand();
      const other = base.map((v) => (rand() < share ? v : v + 1));
      for (const at of [0, 0.25, 0.5, 0.51, 0.75, 1])
        expect(estimateReaches(base, other, at)).toBe(jaccardEstimate(base, other) >= at);
    }
  });

  it('keys each band as stored events have it: the band, and a hash of its four rows written as text', () => {
    const sig = minhash(shingles(contentTokens('Dockworkers at Amberly terminal walk out over pay for a second day')));
    expect(bandKeys(sig)).toEqual(
      Array.from({ length: 16 }, (_, b) => b * 2 ** 32 + fnv1a(sig.slice(b * 4, b * 4 + 4).join(','))),
    );
    expect(bandKeys([0, 9, 10, 4294967295, ...sig.slice(4)]).slice(0, 1)).toEqual([fnv1a('0,9,10,4294967295')]);
  });

  it('finds proper nouns and countries', () => {
    expect(properNouns('After talks in Geneva, President Volodymyr Zelensky met NATO officials.')).toEqual(
      expect.arrayContaining(['geneva', 'president volodymyr zelensky', 'nato']),
    );
    expect(countriesIn('Strikes near Kharkiv as Russian troops advance; Poland closes a crossing')).toEqual([
      { name: 'Ukraine', country: 'UA' },
      { name: 'Russia', country: 'RU' },
      { name: 'Poland', country: 'PL' },
    ]);
  });
});

describe('classification and agent matching', () => {
  it.each([
    ['Magnitude 7.1 earthquake strikes off Japan, tsunami warning issued', 'disaster'],
    ['Ransomware attack shuts down hospital systems', 'security'],
    ['Central bank raises interest rates to fight inflation', 'economy'],
    ['OPEC+ agrees deeper oil output cuts, Brent crude jumps', 'energy'],
    ['Parliament votes to call early election', 'politics'],
    ['Local bakery wins award for its bread', 'other'],
    // A river that burst (or overtopped) its banks is a flood; the river bank says no field; a bank is still a bank.
    ['River Brell bursts its banks after heavy rain', 'disaster'],
    ['Village cut off as the Skell overtopped its banks', 'disaster'],
    ['Anglers return to the river bank at Fennow', 'other'],
    ['Bank holds its main rate as inflation eases', 'economy'],
  ])('%s → %s', (title, type) => {
    expect(classify(title, '')).toBe(type);
  });

  it('links an agent only on two or more profile terms, and gives every linked event a primary', () => {
    const m = new AgentMatcher(agents);
    const strong = AgentMatcher.roles(
      m.score('Russian drone strikes hit Ukraine front line', 'Troops repelled an offensive as NATO allies met.', [
        'UA',
        'RU',
      ]),
    );
    expect(strong.primary).toBe('sentinel');
    // One profile word ("maritime") says nothing about the topic: no link at all, not even secondary.
    const weak = AgentMatcher.roles(m.score('Maritime museum reopens after renovation', 'Visitors return.', ['GB']));
    expect(weak).toEqual({ primary: null, secondary: [] });
    const none = AgentMatcher.roles(m.score('Bakery launches new sourdough', 'A local bakery in Berlin', ['DE']));
    expect(none).toEqual({ primary: null, secondary: [] });
  });

  it('links on one profile term when the headline is about it and more of the text is news of the field', () => {
    const m = new AgentMatcher(agents);
    // "flood" is Tectonic's one term here; the headline and lead both say it, and "storm" backs the field.
    const flood = m.score(
      'Flood cuts off hill villages above Carrowmore',
      'A flood swept through the valley overnight after a storm stalled over the hills, cutting the road to six villages.',
      [],
    );
    expect(AgentMatcher.roles(flood).primary).toBe('tectonic');
    // Backed by what the agent's audiences watch rather than a cue word: Aegis watches passwords.
    const breach = m.score(
      'Breach at Dunmere lottery operator exposes player records',
      'The breach exposed names and passwords of 90,000 players, the operator said on Friday.',
      [],
    );
    expect(AgentMatcher.roles(breach).primary).toBe('aegis');
    // One word the headline uses for something else: another field, or nothing else backs it.
    const orders = m.score(
      'Flood of holiday orders lifts toy maker’s profit',
      'A flood of orders before the holidays lifted profit at the toy maker as its bank debt fell and growth returned.',
      [],
    );
    expect(orders.has('tectonic')).toBe(false);
    const festival = m.score(
      'Port wine festival returns to the riverside',
      'The port wine festival returns after a two-year break, with tastings along the quay.',
      [],
    );
    expect(festival.has('harbor')).toBe(false);
    // Said in the headline only: no link, unless the rest says the field as strongly as a headline would.
    const passing = m.score('Evacuation drill at Corlan primary school', 'Pupils practised leaving the building.', []);
    expect(passing.has('tectonic')).toBe(false);
    const measles = m.score(
      'Outbreak shuts Corlan primary school',
      'The school closed after 14 pupils caught measles; doctors said the disease spread at a sports day.',
      [],
    );
    expect(AgentMatcher.roles(measles).primary).toBe('pulse');
  });

  it('links on one profile term when the headline says the field in another word, the text in another field’s words', () => {
    const m = new AgentMatcher(agents);
    // A war story told in the grid's words: "missile" is Sentinel's one term, "strike" says the field in the headline.
    const plant = m.score(
      'Missile strike knocks out Orvel power station',
      'A missile knocked out the Orvel power station overnight, cutting electricity to 20,000 homes; the grid operator said power would return within days.',
      [],
    );
    expect(AgentMatcher.roles(plant).primary).toBe('sentinel');
    // The headline's one term with no other word of the field: still no link.
    const show = m.score(
      'Drone show lights up Orvel power station',
      'A drone display lit the old power station as the grid operator marked a century of electricity in the town.',
      [],
    );
    expect(show.has('sentinel')).toBe(false);
  });
});

describe('extractEntities', () => {
  it('finds the people, organisations and places of a founding article, with countries and who the headline names', () => {
    const { entities, locations } = extractEntities(
      'Russian missiles strike Kharkiv power plants as Zelensky urges NATO for air defence',
      'Russian missiles hit two power plants in Kharkiv overnight, President Volodymyr Zelensky said on Tuesday. More text follows here.',
    );
    expect(entities).toEqual(
      expect.arrayContaining([
        { name: 'President Volodymyr Zelensky', type: 'person', role: 'mentioned' },
        { name: 'NATO', type: 'organization', role: 'actor' },
        { name: 'Kharkiv', type: 'location', role: 'actor' },
      ]),
    );
    expect(locations).toEqual([
      { name: 'Kharkiv', country: 'UA' },
      { name: 'Russia', country: 'RU' },
    ]);
  });
});

describe('the dedup engine', () => {
  const engine = () => new DedupEngine(new AgentMatcher(agents));

  it('joins a rewritten report of the same event, founds a new event for a different one, and keeps ids deterministic', () => {
    const e = engine();
    const a = e.decide(
      articleFeatures(
        article({
          url: 'https://a.example/1',
          title: 'Magnitude 6.8 earthquake strikes northern Luzon',
          body: 'A strong earthquake struck northern Luzon in the Philippines, killing at least 12 people and triggering landslides.',
        }),
        T0,
      ),
      null,
    );
    const b = e.decide(
      articleFeatures(
        article({
          url: 'https://b.example/2',
          publication: 'Other Post',
          title: 'Luzon quake kills at least 12 as landslides block roads',
          body: 'The death toll from the magnitude 6.8 earthquake in northern Luzon, Philippines, rose to 12 as landslides cut off villages.',
        }),
        T0 + 60_000,
      ),
      null,
    );
    const c = e.decide(
      articleFeatures(
        article({
          url: 'https://c.example/3',
          title: 'Central bank cuts interest rates',
          body: 'The central bank cut rates by a quarter point as inflation eased.',
        }),
        T0 + 120_000,
      ),
      null,
    );
    expect(a.kind).toBe('founded');
    expect(b.kind).toBe('source_added');
    expect(c.kind).toBe('founded');
    if (a.kind === 'unchanged' || b.kind === 'unchanged' || c.kind === 'unchanged') throw new Error('unexpected');
    expect(b.event.id).toBe(a.event.id);
    expect(a.event.id).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(b.event).toMatchObject({ sourceCount: 2, eventType: 'disaster', primaryAgentId: 'tectonic' });
    expect(b.event.publications).toEqual(['Test Wire', 'Other Post']);
    expect(c.event.id).not.toBe(a.event.id);
  });

  it('links an event to its agents from its first source, as a second source would, and its founding change says so', () => {
    const e = engine();
    const first = e.decide(
      articleFeatures(
        article({
          url: 'https://a.example/quake',
          title: 'Magnitude 6.8 earthquake strikes northern Luzon',
          body: 'A strong earthquake struck northern Luzon in the Philippines, killing at least 12 people and triggering landslides.',
        }),
        T0,
      ),
      null,
    );
    if (first.kind !== 'founded') throw new Error('expected a new event');
    expect(first.event.primaryAgentId).toBe('tectonic');
    expect(first.change).toMatchObject({ kind: 'founded', primaryAgentId: 'tectonic' });
  });

  it("links a single-source event to a client's agent as a secondary, leaving the catalog's roles as they were without it", () => {
    const own = {
      id: 'own-red-sea',
      slug: 'red_sea_lanes',
      profile: {
        keywords: ['missile', 'shipping', 'attack', 'tanker'],
        entities: ['Houthi'],
        regions: ['YE'],
        feeds: [],
      },
    };
    const founded = (matcher: AgentMatcher) => {
      const d = new DedupEngine(matcher).decide(
        articleFeatures(
          article({
            url: 'https://a.example/bulker',
            title: 'Greek bulk carrier sinks after missile attacks by Houthi forces off Hodeidah',
            body: 'Yemen rebels said the vessel had called at Israeli ports, and insurers priced Red Sea shipping out of reach.',
          }),
          T0,
        ),
        null,
      );
      if (d.kind !== 'founded') throw new Error('expected a new event');
      return d;
    };
    const catalog = founded(new AgentMatcher(agents));
    const withOwn = founded(new AgentMatcher([...agents, own], new Map([[own.id, 'account-1']])));
    expect(catalog.event.primaryAgentId).toBe('harbor');
    expect(withOwn.change).toMatchObject({
      primaryAgentId: 'harbor',
      secondaryAgentIds: [...catalog.event.secondaryAgentIds, own.id].sort(),
    });
  });

  it('never merges into an event archived by a week without sources, nor across distant publication dates', () => {
    const e = engine();
    const text = {
      title: 'Magnitude 6.8 earthquake strikes northern Luzon',
      body: 'A strong earthquake struck northern Luzon in the Philippines.',
    };
    const first = e.decide(articleFeatures(article({ url: 'https://a.example/1', ...text }), T0), null);
    const late = e.decide(
      articleFeatures(
        article({ url: 'https://b.example/1', ...text, publishedAt: '2026-11-28T10:00:00Z' }),
        T0 + 8 * 86_400_000,
      ),
      null,
    );
    expect(first.kind).toBe('founded');
    expect(late.kind).toBe('founded');
  });

  it('does not chain a storyline covered day after day into one event: its articles lie within two days', () => {
    const e = engine();
    const day = 86_400_000;
    const body =
      'Flooding in the Po valley forced thousands of residents from their homes as the river rose past its banks near Cremona.';
    const decide = (n: number) =>
      e.decide(
        articleFeatures(
          article({
            url: `https://wire${n}.example/po-floods`,
            title: `Po river floods force evacuations near Cremona, day ${n + 1}`,
            body,
            publishedAt: new Date(T0 + n * 0.9 * day).toISOString(),
          }),
          T0 + n * 0.9 * day + 60_000,
        ),
        null,
      );
    const [first, second, third, fourth] = [0, 1, 2, 3].map(decide);
    // Each article is within a day of the one before, but the fourth would stretch the event to 2.7 days.
    expect(first!.kind).toBe('founded');
    expect(second!.kind).toBe('source_added');
    expect(third!.kind).toBe('source_added');
    expect(fourth!.kind).toBe('founded');
  });

  it('treats the same canonical URL as the same source: identical is unchanged, edited is an update', () => {
    const e = engine();
    const base = {
      url: 'https://www.a.example/story?utm_source=x',
      title: 'Quake hits Luzon',
      body: 'An earthquake hit Luzon.',
    };
    const first = e.decide(articleFeatures(article(base), T0), null);
    if (first.kind === 'unchanged') throw new Error('unexpected');
    const known = { eventId: first.event.id, contentHash: first.source.contentHash };
    expect(e.decide(articleFeatures(article({ ...base, url: 'https://a.example/story' }), T0 + 1), known).kind).toBe(
      'unchanged',
    );
    const edited = e.decide(articleFeatures(article({ ...base, title: 'Quake hits Luzon, 12 dead' }), T0 + 2), known);
    expect(edited.kind).toBe('source_updated');
    if (edited.kind !== 'source_updated') throw new Error('unexpected');
    expect(edited.event.sourceCount).toBe(1);
    // A week and a bit later the event is archived: an edit of its source no longer changes it.
    const late = e.decide(
      articleFeatures(article({ ...base, title: 'Quake hits Luzon, 15 dead' }), T0 + 7.5 * 86_400_000),
      { ...known, contentHash: edited.source.contentHash },
    );
    expect(late.kind).toBe('unchanged');
  });

  it("ends with the same events when entities are extracted later (the worker's thread pool) as when extracted inline", () => {
    const corpus = sampleCorpus(new Date('2026-11-20T12:00:00Z')).map((a) => ArticleV1.parse(a));
    const inline = engine();
    const deferred = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
    // The worker's pool extracts a chunk's entities while the next chunk is decided: each chunk's
    // events are settled one chunk late (chunks of 7 here).
    let extracting: ReturnType<DedupEngine['takeUnsettled']> = [];
    const settleLate = () => {
      for (const { event, title, lead } of extracting) deferred.settle(event, extractEntities(title, lead));
      extracting = deferred.takeUnsettled();
    };
    corpus.forEach((a, i) => {
      const f = articleFeatures(a, T0 + i * 60_000);
      inline.decide(f, null);
      deferred.decide(f, null);
      if (i % 7 === 6) settleLate();
    });
    settleLate();
    settleLate();
    const view = (e: EventState) => ({
      ...toStored(e),
      id: e.id,
      entities: e.entities,
      locations: e.locations,
      agents: [e.primaryAgentId, e.secondaryAgentIds],
    });
    const all = (x: DedupEngine) => [...x.events.values()].map(view).sort((a, b) => a.id.localeCompare(b.id));
    expect(all(inline).some((e) => e.entities.length > 0 && e.locations.length > 1)).toBe(true);
    expect(all(deferred)).toEqual(all(inline));
  });

  it('decides the same whichever ids its terms get (ids handed out again, or never)', () => {
    const corpus = [...sampleCorpus(new Date('2026-11-20T12:00:00Z')), ...syntheticArticles(600, { seed: 3 })].map(
      (a) => ArticleV1.parse(a),
    );
    const usual = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
    const afresh = new DedupEngine(new AgentMatcher(agents), { deferEntities: true, reuseTermIds: false });
    // Events close and are evicted as the stream goes on (an article an hour), which lets go of
    // their terms' ids: the usual engine hands them out again.
    const outcome = (x: DedupEngine, f: ReturnType<typeof articleFeatures>) => {
      x.evictBefore(f.ts - 86_400_000);
      const d = x.decide(f, null);
      return d.kind === 'unchanged' ? d.eventId : `${d.kind} ${d.event.id} ${d.event.sourceCount}`;
    };
    const kinds = new Map<string, number>();
    corpus.forEach((a, i) => {
      const f = articleFeatures(a, T0 + i * 3_600_000);
      const seen = outcome(usual, f);
      const kind = seen.split(' ')[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      expect(outcome(afresh, f)).toBe(seen);
    });
    expect([...kinds.keys()].sort()).toEqual(['founded', 'source_added']);
    expect(usual.events.size).toBeLessThan(kinds.get('founded')! / 2);
    const all = (x: DedupEngine) => [...x.events.values()].map(toStored);
    expect(all(afresh)).toEqual(all(usual));
    // Two engines over 600 articles: seconds of CPU, more on a loaded machine.
  }, 60_000);
});

describe('the candidate index', () => {
  it('finds exactly the slots that share a key with an article, through many adds, moves and removals', () => {
    const rand = prng(7);
    const pick = (n: number) => Math.floor(rand() * n);
    // Few distinct hashes per band and few terms and nouns: many keys are shared, lists grow and shrink.
    const keysOf = (): CandidateKeys => ({
      bands: Array.from({ length: 16 }, (_, b) => b * 2 ** 32 + (pick(3) ? 4_000_000_000 - pick(5_000) : pick(40))),
      terms: [...new Set(Array.from({ length: 6 }, () => pick(300)))],
      nouns: [...new Set(Array.from({ length: 3 }, () => `noun ${pick(200)}`))],
    });
    const index = new CandidateIndex();
    const held = new Map<number, CandidateKeys>();
    for (let step = 0; step < 20_000; step++) {
      const slot = pick(2_000);
      const before = held.get(slot);
      const r = rand();
      if (!before) {
        const keys = keysOf();
        index.add(slot, keys);
        held.set(slot, keys);
      } else if (r < 0.4) {
        index.remove(slot, before);
        held.delete(slot);
      } else {
        const after = { ...keysOf(), bands: r < 0.7 ? before.bands : keysOf().bands };
        index.update(slot, before, after);
        held.set(slot, after);
      }
    }
    const order = { key: (slot: number) => slot, id: (slot: number) => String(slot) };
    for (let n = 0; n < 300; n++) {
      const article = keysOf();
      const terms = Int32Array.from([...article.terms, -1]);
      const found = index.lookup({ ...article, terms, maxTerms: terms.length }, Infinity, () => true, order);
      const shares = (k: CandidateKeys) =>
        k.bands.some((b) => article.bands.includes(b)) ||
        [...k.terms].some((t) => terms.includes(t)) ||
        k.nouns.some((x) => article.nouns.includes(x));
      const expected = [...held].filter(([, k]) => shares(k)).map(([slot]) => slot);
      expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('cuts to the usable slots sharing the most weighted keys, ties to the smaller key, then the smaller id', () => {
    const rand = prng(11);
    const pick = (n: number) => Math.floor(rand() * n);
    const keysOf = (): CandidateKeys & { terms: number[] } => ({
      bands: Array.from({ length: 16 }, (_, b) => b * 2 ** 32 + pick(4)),
      terms: [...new Set(Array.from({ length: 6 }, () => pick(40)))],
      nouns: [...new Set(Array.from({ length: 2 }, () => `noun ${pick(30)}`))],
    });
    const index = new CandidateIndex();
    const held = new Map<number, CandidateKeys & { terms: number[] }>();
    for (let slot = 0; slot < 1_500; slot++) {
      const keys = keysOf();
      held.set(slot, keys);
      index.add(slot, keys);
    }
    // Keys with many ties (slot / 3), and ids that break them against the keys' order.
    const order = { key: (slot: number) => Math.floor(slot / 3), id: (slot: number) => String(2_000 - slot) };
    for (let n = 0; n < 200; n++) {
      const article = keysOf();
      const terms = Int32Array.from(article.terms);
      const usable = (slot: number) => (slot * 7 + n) % 5 !== 0;
      const max = 1 + pick(80);
      const found = index.lookup({ ...article, terms, maxTerms: terms.length }, max, usable, order);
      const weight = (k: CandidateKeys & { terms: number[] }) =>
        3 * k.bands.filter((b) => article.bands.includes(b)).length +
        k.terms.filter((t) => article.terms.includes(t)).length +
        2 * k.nouns.filter((x) => article.nouns.includes(x)).length;
      const expected = [...held]
        .map(([slot, k]) => ({ slot, w: weight(k) }))
        .filter(({ slot, w }) => w > 0 && usable(slot))
        .sort(
          (x, y) =>
            y.w - x.w || order.key(x.slot) - order.key(y.slot) || (order.id(x.slot) < order.id(y.slot) ? -1 : 1),
        )
        .slice(0, max)
        .map(({ slot }) => slot);
      expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });
});

describe('scoring', () => {
  // Two members over terms 0-2 (ids), unit vectors.
  const members = {
    ids: Int32Array.from([0, 1, 1, 2]),
    weights: [0.6, 0.8, 0.6, 0.8],
    starts: [0, 2, 4],
  };
  it('averages the cosine with each member, whatever ids the terms have', () => {
    // The article holds term 1 only (place 1, weight 1).
    const marks = Int32Array.from([0, 1, 0]);
    expect(averageLink(marks, Float64Array.from([1]), members)).toBeCloseTo((0.8 + 0.6) / 2, 12);
    expect(averageLink(Int32Array.from([0, 0, 0]), Float64Array.from([1]), members)).toBe(0);
  });

  it('gives no points for time: nothing lost within a day, a decay after it, nothing outside the window', () => {
    const hour = 3_600_000;
    // The span the event would have with the article: from its earliest to its latest article.
    expect(spanWith(5 * hour, { timeMin: 2 * hour, timeMax: 8 * hour })).toBe(6 * hour);
    expect(spanWith(30 * hour, { timeMin: 2 * hour, timeMax: 8 * hour })).toBe(28 * hour);
    expect(spanWith(0, { timeMin: 2 * hour, timeMax: 8 * hour })).toBe(8 * hour);
    expect(timePenalty(0)).toBe(0);
    expect(timePenalty(86_400_000)).toBe(0);
    expect(timePenalty(1.5 * 86_400_000)).toBeCloseTo(SCORING.decayPerDay / 2, 12);
    expect(timePenalty(SCORING.windowMs + 1)).toBeNull();
  });

  it("joins only a clear winner: the runner-ups' mean is taken off the best score", () => {
    const t = SCORING.threshold;
    expect(joins([t + 0.01])).toBe(true);
    expect(joins([t - 0.01])).toBe(false);
    // The same best score among many near-equals (words the whole day shares) does not join.
    expect(joins([t + 0.05, t, t, t, t, t])).toBe(false);
    expect(marginOverBackground([0.5, 0.1])).toBeCloseTo(
      0.5 - (SCORING.backgroundWeight * 0.1) / SCORING.backgroundOf,
      12,
    );
    expect(joins([])).toBe(false);
    // The quality benchmark's sweep asks with another threshold.
    expect(joins([t + 0.01], t + 0.02)).toBe(false);
    expect(joins([t - 0.01], t - 0.02)).toBe(true);
  });

  it('judges the candidate left standing against every candidate it outscored, those ruled out as other happenings included', () => {
    const t = SCORING.threshold;
    // The port's strike event is what is left once two other ports' events are ruled out by who and where.
    const rivalUp = { score: t + 0.2 };
    const strike = { score: t + 0.04 };
    const fireElsewhere = { score: t };
    const quayElsewhere = { score: t };
    const scored = [rivalUp, strike, fireElsewhere, quayElsewhere];
    // The two it outscored stay in its background: its words fit them about as well, so no clear match…
    expect(decisionScores(strike, scored)).toEqual([strike.score, fireElsewhere.score, quayElsewhere.score]);
    expect(joins(decisionScores(strike, scored))).toBe(false);
    // …while the ruled-out one that outscored it is no background for it.
    expect(joins(decisionScores(strike, [rivalUp, strike]))).toBe(true);
  });
});

describe('decisions independent of memory state', () => {
  const DAY = 86_400_000;
  const stream = [...sampleCorpus(new Date('2026-11-20T12:00:00Z')), ...syntheticArticles(1500, { seed: 5 })].map(
    // Message times ten minutes apart: the stream spans ten days, so events close and are evicted.
    (a, i) => ({ article: ArticleV1.parse(a), ts: T0 + i * 600_000 }),
  );

  /** A restarted worker: a fresh engine loaded from the stored events, as `DedupWorker.load` does. */
  function restarted(before: DedupEngine, clock: number): DedupEngine {
    const engine = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
    for (const e of before.events.values()) {
      const state = reloaded(e, JSON.parse(JSON.stringify(toStored(e))) as ReturnType<typeof toStored>);
      engine.countFounder(state.id, state.founderTerms, state.names);
      if (clock - state.lastSourceAt <= 8 * DAY) engine.admit(state);
    }
    return engine;
  }

  it('decides a chunk in slices, the event loop let through between them, as in one call', async () => {
    const run = async (slices: boolean) => {
      const engine = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
      const known: KnownSources = new Map();
      const kinds: string[] = [];
      let pauses = 0;
      let clock = 0;
      for (let i = 0; i < stream.length; i += 500) {
        const chunk = stream.slice(i, i + 500);
        for (const { ts } of chunk) clock = Math.max(clock, ts);
        const features = chunk.map(({ article, ts }) => articleFeatures(article, ts));
        const decisions = slices
          ? // A slice of no time at all: one article, then a turn of the event loop.
            await decideInSlices(engine, features, known, clock, 0, async () => {
              pauses++;
              await new Promise((r) => setImmediate(r));
            })
          : decideChunk(engine, features, known, clock);
        kinds.push(...decisions.map((d) => `${d.kind} ${d.kind === 'unchanged' ? d.eventId : d.event.id}`));
        engine.takeUnsettled();
      }
      return { events: new Map([...known].map(([url, { eventId }]) => [url, eventId])), kinds, pauses };
    };
    const whole = await run(false);
    const sliced = await run(true);
    expect(sliced.kinds).toEqual(whole.kinds);
    expect(sliced.events).toEqual(whole.events);
    expect(sliced.pauses).toBe(stream.length - Math.ceil(stream.length / 500));
    expect(new Set(whole.events.values()).size).toBeLessThan(whole.events.size);
  }, 60_000);

  it('decides the same with and without eviction, and across restarts', () => {
    const withEviction = decideStream(stream, { agents, chunkSize: 100 });
    // No eviction at all: every event ever founded stays in memory.
    const kept = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
    const keptKnown: KnownSources = new Map();
    for (const { article, ts } of stream) {
      const d = kept.decide(articleFeatures(article, ts), keptKnown.get(canonicalizeUrl(article.url)) ?? null);
      if (d.kind !== 'unchanged')
        keptKnown.set(d.source.canonicalUrl, { eventId: d.event.id, contentHash: d.source.contentHash });
    }
    expect(kept.events.size).toBeGreaterThan(new DedupEngine(new AgentMatcher(agents)).events.size);
    expect(new Map([...keptKnown].map(([url, { eventId }]) => [url, eventId]))).toEqual(withEviction);
    // Restarted every 250 articles, from what was stored (the evicted events never come back).
    let engine = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
    const known: KnownSources = new Map();
    let clock = 0;
    for (let i = 0; i < stream.length; i += 250) {
      const chunk = stream.slice(i, i + 250);
      for (const { ts } of chunk) clock = Math.max(clock, ts);
      decideChunk(
        engine,
        chunk.map(({ article, ts }) => articleFeatures(article, ts)),
        known,
        clock,
      );
      engine.takeUnsettled();
      engine = restarted(engine, clock);
    }
    const restartedEvents = new Map([...known].map(([url, { eventId }]) => [url, eventId]));
    expect(restartedEvents).toEqual(withEviction);
    expect(new Set(withEviction.values()).size).toBeLessThan(withEviction.size);
    expect(new Set(withEviction.values()).size).toBeGreaterThan(200);
  }, 60_000);
});

describe('the envelope', () => {
  it('tags an event with its type and entity names, never a run of capitalised words', () => {
    const e = new DedupEngine(new AgentMatcher(agents));
    const d = e.decide(
      articleFeatures(
        article({
          url: 'https://a.example/red-sea',
          title: 'Houthi missiles hit a container ship in the Red Sea',
          body: 'Houthi forces fired two missiles at the Maersk vessel in the Red Sea. A spokesman for the U.S. Navy said.',
        }),
        T0,
      ),
      null,
    );
    if (d.kind === 'unchanged') throw new Error('unexpected');
    expect(d.event.tags[0]).toBe(d.event.eventType);
    expect(d.event.tags.slice(1).length).toBeGreaterThan(0);
    for (const tag of d.event.tags.slice(1)) expect(d.event.entities.map((x) => x.name)).toContain(tag);
    expect(d.event.tags).not.toContain('red sea a');
    expect(tagsOf('other', [])).toEqual(['other']);
  });

  it('writes a source with the time it was first seen, even when updated in the same chunk', () => {
    const e = new DedupEngine(new AgentMatcher(agents));
    const base = { url: 'https://a.example/story', title: 'Quake hits Luzon', body: 'An earthquake hit Luzon.' };
    const first = e.decide(articleFeatures(article(base), T0), null);
    if (first.kind === 'unchanged') throw new Error('unexpected');
    const update = e.decide(articleFeatures(article({ ...base, title: 'Quake hits Luzon, 12 dead' }), T0 + 60_000), {
      eventId: first.event.id,
      contentHash: first.source.contentHash,
    });
    const w = prepareWrite({
      decisions: [first, update],
      topic: 't',
      partition: 0,
      nextOffset: 2,
      lastTimestamp: T0 + 60_000,
      changesTopic: 'c',
    });
    const [row] = JSON.parse(w.sources) as { ingested_at: string; title: string }[];
    expect(row).toMatchObject({ ingested_at: new Date(T0).toISOString(), title: 'Quake hits Luzon, 12 dead' });
  });

  it('writes the same sources whether their facts were read ahead in a feature thread or at the write', () => {
    // Real-looking news (figures, quotes, names) and a source updated within the chunk, whose facts
    // carry the first version's ingestion time, so the ones read ahead for the update do not apply.
    const corpus = sampleCorpus(new Date('2026-11-20T12:00:00Z')).map((a) => ArticleV1.parse(a));
    const updated = { ...corpus[0]!, title: `${corpus[0]!.title}: "12 dead", officials say` };
    const stream = [...corpus, updated].map((a, i) => ({ a, ts: T0 + i * 60_000 }));
    const write = (ahead: boolean) => {
      const e = new DedupEngine(new AgentMatcher(agents), { deferEntities: true });
      const features = stream.map(({ a, ts }) => {
        const f = articleFeatures(a, ts);
        return ahead ? { ...f, facts: prepareFacts({ ...f, ingestedAt: f.ts }) } : f;
      });
      const decisions = decideChunk(e, features, new Map(), T0 + stream.length * 60_000);
      return prepareWrite({ decisions, topic: 't', partition: 0, nextOffset: 1, lastTimestamp: T0, changesTopic: 'c' })
        .sources;
    };
    const sources = write(true);
    expect(sources).toBe(write(false));
    const rows = JSON.parse(sources) as {
      canonical_url: string;
      event_id: string;
      publication: string;
      title: string;
      lead: string;
      body: string;
      published_at: string | null;
      ingested_at: string;
      facts: unknown;
    }[];
    expect(rows.length).toBe(new Set(corpus.map((a) => canonicalizeUrl(a.url))).size);
    for (const r of rows)
      expect(r.facts).toEqual(
        factsOfSource({
          sourceId: r.canonical_url,
          eventId: r.event_id,
          publication: r.publication,
          title: r.title,
          text: r.body || r.lead,
          at: r.published_at ?? r.ingested_at,
          ingestedAt: r.ingested_at,
        }),
      );
    const first = rows.find((r) => r.title === updated.title)!;
    expect(first.ingested_at).toBe(new Date(T0).toISOString());
    expect(JSON.stringify(first.facts)).toContain(`"ingestedAt":"${new Date(T0).toISOString()}"`);
    expect(rows.some((r) => (r.facts as { figures: unknown[] }).figures.length > 0)).toBe(true);
  });

  it("writes an event's title and summary with the chunk that founds it, from its founding article only", () => {
    const e = new DedupEngine(new AgentMatcher(agents));
    const base = {
      url: 'https://a.example/story',
      title: 'Quake hits Luzon',
      body: 'An earthquake hit Luzon. Many fled.',
    };
    const first = e.decide(articleFeatures(article(base), T0), null);
    if (first.kind === 'unchanged') throw new Error('unexpected');
    const known = { eventId: first.event.id, contentHash: first.source.contentHash };
    const update = e.decide(
      articleFeatures(article({ ...base, title: 'Quake hits Luzon, 12 dead' }), T0 + 60_000),
      known,
    );
    const write = (decisions: Decision[]) =>
      (
        JSON.parse(
          eventsJson(
            prepareWrite({ decisions, topic: 't', partition: 0, nextOffset: 2, lastTimestamp: T0, changesTopic: 'c' }),
          ),
        ) as EventRowOut[]
      )[0];
    expect(write([first, update])).toMatchObject({
      title: 'Quake hits Luzon',
      summary: 'An earthquake hit Luzon. Many fled.',
    });
    expect(write([update])).toMatchObject({ id: first.event.id, title: null, summary: null });
  });
});
