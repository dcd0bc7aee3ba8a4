// A backlog read from the log in chunks that span days (a worker catching up, the quality benchmark's
// streams): each report still joins the events of its own day. Fictional reports of our own.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-09-14T06:00:00Z');
const DAY = 24 * 60;

const stream = [
  report(
    'https://a.example/ferry',
    'Harbour Wire',
    0,
    'Ferry runs aground off Kastova, 40 rescued',
    'A passenger ferry ran aground off Kastova on Monday and coastguard boats rescued 40 people, the port authority said.',
  ),
  report(
    'https://b.example/budget',
    'Morning Ledger',
    20,
    'Orvelland council passes budget',
    'The Orvelland council passed its budget for next year on Monday after a long debate over school funding.',
  ),
  report(
    'https://c.example/festival',
    'Civic Post',
    40,
    'Brenholt film festival opens',
    'The Brenholt film festival opened on Monday with a sold-out screening in the old town hall.',
  ),
  // The next chunk opens an hour after the ferry ran aground and ends ten days later.
  report(
    'https://d.example/ferry',
    'Evening Star',
    60,
    'Coastguard rescues 40 as ferry runs aground off Kastova',
    'Coastguard boats rescued 40 passengers after a ferry ran aground off Kastova on Monday, the port authority said.',
  ),
  report(
    'https://e.example/bridge',
    'Harbour Wire',
    10 * DAY,
    'Morrow bridge reopens after repairs',
    'The Morrow bridge reopened to traffic on Thursday after three months of repairs, the roads office said.',
  ),
  report(
    'https://f.example/market',
    'Morning Ledger',
    10 * DAY + 30,
    'Ardley market moves to new square',
    'The weekly Ardley market moved to the new square on Thursday, traders said.',
  ),
];

describe('a backlog read in chunks that span days', () => {
  it("joins a chunk's first report to the event of its own day, as reading one report at a time does", () => {
    const chunked = decideStream(stream, { chunkSize: 3 });
    expect(chunked.get('https://d.example/ferry')).toBe(chunked.get('https://a.example/ferry'));
    expect(chunked).toEqual(decideStream(stream, { chunkSize: 1 }));
  });
});
