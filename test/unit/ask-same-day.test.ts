// Ask on a day with several stories of one kind: strikes called by one union in two cities, one storm
// in two towns. Each question is about one place, and its answer comes from that place's story only.
// Fictional sample material written for these tests.
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { SourceDoc } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource } from '../helpers/ask-sources.ts';

const source = (eventId: string, publication: string, at: string, title: string, body: string) =>
  askSource(eventId, publication, at, title, body, true);

const ask = (text: string, sources: SourceDoc[]) =>
  answerFromReading(readMaterial(parseQuestion(text, new Date('2026-07-14T19:00:00Z')), askMaterial(sources)));

const strikes = [
  source(
    'evt_trams',
    'Rail Today',
    '2026-07-14T06:00:00Z',
    'Tram drivers strike in Velmont',
    'Tram drivers in Velmont walked out on Tuesday over pay, halting all 14 lines, the operator said. The Kestrel Transport Union said the strike would last 48 hours.',
  ),
  source(
    'evt_buses',
    'Rail Today',
    '2026-07-14T08:00:00Z',
    'Bus drivers strike in Ostrava Nova',
    'Bus drivers in Ostrava Nova stopped work on Tuesday, cancelling 300 services, the Kestrel Transport Union said.',
  ),
  source(
    'evt_buses',
    'Metro Line',
    '2026-07-14T15:00:00Z',
    'Kestrel union calls off bus strike',
    'The Kestrel Transport Union called off the bus strike in Ostrava Nova on Tuesday afternoon after the council offered a 6% raise.',
  ),
];

const storm = [
  source(
    'evt_marlow',
    'Coast FM',
    '2026-07-14T06:00:00Z',
    'Storm Idris cuts power in Marlow Bay',
    'Storm Idris left 12,000 homes in Marlow Bay without power on Tuesday, the operator Westgrid said.',
  ),
  source(
    'evt_penrick',
    'Inland News',
    '2026-07-14T09:00:00Z',
    'Storm Idris floods Penrick',
    'Storm Idris flooded 40 homes in Penrick on Tuesday, and 3,000 homes there lost power, Westgrid said.',
  ),
  source(
    'evt_marlow',
    'Coast FM',
    '2026-07-14T18:00:00Z',
    'Power back for most of Marlow Bay',
    'Westgrid said 1,500 homes in Marlow Bay were still without power on Tuesday evening.',
  ),
];

describe('one union on strike in two cities the same day', () => {
  it('"Has the strike in Velmont been called off?" is not answered by the bus strike called off in Ostrava Nova', () => {
    const a = ask('Has the strike in Velmont been called off?', strikes);
    expect(a.answer).not.toMatch(/Ostrava Nova/);
    expect(a.answer).toMatch(/Velmont/);
  });

  it("a figure only the other city's story gives is no answer for this one", () => {
    const a = ask('How many services were cancelled in Velmont?', strikes);
    expect(a.answer).not.toMatch(/300/);
  });
});

describe('one storm in two towns', () => {
  it("a town's count is not replaced by the other town's later count", () => {
    const a = ask('How many homes are without power in Penrick?', storm);
    expect(a.answer).toContain('3,000 homes there lost power');
    expect(a.answer).not.toMatch(/1,500|Marlow Bay/);
  });

  it("the other town's count still changes with its own updates", () => {
    const a = ask('How many homes are without power in Marlow Bay?', storm);
    expect(a.answer).toMatch(/fell from 12,000 to 1,500/);
  });
});
