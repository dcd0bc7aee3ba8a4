import { describe, expect, it } from 'vitest';
import {
  storylinesAround,
  storylinesHolding,
  storylinesOf,
  storylinesRead,
  type StoryEvent,
} from '../../services/evidence/storylines.ts';

const ev = (id: string, at: string, places: string[], actors: string[] = [], eventType = 'security'): StoryEvent => ({
  eventId: id,
  title: id,
  eventType,
  at,
  places,
  actors,
});

// A strike at one port that spreads to a second, a health story in the second port's city, the
// same port weeks earlier, and a strike elsewhere in the same country.
const EVENTS = [
  ev('a', '2026-11-18T10:00:00Z', ['Rellport', 'Norvania'], ['Dockworkers Union']),
  ev('b', '2026-11-20T10:00:00Z', ['Rellport', 'Kessa', 'Norvania'], ['Dockworkers Union']),
  ev('c', '2026-11-20T11:00:00Z', ['Kessa'], [], 'health'),
  ev('d', '2026-11-01T10:00:00Z', ['Rellport']),
  ev('e', '2026-11-21T09:00:00Z', ['Norvania', 'Dunrow'], ['Rail Workers Guild']),
];

const asSets = (lines: { eventIds: string[] }[]) => lines.map((l) => [...l.eventIds].sort()).sort();

describe('stored storylines', () => {
  it('link the events of one situation and keep a country, other kinds of news and old news apart', () => {
    // Norvania is a country in the gazetteer? It is fictional: use a real one for the country rule.
    const withCountry = EVENTS.map((e) => ({ ...e, places: e.places.map((p) => (p === 'Norvania' ? 'Norway' : p)) }));
    expect(asSets(storylinesOf(withCountry))).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
    const b = storylinesOf(withCountry).find((l) => l.eventIds.includes('b'))!;
    expect(b).toMatchObject({ storylineId: 'a', eventIds: ['a', 'b'], places: ['Rellport'] });
  });

  it('link a place one report names as a place and another as who ("Harnish fever cases reach 60")', () => {
    const lines = storylinesOf([
      ev('f1', '2026-11-18T10:00:00Z', ['Harnish'], [], 'health'),
      ev('f2', '2026-11-19T10:00:00Z', [], ['Harnish'], 'health'),
      // The same word as someone in two reports of another kind links nothing on its own.
      ev('f3', '2026-11-19T12:00:00Z', [], ['Harnish'], 'economy'),
    ]);
    expect(asSets(lines)).toEqual([['f1', 'f2'], ['f3']]);
  });

  it('are the same whatever order the events arrive in, so a replay stores what the live worker stored', () => {
    const once = storylinesOf(EVENTS);
    for (const order of [[...EVENTS].reverse(), [EVENTS[2]!, EVENTS[0]!, EVENTS[4]!, EVENTS[1]!, EVENTS[3]!]])
      expect(storylinesOf(order)).toEqual(once);
  });

  it('are read as stored when every event carries its storyline, and linked per report otherwise', () => {
    const stored = EVENTS.map((e) => ({ ...e, storylineId: e.eventId === 'c' ? 'b' : 'x' }));
    expect(asSets(storylinesRead(stored))).toEqual([['a', 'b', 'd', 'e'], ['c']]);
    expect(storylinesRead(stored).find((l) => l.eventIds.includes('c'))!.storylineId).toBe('b');
    expect(storylinesRead([...stored.slice(1), EVENTS[0]!])).toEqual(storylinesOf(EVENTS));
  });

  it('are worked out whole around the changed events, reading further back while a storyline reaches the edge', async () => {
    // A chain of events two days apart over three weeks: each links the next, so all are one storyline.
    const chain = Array.from({ length: 11 }, (_, i) =>
      ev(
        `s${String(i).padStart(2, '0')}`,
        new Date(Date.parse('2026-11-01T00:00:00Z') + i * 2 * 86_400_000).toISOString(),
        ['Strait of Varn'],
        ['Red Banner Militia'],
      ),
    );
    const loads: [string, string][] = [];
    const ids = await storylinesAround([chain[10]!.eventId], [Date.parse(chain[10]!.at)], (from, to) => {
      loads.push([from.toISOString(), to.toISOString()]);
      return Promise.resolve(
        chain.filter((e) => Date.parse(e.at) >= from.getTime() && Date.parse(e.at) <= to.getTime()),
      );
    });
    expect(new Set(ids.values())).toEqual(new Set(['s00']));
    expect(ids.size).toBe(11);
    expect(loads.length).toBeGreaterThan(1);
  });

  it('around changed events are the storylines the whole set has, walked out from those events only', () => {
    // Three weeks of events drawn from a few places and actors: chains, bridges and loners.
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const places = ['Rellport', 'Kessa', 'Dunrow', 'Norway', 'Strait of Varn'];
    const actors = ['Dockworkers Union', 'Red Banner Militia', 'Rail Workers Guild', 'Port Authority'];
    const pick = (xs: string[]) => xs.filter(() => rand() < 0.25);
    const events = Array.from({ length: 300 }, (_, i) =>
      ev(
        `e${i}`,
        new Date(Date.parse('2026-11-01T00:00:00Z') + Math.floor(rand() * 21 * 86_400_000)).toISOString(),
        pick(places),
        pick(actors),
        rand() < 0.5 ? 'security' : 'labor',
      ),
    );
    const whole = storylinesOf(events);
    for (const seeds of [['e0'], ['e5', 'e17', 'e250'], events.map((e) => e.eventId)]) {
      const held = whole
        .filter((l) => l.eventIds.some((id) => seeds.includes(id)))
        .map(({ storylineId, eventIds }) => ({ storylineId, eventIds }));
      const sort = (ls: { storylineId: string }[]) =>
        [...ls].sort((a, b) => a.storylineId.localeCompare(b.storylineId));
      expect(sort(storylinesHolding(events, seeds))).toEqual(sort(held));
    }
    expect(whole.some((l) => l.eventIds.length > 3)).toBe(true);
    expect(whole.some((l) => l.eventIds.length === 1)).toBe(true);
  });
});
