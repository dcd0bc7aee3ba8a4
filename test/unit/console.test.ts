// The console's pure parts: the word diff of a changed field, citation links, the sparkline's days.
import { describe, expect, it } from 'vitest';
import { citationParts } from '../../console/src/citations.ts';
import { perDay } from '../../console/src/per-day.ts';
import { wordDiff } from '../../console/src/word-diff.ts';

describe('word diff of a changed report field', () => {
  it('marks removed and added words, keeping the common ones', () => {
    const parts = wordDiff('Strikes hit Kharkiv overnight', 'Strikes hit Odesa overnight');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Kharkiv' },
      { kind: 'added', text: 'Odesa' },
    ]);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Strikes hit Odesa overnight');
  });
});

describe('citations', () => {
  it('splits text on [evt_…] citations and leaves other brackets as text', () => {
    expect(citationParts('A [evt_0123456789abcdef01234567] and [note] [evt_x].')).toEqual([
      { text: 'A ' },
      { eventId: 'evt_0123456789abcdef01234567' },
      { text: ' and [note] [evt_x].' },
    ]);
  });
});

describe('events per day', () => {
  it('counts first-seen times per UTC day over the window, oldest day first, whatever the offset', () => {
    const days = perDay(
      ['2026-11-20T23:30:00.000Z', '2026-11-21T00:30:00+02:00', '2026-11-21T08:00:00.000Z', '2026-10-01T00:00:00Z'],
      new Date('2026-11-21T12:00:00Z'),
      3,
    );
    expect(days).toEqual([
      { day: '2026-11-19', count: 0 },
      { day: '2026-11-20', count: 2 },
      { day: '2026-11-21', count: 1 },
    ]);
  });
});
