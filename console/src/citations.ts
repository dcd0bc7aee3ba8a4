// Report text cites events inline as `[evt_…]`; the page turns each citation into a link.

/** Splits text on `[evt_…]` citations, for rendering each one as a link to its event. */
export function citationParts(text: string): ({ text: string } | { eventId: string })[] {
  const out: ({ text: string } | { eventId: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(evt_[a-z0-9]{16,})\]/g)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ eventId: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
