import { DAY_MS as DAY, type StoryEvent, type Storyline } from '../evidence/storylines.ts';
import { claim, countWord, ordinal, type Claim } from './claims.ts';

// Storylines in a report: where an event stands in its storyline ("the second development around
// <place> in three days"). The storylines themselves are linked in services/evidence/storylines.ts
// and stored by the dedup worker with each agent link; a report reads them from there.

export { storylinesOf, storylinesRead, type StoryEvent, type Storyline } from '../evidence/storylines.ts';

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
