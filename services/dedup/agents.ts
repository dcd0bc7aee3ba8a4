import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { baseForm, conceptsOf, MEASURE_CONCEPTS } from '../evidence/lexicon.ts';
import { CUE_WORDS, classifyTokens, cueFields, cueScores, type EventType } from './classify.ts';
import { termForms } from './term-forms.ts';
import { byCodeUnits, contentTokens, spelledAs } from './text.ts';

export interface AgentProfile {
  id: string;
  slug: string;
  profile: MonitoringProfile;
}

interface CompiledAgent {
  id: string;
  slug: string;
  /** Phrases below this slot are keywords, the rest entities. */
  keywords: number;
  regions: Set<string>;
  /** The profile's own words for each slot (what `matchedTerms` reports). */
  terms: string[];
  /** Each slot's tokens. */
  tokens: string[][];
  /** Each slot's words in all its forms (the term's own and `termForms`'): none is a second sign of the topic. */
  formWords: Set<string>[];
  /** The field its keywords put it in (as `classify` reads them), 'other' when they name none. */
  field: EventType;
  /** What its audiences watch (the profile's lens stakes), as token sequences: signs of its topic too. */
  stakes: string[][];
  /**
   * Words that say another topic than its own: cue words of any field (`CUE_WORDS`) that are no word of its
   * profile's terms ("freight", "tax" for a central-bank desk). None may stand inside or before a term's other form.
   */
  foreign: ReadonlySet<string>;
  /** Each word of what its audiences watch ("death toll": death, toll): weaker signs of its topic than a stake. */
  stakeWords: ReadonlySet<string>;
  /**
   * What its stakes count, as the lexicon's measures (`MEASURE_CONCEPTS`): death for "death toll", evacuation for
   * "shelters", vessels for "vessels waiting". A headline says them in other words ("7 dead", "ship runs aground").
   */
  stakeCounts: ReadonlySet<string>;
  /**
   * The words of its profile (its terms' and its stakes' words) that are cue words of its own field: "power" and
   * "grid" for a profile on power grids, "bank" and "rate" for one on central banks and interest rates; never a cue
   * word its profile does not use ("tax", "budget" for that central-bank desk).
   */
  fieldWords: ReadonlySet<string>;
  /**
   * Other fields its keywords name, each with the profile's words (terms' and stakes') that are cue words of it: a
   * central-bank profile that names "bond yields" watches the markets where the bank acts ("currency" for its
   * interventions), a chip profile that names "export controls" the trade in chips ("export", "tariffs"). Not the
   * fields of a name it keeps among its entities too ("NATO": who, not what), nor of a keyword one of whose words
   * says its own field ("prime minister" is the politics desk's office, not diplomacy).
   */
  sideFields: ReadonlyMap<EventType, ReadonlySet<string>>;
}

/**
 * Why an article scores for an agent (`AgentMatcher.matchedTerms`): the profile terms it mentions, the agent's
 * regions it is in, and the words of the agent's field it says when it is the field's news told without the
 * profile's terms (`fieldNews`: the only why such a link has).
 */
export interface MatchedTerms {
  keywords: string[];
  entities: string[];
  regions: string[];
  fieldWords: string[];
}

/** One profile keyword or entity as its token sequence, matched as a phrase. */
interface Phrase {
  agent: number;
  /** Index among the agent's phrases: keywords first, then entities. */
  slot: number;
  tokens: string[];
  /** A desk's form of the term (`termForms`): tokens allowed between the first and the second. */
  gap: number;
  /** A desk's form of the term: the token before it must not say another topic (see `foreign`). */
  cleanBefore: boolean;
}

/**
 * An event's score for each agent from its sources' summed scores: the sum over the square root of
 * the number of sources. A source on another angle of the same event (the shipping side of a port
 * hacked) does not halve what the first source showed, as a mean would: an agent's event no longer
 * leaves its view when a second source arrives that is not about the agent's field. Nor do passing
 * mentions add up as a sum would: one source in nine on the topic is not enough.
 */
export function eventScores(sums: ReadonlyMap<string, number>, sourceCount: number): Map<string, number> {
  const root = Math.sqrt(Math.max(1, sourceCount));
  return new Map([...sums].map(([id, s]) => [id, s / root]));
}

/** Score from which an agent is linked to an event at all; the best linked agent is its primary. */
export const LINK_THRESHOLD = 2;
/** How many of a lead's first content words stand for a headline that says nothing of the story (`headlineOf`). */
const OPENING_WORDS = 12;
/** A headline that opens with someone's words in quotation marks ("'Check the records,' says health chief"). */
const QUOTE_HEADLINE = /^\s*['‘"“][^'’"”]{6,}['’"”]/u;
/** Whether a headline is someone's words: what the story is, its lead says. */
export const quotesSomeone = (title: string): boolean => QUOTE_HEADLINE.test(title);
/** A secondary agent needs at least this share of the primary's score. */
const SECONDARY_SHARE = 0.4;

/**
 * Scores articles against agents' monitoring profiles: a keyword is worth 1 per mention (2 in the
 * title, capped at 3 per keyword), a named entity 2, a region the text mentions 1.5. A text that
 * matches fewer than two of an agent's keywords and entities scores nothing for it, unless its one
 * term is what the headline is about (see `aboutOneTerm`).
 */
export class AgentMatcher {
  private readonly agents: CompiledAgent[] = [];
  /** Every agent's phrases by their first token: a text is scanned once, whatever the number of agents. */
  private readonly byFirst = new Map<string, Phrase[]>();
  private readonly slots: number[] = [];
  private readonly indexOf = new Map<string, number>();
  /** The agents whose keywords put them in each field (see `fieldNews`). */
  private readonly byField = new Map<EventType, number[]>();

  /**
   * `owners`: the owning account of each client agent, deleted ones included (their scores stay in
   * events). Client agents never compete with the catalog or with another account's agents (see `roles`).
   */
  constructor(
    profiles: AgentProfile[],
    readonly owners: ReadonlyMap<string, string> = new Map(),
  ) {
    const sorted = [...profiles].sort((a, b) => a.slug.localeCompare(b.slug));
    sorted.forEach((a, agent) => {
      const tokenised = (terms: string[]) =>
        terms.map((term) => ({ term, tokens: contentTokens(term) })).filter((t) => t.tokens.length);
      const keywordTerms = tokenised(a.profile.keywords);
      const entityTerms = tokenised(a.profile.entities);
      const keywords = keywordTerms.map((t) => t.tokens);
      const entities = entityTerms.map((t) => t.tokens);
      const add = (phrase: Phrase) => {
        const list = this.byFirst.get(phrase.tokens[0]!) ?? [];
        list.push(phrase);
        this.byFirst.set(phrase.tokens[0]!, list);
      };
      const formWords = [...keywords, ...entities].map((tokens, slot) => {
        add({ agent, slot, tokens, gap: 0, cleanBefore: false });
        // The ways desks write it ("raises rates" for a profile's "rate hike") count as the term itself.
        const forms = termForms(tokens, keywords);
        for (const form of forms) add({ agent, slot, ...form });
        return new Set([...tokens, ...forms.flatMap((f) => f.tokens)]);
      });
      const field = classifyTokens([], keywords.flat());
      const own = new Set([...keywords, ...entities].flat());
      const stakes = Object.values(a.profile.lensStakes ?? {})
        .flat()
        .map((x) => contentTokens(x))
        .filter((x) => x.length);
      const words = [...own, ...stakes.flat()];
      // A keyword that says the agent's own field in one of its words ("prime minister") is of that field whole.
      const names = new Set(entities.map((e) => e.join(' ')));
      const elsewhere = keywords.filter((k) => !names.has(k.join(' ')) && !k.some((w) => cueFields(w).includes(field)));
      const sideFields = new Map<EventType, ReadonlySet<string>>();
      if (field !== 'other')
        for (const side of elsewhere.flatMap((k) => k.flatMap(cueFields)))
          if (side !== field && !sideFields.has(side))
            sideFields.set(side, new Set(words.filter((w) => cueFields(w).includes(side))));
      for (const f of field === 'other' ? [] : [field, ...sideFields.keys()])
        this.byField.set(f, [...(this.byField.get(f) ?? []), agent]);
      this.slots.push(keywords.length + entities.length);
      this.indexOf.set(a.id, agent);
      this.agents.push({
        id: a.id,
        slug: a.slug,
        keywords: keywords.length,
        regions: new Set(a.profile.regions.map((r) => r.toUpperCase())),
        terms: [...keywordTerms, ...entityTerms].map((t) => t.term),
        tokens: [...keywords, ...entities],
        formWords,
        field,
        stakes,
        foreign: new Set([...CUE_WORDS].filter((w) => !own.has(w))),
        stakeWords: new Set(stakes.flat()),
        stakeCounts: new Set(
          stakes.flat().flatMap((w) => conceptsOf(baseForm(w)).filter((c) => MEASURE_CONCEPTS.has(c))),
        ),
        fieldWords: new Set(words.filter((w) => cueFields(w).includes(field))),
        sideFields,
      });
    });
  }

  /** Mentions of each agent phrase in a token list, added to `counts[agent][slot]` times `weight`. */
  private count(tokens: readonly string[], weight: number, counts: Map<number, number[]>): void {
    for (let i = 0; i < tokens.length; i++) {
      const phrases = this.byFirst.get(tokens[i]!);
      if (!phrases) continue;
      next: for (const p of phrases) {
        if (p.gap || p.cleanBefore) {
          if (!this.formAt(tokens, i, p)) continue;
        } else {
          if (i + p.tokens.length > tokens.length) continue;
          for (let j = 1; j < p.tokens.length; j++) if (tokens[i + j] !== p.tokens[j]) continue next;
        }
        let c = counts.get(p.agent);
        if (!c) counts.set(p.agent, (c = new Array<number>(this.slots[p.agent]!).fill(0)));
        c[p.slot]! += weight;
      }
    }
  }

  /**
   * Whether a desk's form of a term starts at `tokens[i]`: its first token, then up to `p.gap` tokens
   * that say no other topic than the agent's, then the rest in order; with `cleanBefore`, no word of
   * another topic right before it.
   */
  private formAt(tokens: readonly string[], i: number, p: Phrase): boolean {
    const foreign = this.agents[p.agent]!.foreign;
    if (p.cleanBefore && i > 0 && foreign.has(tokens[i - 1]!)) return false;
    const rest = p.tokens.length - 1;
    for (let skip = 0; skip <= p.gap; skip++) {
      const at = i + 1 + skip;
      if (at + rest > tokens.length) return false;
      if (skip > 0 && foreign.has(tokens[at - 1]!)) return false;
      let j = 0;
      while (j < rest && tokens[at + j] === p.tokens[1 + j]) j++;
      if (j === rest) return true;
    }
    return false;
  }

  /**
   * The agents a text is news of the field of, told without their profiles' terms (see `fieldNews`), each with
   * the words of its field the text says.
   */
  private fieldNews(titleTokens: readonly string[], leadTokens: readonly string[]): Map<number, string[]> {
    const out = new Map<number, string[]>();
    const field = classifyTokens(titleTokens, leadTokens);
    for (const agent of this.byField.get(field) ?? []) {
      const words = fieldNews(this.agents[agent]!, field, titleTokens, leadTokens);
      if (words.length) out.set(agent, words);
    }
    return out;
  }

  /**
   * Whether a text is news of a kind of an agent's field its headline names, with the agent's one term in the lead
   * (see `kindOfField`).
   */
  private kindNews(agent: number, titleTokens: readonly string[], leadTokens: readonly string[]): boolean {
    const inTitle = new Map<number, number[]>();
    const inLead = new Map<number, number[]>();
    this.count(titleTokens, 1, inTitle);
    this.count(leadTokens, 1, inLead);
    if (inTitle.get(agent)?.some((n) => n > 0)) return false;
    const slots = (inLead.get(agent) ?? []).flatMap((n, slot) => (n ? [slot] : []));
    return slots.length === 1 && kindOfField(this.agents[agent]!, slots[0]!, titleTokens, leadTokens);
  }

  /** Agent id → score, for agents scoring above zero. */
  score(title: string, lead: string, countries: string[]): Map<string, number> {
    return this.scoreTokens(contentTokens(title), contentTokens(lead), countries, quotesSomeone(title));
  }

  /**
   * The headline as the profiles' terms read it. One that is someone's words (`quoted`, see `quotesSomeone`:
   * "'Check your child's records,' says health chief") and says no field and names no profile's term leaves the lead's
   * opening words to say what the story is, as a headline would.
   */
  private headlineOf(titleTokens: string[], leadTokens: string[], quoted: boolean): string[] {
    if (!quoted || cueScores(titleTokens, []).size) return titleTokens;
    const inTitle = new Map<number, number[]>();
    this.count(titleTokens, 1, inTitle);
    return inTitle.size ? titleTokens : leadTokens.slice(0, OPENING_WORDS);
  }

  /** `score` of an already tokenised title and lead; `quoted`: the headline is someone's words (`quotesSomeone`). */
  scoreTokens(headTokens: string[], leadTokens: string[], countries: string[], quoted = false): Map<string, number> {
    const titleTokens = this.headlineOf(headTokens, leadTokens, quoted);
    const out = new Map<string, number>();
    for (const [agent] of this.fieldNews(titleTokens, leadTokens)) out.set(this.agents[agent]!.id, LINK_THRESHOLD);
    for (const [agent, s] of this.termScores(titleTokens, leadTokens, countries)) {
      const id = this.agents[agent]!.id;
      out.set(id, Math.max(s, out.get(id) ?? 0));
    }
    return out;
  }

  /** The agents the profile's terms a text names link it to (see `score`), by index, in index order, with their scores. */
  private termScores(titleTokens: string[], leadTokens: string[], countries: string[]): Map<number, number> {
    const inTitle = new Map<number, number[]>();
    const counts = new Map<number, number[]>();
    this.count(titleTokens, 1, inTitle);
    this.count(leadTokens, 1, counts);
    for (const [agent, t] of inTitle) {
      let c = counts.get(agent);
      if (!c) counts.set(agent, (c = new Array<number>(t.length).fill(0)));
      for (let slot = 0; slot < t.length; slot++) c[slot]! += 2 * t[slot]!;
    }
    const out = new Map<number, number>();
    for (const [agent, c] of [...counts].sort((x, y) => x[0] - y[0])) {
      const a = this.agents[agent]!;
      let s = 0;
      let terms = 0;
      for (let slot = 0; slot < c.length; slot++) {
        if (!c[slot]) continue;
        terms++;
        s += slot < a.keywords ? Math.min(3, c[slot]!) : 2;
      }
      // A region only strengthens a topical match; on its own it says nothing about the topic.
      if (terms === 0) continue;
      for (const c of countries) if (a.regions.has(c)) s += 1.5;
      // One profile term says little about the topic ("maritime" in a museum story): no link at all,
      // unless the headline is about it.
      if (terms < 2) {
        const slot = c.findIndex((n) => n > 0);
        const titled = inTitle.get(agent)?.[slot] ?? 0;
        if (titled) {
          if (!aboutOneTerm(a, slot, c[slot]! > 2 * titled, titleTokens, leadTokens)) continue;
        } else {
          // Its kind of the field named in the headline, the term in the lead only: a link at the threshold.
          if (!kindOfField(a, slot, titleTokens, leadTokens)) continue;
          s = Math.max(s, LINK_THRESHOLD);
        }
      }
      out.set(agent, s);
    }
    return out;
  }

  /**
   * The catalog agent a source is about: the one it would be linked to on its own (its primary, from
   * `scores`, the source's `scoreTokens` of these tokens), when one of that agent's terms is in its headline, or
   * the source is news of the agent's field told in other words (`fieldNews`: its headline says the field in a word
   * of the profile's, "Grid failure leaves Tarsby dark") and names no other profile's term. A headline says what the
   * story is about ("Ransomware gang claims attack on port operator"); a term the lead mentions in passing does not
   * make the source the agent's.
   */
  subjectOf(
    headTokens: string[],
    leadTokens: string[],
    scores: ReadonlyMap<string, number>,
    quoted = false,
  ): string | null {
    if (!scores.size) return null;
    const titleTokens = this.headlineOf(headTokens, leadTokens, quoted);
    const { primary } = AgentMatcher.roles(scores, this.owners);
    if (!primary) return null;
    const agent = this.indexOf.get(primary)!;
    const inTitle = new Map<number, number[]>();
    this.count(titleTokens, 1, inTitle);
    if (inTitle.get(agent)?.some((n) => n > 0)) return primary;
    if (!this.fieldNews(titleTokens, leadTokens).has(agent) && !this.kindNews(agent, titleTokens, leadTokens))
      return null;
    // Told in its field's words only, it is the agent's story when no other profile's term claims it: "Power restored
    // across the valley" whose lead lifts the flood's evacuation orders is still the flood's.
    this.count(leadTokens, 1, inTitle); // now the terms of title and lead
    return [...inTitle.keys()].some((other) => other !== agent) ? null : primary;
  }

  /**
   * Why an article scores for each agent: the profile keywords and entities its title or lead
   * mentions, the agent's regions among `countries` (counted only with a term, as in `score`), and, when
   * the article is news of the agent's field its terms do not link on their own (`fieldNews`), the words of the
   * field it says, as the article spells them ("grid", "power" for a blackout that names no "power grid").
   */
  matchedTerms(title: string, lead: string, countries: string[]): Map<string, MatchedTerms> {
    const titleTokens = contentTokens(title);
    const leadTokens = contentTokens(lead);
    const counts = new Map<number, number[]>();
    this.count(titleTokens, 1, counts);
    this.count(leadTokens, 1, counts);
    const out = new Map<string, MatchedTerms>();
    for (const [agent, c] of counts) {
      const a = this.agents[agent]!;
      const slots = c.flatMap((n, slot) => (n ? [slot] : []));
      out.set(a.id, {
        keywords: slots.filter((s) => s < a.keywords).map((s) => a.terms[s]!),
        entities: slots.filter((s) => s >= a.keywords).map((s) => a.terms[s]!),
        regions: countries.filter((code) => a.regions.has(code)),
        fieldWords: [],
      });
    }
    // The field's words are the why of a link its terms do not make on their own.
    const byTerms = this.termScores(titleTokens, leadTokens, countries);
    const text = `${title}\n${lead}`;
    for (const [agent, words] of this.fieldNews(titleTokens, leadTokens)) {
      if (byTerms.has(agent)) continue;
      const id = this.agents[agent]!.id;
      const m = out.get(id) ?? { keywords: [], entities: [], regions: [], fieldWords: [] };
      out.set(id, { ...m, fieldWords: words.map((w) => spelledAs(text, w)) });
    }
    return out;
  }

  /**
   * Agents at or above LINK_THRESHOLD are linked: the best is primary (an event linked to any agent
   * has one, DECISIONS.md §3), the others are secondary when within SECONDARY_SHARE of it. Scores
   * are an event's (`eventScores`). `subjects`, the catalog agents one of its sources is about
   * (`subjectOf`), stay linked however many sources tell the event from another side: the port's
   * ransomware claim keeps the cyber desk on the port's standstill when eight shipping reports join
   * it (a secondary, or the primary when no agent reaches the threshold).
   */
  static roles(
    scores: ReadonlyMap<string, number>,
    owners: ReadonlyMap<string, string> = new Map(),
    subjects: readonly string[] = [],
  ): { primary: string | null; secondary: string[] } {
    if (!owners.size) return AgentMatcher.withSubjects(AgentMatcher.rolesAmong(scores), subjects, scores);
    // Each account's agents are ranked among themselves, the catalog's among the catalog: creating an
    // agent never changes which events another account's (or the catalog's) agents are linked to.
    // A client agent linked to an event is a secondary agent of it: the primary stays the catalog's.
    const groups = new Map<string, Map<string, number>>();
    for (const [id, s] of scores) {
      const group = owners.get(id) ?? '';
      let g = groups.get(group);
      if (!g) groups.set(group, (g = new Map<string, number>()));
      g.set(id, s);
    }
    const catalog = AgentMatcher.withSubjects(
      AgentMatcher.rolesAmong(groups.get('') ?? new Map<string, number>()),
      subjects,
      scores,
    );
    const secondary = [...catalog.secondary];
    for (const [group, g] of groups) {
      if (group === '') continue;
      const own = AgentMatcher.rolesAmong(g);
      if (own.primary) secondary.push(own.primary, ...own.secondary);
    }
    return { primary: catalog.primary, secondary: secondary.sort() };
  }

  /** Roles with the agents its sources are about linked too: the best of them primary when there is none. */
  private static withSubjects(
    roles: { primary: string | null; secondary: string[] },
    subjects: readonly string[],
    scores: ReadonlyMap<string, number>,
  ): { primary: string | null; secondary: string[] } {
    const missing = subjects.filter((id) => id !== roles.primary && !roles.secondary.includes(id));
    if (!missing.length) return roles;
    const ranked = missing.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || byCodeUnits(a, b));
    const primary = roles.primary ?? ranked.shift()!;
    return { primary, secondary: [...roles.secondary, ...ranked].sort() };
  }

  private static rolesAmong(scores: ReadonlyMap<string, number>): { primary: string | null; secondary: string[] } {
    const ranked = [...scores]
      .filter(([, s]) => s >= LINK_THRESHOLD)
      .sort((a, b) => b[1] - a[1] || byCodeUnits(a[0], b[0]));
    if (!ranked.length) return { primary: null, secondary: [] };
    const floor = SECONDARY_SHARE * ranked[0]![1];
    return {
      primary: ranked[0]![0],
      secondary: ranked
        .slice(1)
        .filter(([, s]) => s >= floor)
        .map(([id]) => id)
        .sort(),
    };
  }

  slugOf(id: string): string | undefined {
    return this.agents.find((a) => a.id === id)?.slug;
  }
}

/**
 * Whether an article with a single term of an agent's profile in its headline is about that term: the headline and
 * the lead both say it ("Ransomware attack takes Orlin water utility offline" / "A ransomware attack
 * took…"), the article reads as news of the agent's own field (or its headline says the field in another word
 * too), and more than that term says so: a
 * cue word of the field ("claimed the attack on its leak site") or something the agent's audiences
 * watch ("would not pay a ransom"). A word a headline uses in passing or in a name ("Port wine
 * festival", "Maritime museum reopens") leaves the text in another field, or nothing else backs it.
 */
function aboutOneTerm(
  a: CompiledAgent,
  slot: number,
  headlineAndLead: boolean,
  titleTokens: readonly string[],
  leadTokens: readonly string[],
): boolean {
  if (a.field === 'other') return false;
  const term = a.tokens[slot]!;
  const own = a.formWords[slot]!;
  // News of the field: the text reads so, or its headline says the field in a second word of it ("Missile
  // strike knocks out power station": a war story told in the grid's words).
  if (classifyTokens(titleTokens, leadTokens) !== a.field && !cueScores(titleTokens, [], own).get(a.field))
    return false;
  // In the headline only, the rest of the text must say the field as a headline would: a cue word
  // in the headline too, or two in the lead ("Measles outbreak closes school" / "… diagnosed with measles").
  const cues = cueScores(titleTokens, leadTokens, own).get(a.field) ?? 0;
  if (!headlineAndLead) return cues > 1;
  if (cues > 0) return true;
  const said = (tokens: readonly string[], phrase: readonly string[]) =>
    tokens.some((_, i) => phrase.every((w, j) => tokens[i + j] === w));
  if (a.stakes.some((p) => p.join(' ') !== term.join(' ') && (said(titleTokens, p) || said(leadTokens, p))))
    return true;
  // A single word of what its audiences watch, in the headline with the term ("Flood toll rises in Varnhold": the death
  // toll), unless the headline, once the term is set aside, reads as news of another field ("Port Ardley council
  // systems down after cyberattack"; a flood lead's "killed" and "army units deployed" leave it the flood's). In the
  // lead only, such a word is too common ("staff", "demand", "policy") to back a term. The word right after the term
  // is the head of its compound and the term's own ("after malware attack", "tremor strike"): set aside with it.
  const rest = classifyTokens(
    titleTokens.filter((w, i) => !own.has(w) && !(i > 0 && own.has(titleTokens[i - 1]!))),
    [],
  );
  if (rest !== 'other' && rest !== a.field) return false;
  // Or a word for what such a word counts ("Wildfire leaves 7 dead": the death toll's dead).
  return titleTokens.some(
    (w) => !own.has(w) && (a.stakeWords.has(w) || conceptsOf(baseForm(w)).some((c) => a.stakeCounts.has(c))),
  );
}

/**
 * Whether an article whose one term of an agent's profile is in its lead only is the agent's news: its headline
 * says a kind of the agent's field the profile does not name ("Landslide cuts mountain road after heavy rain",
 * "Storm knocks out ferry link"), the whole text reads as news of that field, the term is one of the profile's
 * keywords ("sixty houses were evacuated"), and the lead says what the agent's audiences watch besides the term: one
 * of their stakes of several words, or a word for what a stake counts ("houses", "dead"; not "left", more often "left
 * office" than "left their homes"). One word of a stake is too common ("strikes", "power"). A name in the lead, or a
 * term with a headline of another field ("Police arrest man for breach of bail"), is no such news.
 */
function kindOfField(
  a: CompiledAgent,
  slot: number,
  titleTokens: readonly string[],
  leadTokens: readonly string[],
): boolean {
  if (a.field === 'other' || slot >= a.keywords) return false;
  if (classifyTokens(titleTokens, []) !== a.field || classifyTokens(titleTokens, leadTokens) !== a.field) return false;
  const term = a.tokens[slot]!.join(' ');
  const own = a.formWords[slot]!;
  const said = (phrase: readonly string[]) =>
    leadTokens.some((_, i) => phrase.every((w, j) => leadTokens[i + j] === w));
  if (a.stakes.some((p) => p.length > 1 && p.join(' ') !== term && said(p))) return true;
  return leadTokens.some(
    (w) => !own.has(w) && !LOOSE_COUNTS.has(w) && conceptsOf(baseForm(w)).some((c) => a.stakeCounts.has(c)),
  );
}

/** Words of a count that more often say something else ("leave office", "left the party"): no backing on their own. */
const LOOSE_COUNTS: ReadonlySet<string> = new Set(contentTokens('leave leaves leaving left'));

/**
 * Whether a text is news of an agent's field told without the profile's terms: it reads as news of the agent's field
 * (`classify`), its headline and its text say the field in two of the profile's own words ("Grid failure leaves
 * town dark" / "restoring power after a nationwide blackout" for a profile on the power grid), and the field words it
 * uses are more the profile's than not (an income tax rate story says "tax" more than "rate": a central-bank desk does not
 * watch taxes), none right after a word of another topic ("infection rate rise"). A link at the threshold: any agent with a term of its own ranks above it.
 * A text that reads as news of a field the profile's keywords name besides its own (`sideFields`) is the agent's
 * news the same way when one of the words is of the agent's own field and its headline says the other field in the
 * profile's words, not more in others ("Bank sells reserves to defend currency", not "Stocks fall as bank earnings
 * disappoint"). The profile's words the text says (distinct, the headline's first: the link's why), none when it is
 * not such news.
 */
function fieldNews(
  a: CompiledAgent,
  field: EventType,
  titleTokens: readonly string[],
  leadTokens: readonly string[],
): string[] {
  const side = field === a.field ? undefined : a.sideFields.get(field);
  if (field !== a.field && !side) return [];
  const profileWord = (w: string) => a.fieldWords.has(w) || !!side?.has(w);
  // A field word right after a word of another topic is that topic's ("infection rate", "income tax rate").
  const said = (tokens: readonly string[]) =>
    tokens.filter((w, i) => profileWord(w) && !(i > 0 && a.foreign.has(tokens[i - 1]!)));
  const inTitle = said(titleTokens);
  const inLead = said(leadTokens);
  if (!inTitle.length) return [];
  const mine = [...inTitle, ...inLead];
  const words = [...new Set(mine)];
  if (words.length < 2) return [];
  if (side) {
    if (!words.some((w) => a.fieldWords.has(w))) return [];
    let others = 0;
    for (const w of titleTokens) if (cueFields(w).includes(field)) others += side.has(w) ? -1 : 1;
    if (others > 0) return [];
  }
  let other = 0;
  for (const w of [...titleTokens, ...leadTokens]) if (profileWord(w) || cueFields(w).includes(field)) other++;
  return mine.length > other - mine.length ? words : [];
}
