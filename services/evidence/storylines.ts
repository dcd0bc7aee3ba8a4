import { countryOf } from '../dedup/gazetteer.ts';

// Storylines: an agent's events of one developing situation, linked when they share its places and
// actors. The link between two events depends on those two events alone, so the storylines of a
// set of events are a function of the events (not of the order they arrived in): the dedup worker
// stores them with each agent link, a replay rebuilds the same ones, and reports and Ask read them.

/** An event as storylines see it: when, what kind, and the places and actors it names. */
export interface StoryEvent {
  eventId: string;
  title: string;
  eventType: string;
  at: string;
  places: string[];
  actors: string[];
  /** Its storyline as stored (the projection), when read from there. */
  storylineId?: string | null;
}

export interface Storyline {
  /** The id of its earliest event (by time, then id): stable while the storyline grows forward. */
  storylineId: string;
  /** Its events, oldest first. */
  eventIds: string[];
  /** The places its events share. */
  places: string[];
}

export const DAY_MS = 86_400_000;
/** Events further apart than this are separate situations, whatever they share. */
export const MAX_GAP_DAYS = 7;

const norm = (s: string) => s.toLowerCase().replace(/[’']s$/, '');

/**
 * A country is the ground many situations stand on (an agent watching a war sees it named in every
 * event), not a situation: it links nothing. Cities, ports, straits, named groups and people do.
 */
const linking = (term: string) => countryOf(term) === null;

/** The normalised places and actors of an event that can link it to another. */
export interface StoryTerms {
  at: number;
  eventType: string;
  places: Set<string>;
  actors: Set<string>;
}

export function termsOf(e: StoryEvent): StoryTerms {
  return {
    at: Date.parse(e.at),
    eventType: e.eventType,
    places: new Set(e.places.filter(linking).map(norm)),
    actors: new Set(e.actors.filter(linking).map(norm)),
  };
}

const sharedCount = (a: Set<string>, b: Set<string>) => {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n;
};

/** The places of one event the other names at all: a name one report gives as a place ("in Velmora")
 *  and another as who ("Velmora cholera cases reach 38") is still that place. */
const placesShared = (a: StoryTerms, b: StoryTerms) => {
  let n = 0;
  for (const t of a.places) if (b.places.has(t) || b.actors.has(t)) n++;
  for (const t of b.places) if (!a.places.has(t) && a.actors.has(t)) n++;
  return n;
};

/**
 * Two events are one situation when they are within a week of each other and share a place (named
 * as a place by either) and either their type or an actor, or share two actors.
 */
export function linked(a: StoryTerms, b: StoryTerms): boolean {
  if (Math.abs(a.at - b.at) > MAX_GAP_DAYS * DAY_MS) return false;
  const p = placesShared(a, b);
  const x = sharedCount(a.actors, b.actors);
  return (p > 0 && (x > 0 || a.eventType === b.eventType)) || x >= 2;
}

const byTime = (a: StoryEvent, b: StoryEvent) => a.at.localeCompare(b.at) || a.eventId.localeCompare(b.eventId);

/** The events linked into storylines (connected by `linked`), each storyline named by its earliest event. */
export function storylinesOf(events: readonly StoryEvent[]): Storyline[] {
  const list = [...events].sort(byTime);
  const terms = list.map(termsOf);
  const parent = list.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      if (terms[j]!.at - terms[i]!.at > MAX_GAP_DAYS * DAY_MS) break;
      if (linked(terms[i]!, terms[j]!)) parent[find(j)] = find(i);
    }
  const groups = new Map<number, number[]>();
  list.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()].map((members) => lineOf(members.map((m) => list[m]!)));
}

/** A storyline of events already grouped (oldest first), its id the stored one when they carry it. */
function lineOf(members: readonly StoryEvent[], storylineId?: string): Storyline {
  const placeCount = new Map<string, { name: string; n: number }>();
  for (const m of members)
    for (const p of new Set(m.places.filter(linking)))
      placeCount.set(norm(p), { name: p, n: (placeCount.get(norm(p))?.n ?? 0) + 1 });
  return {
    storylineId: storylineId ?? members[0]!.eventId,
    eventIds: members.map((m) => m.eventId),
    places: [...placeCount.values()].filter((p) => p.n > 1).map((p) => p.name),
  };
}

/**
 * The storylines of events as the projection stored them (`storylineId` on each), else as linked
 * here: a report reads the stored ones and works them out only for events written without them.
 */
export function storylinesRead(events: readonly StoryEvent[]): Storyline[] {
  if (!events.length || events.some((e) => !e.storylineId)) return storylinesOf(events);
  const groups = new Map<string, StoryEvent[]>();
  for (const e of [...events].sort(byTime)) groups.set(e.storylineId!, [...(groups.get(e.storylineId!) ?? []), e]);
  return [...groups].map(([id, members]) => lineOf(members, id));
}

/**
 * The storylines of `events` that hold one of `seeds`, as `storylinesOf` finds them (the same events
 * and ids; no places): walked out from the seeds through linked events, so each event is compared
 * only with those within a week of an event of these storylines, not every pair of `events`.
 */
export function storylinesHolding(
  events: readonly StoryEvent[],
  seeds: Iterable<string>,
): Pick<Storyline, 'storylineId' | 'eventIds'>[] {
  const times = events.map((e) => Date.parse(e.at));
  // Indices by time, for the events within a week of one.
  const order = events.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
  const sortedTimes = order.map((i) => times[i]!);
  const firstFrom = (t: number) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedTimes[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const terms: (StoryTerms | undefined)[] = [];
  const termsAt = (i: number) => (terms[i] ??= termsOf(events[i]!));
  const index = new Map(events.map((e, i) => [e.eventId, i]));
  const seen = new Uint8Array(events.length);
  const gap = MAX_GAP_DAYS * DAY_MS;
  const out: Pick<Storyline, 'storylineId' | 'eventIds'>[] = [];
  for (const seed of seeds) {
    const start = index.get(seed);
    if (start === undefined || seen[start]) continue;
    seen[start] = 1;
    const members = [start];
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      for (let at = firstFrom(times[i]! - gap); at < order.length && sortedTimes[at]! <= times[i]! + gap; at++) {
        const j = order[at]!;
        if (!seen[j] && linked(termsAt(i), termsAt(j))) {
          seen[j] = 1;
          members.push(j);
        }
      }
    }
    const line = members.map((m) => events[m]!).sort(byTime);
    out.push({ storylineId: line[0]!.eventId, eventIds: line.map((e) => e.eventId) });
  }
  return out;
}

/**
 * The storylines that hold `seeds` among an agent's events, complete: `load` gives the agent's
 * events in a time range, and the range widens until no event of these storylines is within a week
 * of its edge (so nothing outside it could link to them). Returns each event's storyline id.
 */
export async function storylinesAround(
  seeds: readonly string[],
  seedTimes: readonly number[],
  load: (from: Date, to: Date) => Promise<StoryEvent[]>,
): Promise<Map<string, string>> {
  const gap = MAX_GAP_DAYS * DAY_MS;
  let from = Math.min(...seedTimes) - gap;
  let to = Math.max(...seedTimes) + gap;
  for (;;) {
    const events = await load(new Date(from), new Date(to));
    const lines = storylinesHolding(events, seeds);
    const times = new Map(events.map((e) => [e.eventId, Date.parse(e.at)]));
    const members = lines.flatMap((l) => l.eventIds.map((id) => times.get(id)!));
    const [lo, hi] = members.length ? [Math.min(...members) - gap, Math.max(...members) + gap] : [from, to];
    if (lo >= from && hi <= to)
      return new Map(lines.flatMap((l) => l.eventIds.map((id) => [id, l.storylineId] as const)));
    from = Math.min(from, lo);
    to = Math.max(to, hi);
  }
}
