import { claim, countWord, ordinal, type Claim } from './claims.ts';

// Storylines: events of one developing situation linked across the window and the prior reports'
// windows when they share its places and actors, so a report can group them and say "the second
// development around <place> in three days".

/** An event as storylines see it: when, what kind, and the places and actors it names. */
export interface StoryEvent {
  eventId: string;
  title: string;
  eventType: string;
  at: string;
  places: string[];
  actors: string[];
}

export interface Storyline {
  /** The id of its earliest event: stable while the storyline grows. */
  storylineId: string;
  /** Its events, oldest first. */
  eventIds: string[];
  /** The places its events share. */
  places: string[];
}

const DAY = 86_400_000;
/** Events further apart than this are separate situations, whatever they share. */
const MAX_GAP_DAYS = 7;

const norm = (s: string) => s.toLowerCase().replace(/[’']s$/, '');

/**
 * Links events into storylines: two events within a week of each other are one situation when they
 * share a place and either their type or an actor, or share two actors. A place or actor named by
 * most events (a country an agent always watches) links nothing.
 */
export function storylinesOf(events: readonly StoryEvent[]): Storyline[] {
  const list = [...events].sort((a, b) => a.at.localeCompare(b.at) || a.eventId.localeCompare(b.eventId));
  const places = list.map((e) => new Set(e.places.map(norm)));
  const actors = list.map((e) => new Set(e.actors.map(norm)));
  const frequency = new Map<string, number>();
  for (const s of [...places, ...actors]) for (const t of s) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const common = (t: string) => list.length >= 5 && (frequency.get(t) ?? 0) > list.length * 0.4;
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((t) => b.has(t) && !common(t));
  const parent = list.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      if (Date.parse(list[j]!.at) - Date.parse(list[i]!.at) > MAX_GAP_DAYS * DAY) break;
      const p = shared(places[i]!, places[j]!).length;
      const a = shared(actors[i]!, actors[j]!).length;
      if ((p && (a || list[i]!.eventType === list[j]!.eventType)) || a >= 2) parent[find(j)] = find(i);
    }
  const groups = new Map<number, number[]>();
  list.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()].map((members) => {
    const placeCount = new Map<string, { name: string; n: number }>();
    for (const m of members)
      for (const p of new Set(list[m]!.places))
        placeCount.set(norm(p), { name: p, n: (placeCount.get(norm(p))?.n ?? 0) + 1 });
    return {
      storylineId: list[members[0]!]!.eventId,
      eventIds: members.map((m) => list[m]!.eventId),
      places: [...placeCount.values()].filter((p) => p.n > 1 && !common(norm(p.name))).map((p) => p.name),
    };
  });
}

/**
 * Where an event stands in its storyline, when earlier events precede it: "the second development
 * around Port Vell in three days, after <first title>", citing the first event too.
 */
export function storylineClaim(line: Storyline, eventId: string, byId: ReadonlyMap<string, StoryEvent>): Claim | null {
  const k = line.eventIds.indexOf(eventId);
  if (k <= 0) return null;
  const first = byId.get(line.eventIds[0]!)!;
  const self = byId.get(eventId)!;
  const days = Math.max(1, Math.ceil((Date.parse(self.at) - Date.parse(first.at)) / DAY));
  const where = line.places[0] ? ` around ${line.places[0]}` : '';
  return claim(
    `${self.title}: the ${ordinal(k + 1)} development${where} in ${countWord(days)} day${days === 1 ? '' : 's'}, after ${first.title}.`,
    [eventId, first.eventId],
    [k + 1, days],
  );
}
