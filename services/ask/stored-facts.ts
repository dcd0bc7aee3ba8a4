import { sameCount, trackFigures, type FigureFact, type TurnFact } from '../evidence/facts.ts';
import type { Figure } from '../evidence/figures.ts';
import type { Unit } from './reading.ts';

// The facts the dedup worker stored with each source (services/evidence/facts.ts), as Ask reads them:
// which sentence states which count, what value a source says it replaced, and which sentences say
// the situation turned (a deal, a reopening, talks that failed). Pure.

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A figure of what went back ("power was restored to 40,000 homes") counts something else than one
 * of what is out ("18,000 homes without power"), except "restored to all but 2,400 homes", which
 * states what is still out.
 */
const RECOVERY = /\b(?:restored|reconnected|returned|reopened|released|freed|recovered|rescued|resumed|back)\b/i;
const recovered = (f: FigureFact) =>
  RECOVERY.test(f.sentence) &&
  !new RegExp(`\\ball but ${f.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(f.sentence);

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
 * (`chosen`, each with its figure), joined with every other stored figure of the same events that
 * counts the same thing (same key, same or no place, same unit), tracked over the sources' times as
 * one story (its events together). Null when the chosen sentences have no stored facts.
 */
export function countHistory(chosen: { unit: Unit; figure: Figure }[], units: readonly Unit[]): CountHistory | null {
  const asked = chosen.flatMap(({ unit, figure }) => {
    const fact = factOfFigure(unit, figure);
    return fact ? [fact] : [];
  });
  if (!asked.length) return null;
  const keys = [...new Set(asked.map((f) => f.key).filter(Boolean))];
  const places = new Set(asked.map((f) => f.place).filter((p): p is string => p !== null));
  const unit = asked[0]!.unit;
  const recovery = recovered(asked[0]!);
  // Each stored fact of the count, re-keyed as one story (its events together), with its sentence.
  const of = new Map<FigureFact, { fact: FigureFact; unit: Unit }>();
  const seen = new Set<FigureFact>();
  for (const u of units)
    for (const f of figureFactsOf(u)) {
      if (seen.has(f)) continue;
      seen.add(f);
      const counts =
        asked.includes(f) ||
        (f.unit === unit &&
          f.key !== '' &&
          recovered(f) === recovery &&
          keys.some((k) => sameCount(k, f.key)) &&
          (!f.place || !places.size || places.has(f.place)));
      if (counts) of.set({ ...f, eventId: 'story', key: keys[0] ?? f.key, place: null }, { fact: f, unit: u });
    }
  const tracked = trackFigures([...of.keys()])[0];
  if (!tracked) return null;
  const latest = of.get(tracked.latest)!;
  const history = [...of.keys()].sort((a, b) => a.at.localeCompare(b.at));
  const stated = tracked.latest.from;
  // The value the latest replaced: what its own sentence says, else the newest earlier value another
  // source gave that is not a disagreement of the same round.
  const earlier = history
    .filter((f) => f.at < tracked.latest.at && f.value !== tracked.latest.value && !tracked.disagreeing.includes(f))
    .at(-1);
  const replaced = stated
    ? { value: stated.value, text: stated.text, unit: latest.unit }
    : earlier
      ? { value: earlier.value, text: earlier.text, unit: of.get(earlier)!.unit }
      : null;
  return {
    latest,
    replaced,
    disagreeing: tracked.disagreeing.map((f) => of.get(f)!),
  };
}
