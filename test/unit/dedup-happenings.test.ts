// What happened decides identity too (issue 31, blind3's same place, different hazard): the kind of
// happening a headline names. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { happeningKinds, otherHappening } from '../../services/dedup/happenings.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-06-10T06:00:00Z');
const side = (title: string, opening: string) => ({
  head: happeningKinds(title),
  kinds: happeningKinds(`${title}\n${opening}`),
});

describe('the kind of happening a headline names (issue 31)', () => {
  it('reads kinds by the words news tells them by, a leak of data as a breach', () => {
    expect(happeningKinds('Dockworkers walk out at Halvik port')).toEqual(['walkout']);
    // How it was done is read too (see `otherMode`).
    expect(happeningKinds('Drone strike hits Halvik fuel depot')).toEqual(['attack', 'from-the-air']);
    expect(happeningKinds('Telecom chief apologises for data leak')).toEqual(['cyber']);
    expect(happeningKinds('Pipeline leak forces shutdown')).toEqual(['leak']);
    expect(happeningKinds('Government agrees ceasefire; minister fires aide')).toEqual([]);
    expect(happeningKinds('Fighting flares despite hours-old cease-fire')).toEqual([]);
    expect(happeningKinds('Senator storms out of budget talks, under fire over remarks')).toEqual([]);
  });

  it('tells a town’s measles outbreak from its dengue outbreak, not a landslide from the quake that set it off', () => {
    const measles = side('Measles spreads in Dornfeld', 'Health officials in Dornfeld confirmed 40 measles cases.');
    const dengue = side('Dengue cases in Dornfeld rise to 60', 'Sixty dengue cases have been confirmed in Dornfeld.');
    expect(otherHappening(measles, dengue)).toBe(true);
    const quake = side('Strong quake kills nine in Dornfeld', 'A magnitude 6.1 earthquake struck Dornfeld at dawn.');
    const slide = side(
      'Landslide buries road near Dornfeld',
      'A landslide set off by Tuesday’s earthquake buried the main road into Dornfeld.',
    );
    expect(otherHappening(slide, quake)).toBe(false);
    // A report of spreading is no exception: the measles outbreak spreading is not the dengue outbreak.
    expect(otherHappening(side('Measles spreads to Orlen', 'Measles cases were confirmed in Orlen.'), dengue)).toBe(
      true,
    );
    // A follow-up naming no kind is left to the other rules.
    expect(otherHappening(side('Dornfeld toll rises to 14', 'Rescuers found five more bodies.'), quake)).toBe(false);
  });

  it('founds two events for a port’s strike and a fire at the same port on one day, and joins each one’s later report', () => {
    const stream = [
      report(
        'https://a.example/h1',
        'Harbour Wire',
        0,
        'Dockworkers strike at Halvik port',
        'Dockworkers at Halvik port walked out on Monday over pay, halting container handling at the port, their union said. Ships began to queue outside Halvik.',
      ),
      report(
        'https://b.example/h1',
        'Morning Ledger',
        60,
        'Fire breaks out in Halvik port warehouse',
        'A fire broke out in a warehouse at Halvik port on Monday, sending smoke over the port, the port authority said. Ships began to queue outside Halvik.',
      ),
      report(
        'https://c.example/h1',
        'Civic Post',
        120,
        'Halvik port walkout strands 12 ships',
        'Twelve ships waited outside Halvik port as the dockworkers’ walkout over pay halted container handling, the port authority said.',
      ),
      report(
        'https://d.example/h1',
        'Evening Star',
        180,
        'Halvik port fire under control',
        'Firefighters brought the fire in the Halvik port warehouse under control, the port authority said; no one was hurt.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/h1')).toBe(of('https://c.example/h1'));
    expect(of('https://b.example/h1')).toBe(of('https://d.example/h1'));
    expect(of('https://a.example/h1')).not.toBe(of('https://b.example/h1'));
  });
});
