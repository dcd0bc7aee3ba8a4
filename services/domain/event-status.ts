const HOUR = 3_600_000;

export type EventStatus = 'emerging' | 'developing' | 'stable' | 'archived';

/** DECISIONS.md §3, evaluated at read time because it changes with the clock alone. */
export function eventStatus(e: { sourceCount: number; firstSeenAt: Date; lastSourceAt: Date }, now: Date): EventStatus {
  const sinceLastSource = now.getTime() - e.lastSourceAt.getTime();
  if (sinceLastSource >= 7 * 24 * HOUR) return 'archived';
  if (sinceLastSource >= 24 * HOUR) return 'stable';
  if (e.sourceCount <= 1 && now.getTime() - e.firstSeenAt.getTime() < 24 * HOUR) return 'emerging';
  return 'developing';
}

/** low: one publication; medium: 2-3; high: 4 or more distinct publications. */
export function eventConfidence(publicationCount: number): 'low' | 'medium' | 'high' {
  if (publicationCount >= 4) return 'high';
  if (publicationCount >= 2) return 'medium';
  return 'low';
}
