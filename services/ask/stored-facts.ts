import { sameCount, trackFigures, type FigureFact, type TurnFact } from '../evidence/facts.ts';
import type { Figure } from '../evidence/figures.ts';
import { GENERIC_COUNTED, MEASURE_CONCEPTS, conceptOf } from '../evidence/lexicon.ts';
import type { Unit } from './reading.ts';

// The facts the dedup worker stored with each source (services/evidence/facts.ts), as Ask reads them:
// which sentence states which count, what value a source says it replaced, and which sentences say
// the situation turned (a deal, a reopening, talks that failed). Pure.

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A figure of what went back ("power was restored to 40,000 homes", "the last five miners were brought
 * out alive") counts something else than one of what is out ("18,000 homes without power"), except "restored to all but 2,400 homes", which
 * states what is still out.
 */
const RECOVERY =
  /\b(?:restored|reconnected|returned|reopened|released|freed|recovered|rescued|resumed|back|(?:brought|pulled|lifted|winched) (?:out|up|free|clear|to safety|to the surface))\b/i;
const recovered = (f: FigureFact) =>
  RECOVERY.test(f.sentence) &&
  !new RegExp(`\\ball but ${f.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(f.sentence);

/**
 * Whether a figure of a sentence names a part of a count, not the count's value: "40 of the postponed
 * operations", or those of it that do something as a rule ("3,200 customers who pay by direct debit",
 * "900 tenants that rent from the council"). "12 people who died", "300 residents who were evacuated"
 * say what happened to them: the count itself.
 */
export function namesAPart(sentence: string, figureText: string): boolean {
  const fig = figureText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(`\\b${fig} of (?:the|its|their|these|those)\\b`, 'i').test(sentence) ||
    new RegExp(`\\b${fig}(?: [\\w-]+){1,2} (?:who|that) (?:${HABITS})\\b`, 'i').test(sentence)
  );
}
/** Present-tense verbs that sort the members of a group by what they do as a rule. */
const HABITS =
  'pay|pays|live|lives|use|uses|work|works|own|owns|rent|rents|hold|holds|bank|banks|rely|relies|receive|receives|buy|buys|subscribe|subscribes|commute|commutes|drive|drives|travel|travels|attend|attends';
const part = (f: FigureFact) => namesAPart(f.sentence, f.text);

/** The stored figure facts a sentence states, from every source that carries it. */
export function figureFactsOf(u: Unit): FigureFact[] {
  const text = clean(u.text);
  return u.carriers.flatMap((c) => (c.facts?.figures ?? []).filter((f) => clean(f.sentence) === text));
}

/** The stored fact for one figure of a sentence (the same value, stated by that sentence). */
export function factOfFigure(u: Unit, f: Figure): FigureFact | undefined {
  return figureFactsOf(u).find((x) => x.value === f.value);
}

/** Whether a sentence says the situation turned: a resolution or a breakdown (not a plan). */
export function turnOf(u: Unit): TurnFact['kind'] | null {
  const text = clean(u.text);
  for (const c of u.carriers)
    for (const t of c.facts?.turns ?? []) if (t.kind !== 'scheduled' && clean(t.sentence) === text) return t.kind;
  return null;
}

/** One count's history over the sources, as Ask answers with it. */
export interface CountHistory {
  /** The newest value, and the sentence stating it. */
  latest: { fact: FigureFact; unit: Unit };
  /** The value it replaced, when a source says so: in the latest's own sentence ("up from 22") or as an earlier value of the count. */
  replaced: { value: number; text: string; unit: Unit } | null;
  /** Other publications' values at about the same time as the latest. */
  disagreeing: { fact: FigureFact; unit: Unit }[];
}

/**
 * The history of the count a figure answer is about: the stored facts of the chosen sentences
 * (`chosen`, each with its figure; the first is the answer's), joined with every other stored figure
 * of the sentences read that counts the same thing (same key and unit, both of what went back or
 * neither, both a part or neither; of the same events with the same or no place, of another event
 * only at the same place), tracked over the sources' times as one story. Null when the answer's
 * sentence has no stored fact.
 */
export function countHistory(chosen: { unit: Unit; figure: Figure }[], units: readonly Unit[]): CountHistory | null {
  const asked = chosen.flatMap(({ unit, figure }) => {
    const fact = factOfFigure(unit, figure);
    return fact ? [fact] : [];
  });
  // The sentence the answer chose must be in the facts: they speak of its count, or of none.
  if (!chosen.length || !factOfFigure(chosen[0]!.unit, chosen[0]!.figure)) return null;
  const keys = [...new Set(asked.map((f) => f.key).filter(Boolean))];
  const places = new Set(asked.map((f) => f.place).filter((p): p is string => p !== null));
  const events = new Set(asked.map((f) => f.eventId));
  const unit = asked[0]!.unit;
  const recovery = recovered(asked[0]!);
  const partial = part(asked[0]!);
  // Each stored fact of the count, re-keyed as one story (its events together), with its sentence.
  const of = new Map<FigureFact, { fact: FigureFact; unit: Unit }>();
  const seen = new Set<FigureFact>();
  for (const u of units)
    for (const f of figureFactsOf(u)) {
      if (seen.has(f)) continue;
      seen.add(f);
      // Another event's figure joins only where it names the same place: an event of its own may be
      // another story that counts the same kind of thing.
      const sameStory = events.has(f.eventId)
        ? !f.place || !places.size || places.has(f.place)
        : f.place !== null && places.has(f.place);
      const counts =
        asked.includes(f) ||
        (u.namesHeld &&
          f.unit === unit &&
          f.key !== '' &&
          recovered(f) === recovery &&
          part(f) === partial &&
          keys.some((k) => sameCount(k, f.key)) &&
          sameDoing(asked[0]!, f, chosen[0]!.unit, u) &&
          sameStory);
      if (counts) of.set({ ...f, eventId: 'story', key: keys[0] ?? f.key, place: null }, { fact: f, unit: u });
    }
  const tracked = trackFigures([...of.keys()])[0];
  if (!tracked) return null;
  // Of the facts stated at the latest time, the sentence the answer chose (its best measure of what is asked).
  const first = [...of].find(([, v]) => v.fact === asked[0]);
  const newest = first && first[0].at === tracked.latest.at ? first[0] : tracked.latest;
  const latest = of.get(newest)!;
  const history = [...of.keys()].sort((a, b) => a.at.localeCompare(b.at));
  // Other publications' values at about the same time, unless the same publication said something since.
  const disagreeing = history.filter(
    (f) =>
      f.publication !== newest.publication &&
      f.value !== newest.value &&
      Date.parse(newest.at) - Date.parse(f.at) <= SAME_ROUND_MS &&
      !history.some((x) => x.publication === f.publication && x.at > f.at),
  );
  // The value the latest replaced: what its own sentence says, else the newest earlier value another
  // source gave that is not a disagreement of the same round.
  const earlier = history
    .filter((f) => f.at < newest.at && f.value !== newest.value && !disagreeing.includes(f))
    .at(-1);
  const replaced = newest.from
    ? { value: newest.from.value, text: newest.from.text, unit: latest.unit }
    : earlier
      ? { value: earlier.value, text: earlier.text, unit: of.get(earlier)!.unit }
      : null;
  return { latest, replaced, disagreeing: disagreeing.map((f) => of.get(f)!) };
}

/**
 * "7 people killed" and "a campaign targeting 50,000 people" count people: what happened to them
 * says which count it is. Figures of a generic noun are one count only when the words around them
 * name the same measure (killed, evacuated, missing …) or neither names one.
 */
function sameDoing(a: FigureFact, b: FigureFact, ua: Unit, ub: Unit): boolean {
  const generic = (f: FigureFact) => f.key.split(' ').every((w) => GENERIC_COUNTED.has(w));
  if (!generic(a) && !generic(b)) return true;
  const measures = (f: FigureFact, u: Unit) => {
    const fig = u.figures.find((x) => x.value === f.value);
    return new Set(
      [...(fig?.before ?? []), ...(fig?.after ?? [])]
        .map(conceptOf)
        .filter((c): c is string => c !== null && MEASURE_CONCEPTS.has(c)),
    );
  };
  const [ma, mb] = [measures(a, ua), measures(b, ub)];
  if (!ma.size && !mb.size) return true;
  return [...ma].some((c) => mb.has(c));
}

/** Hours within which two publications' different values for one count are a disagreement, not a change. */
const SAME_ROUND_MS = 3 * 3_600_000;
