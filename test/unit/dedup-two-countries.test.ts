// Two countries' happenings of one kind on one day (issue 31): one desk tells its country's blackout,
// strike or quake by its people's name ("Vardeshi grid collapses"), another tells the other country's
// by "in X" ("Millions without power in Torlund"). They are two events; and one country's happening
// told both ways by two desks is still one. Sentences of our own, fictional names, several desk
// styles (wire dateline, brief, live blog, trade press, local paper).
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

/**
 * The day's other news of two lands, by their names and their peoples' (an election date, a recall, a
 * harvest, a budget): each land is named by several events, so its name is the stream's background and
 * no longer tells two headlines apart by itself, as in a busy news day.
 */
function otherNews(report: ReturnType<typeof reportsFrom>, [landA, peopleA]: string[], [landB, peopleB]: string[]) {
  return [
    report(
      `https://wire.example/${landA}-election`,
      'Coast Wire',
      -600,
      'General election set for April 12',
      `The government of ${landA} set a general election for April 12, the prime minister’s office said.`,
    ),
    report(
      `https://autos.example/${landB}-recall`,
      'Auto Trade',
      -540,
      'Oskel recalls 40,000 vans over brake fault',
      `A ${peopleB} carmaker, Oskel Motors, recalled 40,000 vans over a brake fault.`,
    ),
    report(
      `https://farm.example/${landA}-harvest`,
      'Farm Journal',
      -480,
      'Dry summer cuts wheat harvest by a fifth',
      `The ${peopleA} wheat harvest will fall by a fifth after a dry summer, the farm ministry said.`,
    ),
    report(
      `https://brief.example/${landB}-budget`,
      'Morning Brief',
      -420,
      'Lawmakers pass 2027 budget after week of debate',
      `Lawmakers in ${landB} passed the 2027 budget late at night after a week of debate.`,
    ),
  ];
}

describe('two countries, one kind of happening, one day', () => {
  it('keeps two blackouts apart when one is told by its people and the other "in" its land, and joins each to its own reports', () => {
    const report = reportsFrom('2026-10-03T05:00:00Z');
    const decisions = decideStream([
      ...otherNews(report, ['Torlund', 'Torlundish'], ['Vardesh', 'Vardeshi']),
      ...otherNews(report, ['Vardesh', 'Vardeshi'], ['Torlund', 'Torlundish']),
      report(
        'https://brief.example/vardesh-grid',
        'Morning Brief',
        0,
        'Vardeshi grid collapses',
        'The Vardeshi grid operator said on Saturday it was restoring power after a nationwide blackout left about 9 million people without electricity. Hospitals ran on generators.',
      ),
      report(
        'https://coast-wire.example/torlund-power',
        'Coast Wire',
        15,
        'Millions without power in Torlund',
        'About 4 million people in Torlund lost power on Saturday after a nationwide blackout, the grid operator said. Hospitals ran on generators.',
      ),
      report(
        'https://live.example/vardesh-blackout',
        'Europe Live',
        40,
        'Live: millions without power in Vardesh',
        '11:05 GMT - About 9 million people in Vardesh are still without power after Saturday’s nationwide blackout, the grid operator says. It is restoring power; hospitals are running on generators.',
      ),
      report(
        'https://energy-weekly.example/torlund-line',
        'Energy Weekly',
        70,
        'Torlundish grid collapses as line trips',
        'The Torlundish national utility said a tripped transmission line caused Saturday’s blackout, which left about 4 million people without power. The metro was halted and traffic lights failed.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://live.example/vardesh-blackout')).toBe(eventOf('https://brief.example/vardesh-grid'));
    expect(eventOf('https://energy-weekly.example/torlund-line')).toBe(
      eventOf('https://coast-wire.example/torlund-power'),
    );
    expect(eventOf('https://coast-wire.example/torlund-power')).not.toBe(eventOf('https://brief.example/vardesh-grid'));
  });

  it('keeps two quakes apart when one is told by its people and the other "in" its land, and joins each to its own reports', () => {
    const report = reportsFrom('2026-11-12T02:00:00Z');
    const decisions = decideStream([
      ...otherNews(report, ['Brennica', 'Brennican'], ['Mirvale', 'Mirvalese']),
      ...otherNews(report, ['Mirvale', 'Mirvalese'], ['Brennica', 'Brennican']),
      report(
        'https://brief.example/brennica-quake',
        'Morning Brief',
        0,
        'Earthquake kills 7 in Brennica',
        'A magnitude 6.1 earthquake struck Brennica early on Thursday, killing at least 7 people and bringing down older buildings, the disaster agency said.',
      ),
      report(
        'https://harbour-wire.example/mirvale-quake',
        'Harbour Wire',
        20,
        'Mirvalese quake leaves 12 dead',
        'A magnitude 5.8 earthquake killed at least 12 people in the Mirvalese hill country early on Thursday, bringing down older buildings, the disaster agency said.',
      ),
      report(
        'https://valley-times.example/brennica-rescue',
        'Valley Times',
        50,
        'Brennican rescuers dig through rubble after quake',
        'Brennican rescuers dug through rubble on Thursday after a magnitude 6.1 earthquake killed at least 7 people, the disaster agency said.',
      ),
      report(
        'https://live.example/mirvale-quake',
        'World Live',
        80,
        'Live: quake toll rises in Mirvale',
        '09:40 GMT - The toll from Thursday’s magnitude 5.8 earthquake in Mirvale has risen to 12, the civil protection service says. Rescuers are still searching collapsed homes.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://valley-times.example/brennica-rescue')).toBe(
      eventOf('https://brief.example/brennica-quake'),
    );
    expect(eventOf('https://live.example/mirvale-quake')).toBe(eventOf('https://harbour-wire.example/mirvale-quake'));
    expect(eventOf('https://harbour-wire.example/mirvale-quake')).not.toBe(
      eventOf('https://brief.example/brennica-quake'),
    );
  });

  it('keeps two port strikes apart when one is told by its people and the other "in" its land, and joins each to its own reports', () => {
    const report = reportsFrom('2026-09-22T06:00:00Z');
    const decisions = decideStream([
      ...otherNews(report, ['Essaly', 'Essalian'], ['Quenmark', 'Quenmarkish']),
      ...otherNews(report, ['Quenmark', 'Quenmarkish'], ['Essaly', 'Essalian']),
      report(
        'https://trade.example/essaly-ports',
        'Shipping Daily',
        0,
        'Strike by Essalian dockworkers halts ports',
        'The Essalian dockworkers’ union said its members walked out on Tuesday over pay, halting container traffic at the country’s main ports.',
      ),
      report(
        'https://coast-wire.example/quenmark-strike',
        'Coast Wire',
        25,
        'Port strike halts shipping in Quenmark',
        'HALDEN, Sept 22 (Coast Wire) - Dockworkers in Quenmark walked out on Tuesday over pay, halting container traffic at the country’s main ports, their union said.',
      ),
      report(
        'https://brief.example/essaly-strike',
        'Morning Brief',
        55,
        'Ships queue as port strike grips Essaly',
        'Ships queued off Essaly on Tuesday as dockworkers stayed out over pay, their union said.',
      ),
      report(
        'https://gazette.example/quenmark-docks',
        'Halden Gazette',
        90,
        'Dockers’ strike leaves Quenmarkish ports idle',
        'Ports across Quenmark stood idle on Tuesday as dockworkers stayed out over pay, halting container traffic, their union said.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://brief.example/essaly-strike')).toBe(eventOf('https://trade.example/essaly-ports'));
    expect(eventOf('https://gazette.example/quenmark-docks')).toBe(
      eventOf('https://coast-wire.example/quenmark-strike'),
    );
    expect(eventOf('https://coast-wire.example/quenmark-strike')).not.toBe(
      eventOf('https://trade.example/essaly-ports'),
    );
  });

  it('joins one university’s ransomware attack told by its people’s name and by its town, both naming the university', () => {
    const report = reportsFrom('2026-03-02T08:00:00Z');
    const decisions = decideStream([
      ...otherNews(report, ['Mosdrukia', 'Mosdrukian'], ['Pellvar', 'Pellvarian']),
      ...otherNews(report, ['Pellvar', 'Pellvarian'], ['Mosdrukia', 'Mosdrukian']),
      report(
        'https://cyber-weekly.example/mosdrukia-university',
        'Cyber Weekly',
        0,
        'Mosdrukian university hit by ransomware',
        'Hackers hit Tolvane University, one of the largest Mosdrukian universities, with ransomware on Monday, locking staff out of email and exam systems, the university said.',
      ),
      report(
        'https://gazette.example/kerrin-exams',
        'Kerrin Gazette',
        35,
        'Kerrin university crippled by ransomware; exams postponed',
        'Students in Kerrin had their exams postponed on Monday after a ransomware attack locked Tolvane University staff out of email and exam systems, the university said.',
      ),
    ]);
    expect(decisions.get('https://gazette.example/kerrin-exams')).toBe(
      decisions.get('https://cyber-weekly.example/mosdrukia-university'),
    );
  });
});
