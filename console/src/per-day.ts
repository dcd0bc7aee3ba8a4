// The agents grid's sparkline: events per day.

/** Events per day over the `days` days up to `now` (UTC days), from each event's first-seen time. */
export function perDay(times: string[], now: Date, days: number): { day: string; count: number }[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const out = Array.from({ length: days }, (_, i) => ({
    day: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    count: 0,
  }));
  const index = new Map(out.map((d, i) => [d.day, i]));
  for (const t of times) {
    const i = index.get(new Date(t).toISOString().slice(0, 10));
    if (i !== undefined) out[i]!.count++;
  }
  return out;
}
