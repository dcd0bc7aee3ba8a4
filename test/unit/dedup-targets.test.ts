// Different happenings at one place (issue 31): what each struck, how each was done, and kinds of
// happening the reader did not know (a grid failure, a protest against a vote). Sentences of our own
// in several desk styles (wire with a dateline, reaction first, live blog, brief, trade press with a
// ticker, press-release rewrite, background recalling an older happening elsewhere); fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { happeningKinds, otherHappening, otherMode } from '../../services/dedup/happenings.ts';
import { headlinePeoples } from '../../services/dedup/peoples.ts';
import { sameLand } from '../../services/dedup/participants.ts';
import { otherTarget, sitesNamed, struckOf } from '../../services/dedup/targets.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-07-14T05:00:00Z');
const side = (title: string, lead: string, linked = false, spread = false) => ({
  ...struckOf(title, lead, lead),
  kinds: happeningKinds(`${title}\n${lead}`),
  linked,
  spread,
});
/** The events a stream's reports end in, by URL. */
const grouped = (stream: ReturnType<typeof report>[]) => {
  const events = decideStream(stream);
  return (url: string) => events.get(url);
};

describe('what a happening struck (issue 31)', () => {
  it('reads the kind of site news names, not casualties taken to hospital, hospital officials or an energy market', () => {
    expect(sitesNamed('Drones hit a water pumping station on the edge of Varnel')).toEqual(['water']);
    expect(sitesNamed('Missile strike knocks out Varnel thermal power plant')).toEqual(['power']);
    expect(sitesNamed('Ransomware cripples Ostmark General Hospital')).toEqual(['hospital']);
    expect(sitesNamed('Shells fell on the central market and nearby apartment blocks')).toEqual(['streets']);
    expect(sitesNamed('Energy markets barely moved. “The market was tight,” a trader said.')).toEqual([]);
    // Who speaks and where the wounded went name no site that was struck.
    const blast = struckOf(
      'Blast halts Corvel pipeline',
      'Three workers were taken to a local hospital, hospital officials said. The pipeline was shut.',
      '',
    );
    expect(blast.hit).toEqual([]);
    expect(sitesNamed('Hackers hit a mobile operator')).toEqual(['telecom']);
    expect(sitesNamed('Power prices on the day-ahead market jumped after the grid operator cut supply')).toEqual([
      'power',
    ]);
  });

  it('reads what was struck after a dateline, a reaction or a development that opens the lead', () => {
    const wire = struckOf(
      'Strike kills four in Varnel',
      'VARNEL, Ostrania, July 14 (Coastline Wire) - A missile hit a water treatment plant in Varnel before dawn, officials said.',
      '',
    );
    expect(wire.hit).toEqual(['water']);
    const reaction = struckOf(
      'Varnel counts its dead',
      '“We heard the whistle and ran,” a resident said. The toll rose to six overnight. Drones struck a rail depot in Varnel on Tuesday.',
      '',
    );
    expect(reaction.hit).toEqual(['rail']);
  });

  it('tells two sites one actor struck in one town apart, but not one shelling its reports place differently', () => {
    const water = side(
      'Drones hit Varnel water station',
      'A wave of drones struck a water pumping station in Varnel overnight, cutting supply to 40,000 people, the regional governor said.',
    );
    const shelling = side(
      'Shelling of Varnel kills five',
      'Shells fell on residential streets in Varnel on Tuesday, killing five people, officials said.',
    );
    expect(otherTarget(water, shelling)).toBe(true);
    // The same shelling, told by the market where people died.
    const market = side(
      'Varnel shelling toll climbs',
      'Artillery shelled Varnel on Tuesday, killing seven civilians near the central market, the administration said.',
    );
    expect(otherTarget(market, shelling)).toBe(false);
    // A report that puts a second site in the same attack is no other happening.
    const same = side(
      'Varnel depot also hit',
      'A fuel depot in Varnel was hit in the same attack as the water station, the governor said.',
      true,
      true,
    );
    expect(otherTarget(same, water)).toBe(false);
    // A quake strikes an area: its reports name whichever damage each saw.
    const quake = side('Quake damages Varnel hospital', 'A magnitude 5.9 earthquake damaged the hospital in Varnel.');
    const quake2 = side('Quake shakes Varnel', 'The earthquake cracked a bridge and several schools in Varnel.');
    expect(otherTarget(quake, quake2)).toBe(false);
  });

  it('founds two events when one side’s drones hit a town’s water station and its shells hit the town’s homes', () => {
    const of = grouped([
      report(
        'https://wire.example/water',
        'Coastline Wire',
        0,
        'Drones hit water station in Varnel',
        'VARNEL, Ostrania, July 14 (Coastline Wire) - A wave of drones struck a water pumping station in Varnel overnight, cutting supply to 40,000 people, the regional governor said.',
      ),
      report(
        'https://live.example/shelling',
        'Ostrania Live',
        240,
        'Live: shelling hits Varnel',
        '11:05 — Shells fell on residential streets in Varnel this morning, killing three people, the regional governor said. Several apartment blocks were damaged.',
      ),
      report(
        'https://brief.example/water',
        'Morning Brief',
        300,
        'Varnel water station still down after drone strike',
        'Taps stayed dry in much of Varnel on Tuesday after drones struck the pumping station overnight, the governor said.',
      ),
      report(
        'https://local.example/shelling',
        'Varnel Courier',
        360,
        'Varnel counts cost of shelling',
        '“The windows came in,” one resident said. Artillery shelled residential streets in Varnel on Tuesday morning, killing three people, the governor said.',
      ),
    ]);
    expect(of('https://wire.example/water')).toBe(of('https://brief.example/water'));
    expect(of('https://live.example/shelling')).toBe(of('https://local.example/shelling'));
    expect(of('https://wire.example/water')).not.toBe(of('https://live.example/shelling'));
  });

  it('founds two events when one town’s council and its hospital are hit by different cyberattacks on one day', () => {
    const of = grouped([
      report(
        'https://wire.example/council',
        'Coastline Wire',
        0,
        'Cyberattack takes Ostmark council systems offline',
        'OSTMARK, Ostrania, July 14 (Coastline Wire) - A cyberattack forced the Ostmark city council to shut its payments platform on Tuesday; the Pale Heron gang later posted a ransom note, a spokesperson for the council said.',
      ),
      report(
        'https://release.example/hospital',
        'Newsdesk Releases',
        40,
        'Cyberattack knocks Ostmark General website offline',
        'Online services at Ostmark General Hospital were unreachable for several hours on Tuesday after a flood of junk traffic hit its servers, the hospital said. No patient data was accessed.',
      ),
      report(
        'https://blog.example/council',
        'Patchnotes Blog',
        90,
        'Ostmark council still offline after ransomware hit',
        'Quick update on the Ostmark story. The city council’s payments and permits systems remain down a day after the ransomware attack, and the Pale Heron gang says it holds residents’ records.',
      ),
      report(
        'https://trade.example/hospital',
        'Health IT Ledger',
        130,
        'Hacktivists claim Ostmark hospital outage',
        'A pro-Lerrian hacktivist channel claimed the denial-of-service attack that knocked Ostmark General Hospital’s online booking offline on Tuesday.',
      ),
    ]);
    expect(of('https://wire.example/council')).toBe(of('https://blog.example/council'));
    expect(of('https://release.example/hospital')).toBe(of('https://trade.example/hospital'));
    expect(of('https://wire.example/council')).not.toBe(of('https://release.example/hospital'));
  });
});

describe('how a happening was done, and kinds the reader did not know (issue 31)', () => {
  it('does not read a flood of traffic, artillery fire or a landslide victory as a flood, a fire or a landslide', () => {
    expect(happeningKinds('Hackers flood Ostmark hospital website with traffic')).not.toContain('flood');
    expect(happeningKinds('Artillery fire hits Varnel market')).not.toContain('fire');
    expect(happeningKinds('Mayor wins landslide victory in Ostmark')).not.toContain('landslide');
    expect(happeningKinds('Major outage on Ostranian power grid')).toContain('blackout');
    expect(happeningKinds('Riot police fire tear gas at Ostmark protesters')).toContain('protest');
  });

  it('reads a crash, a recall, a hijacking and a strike by workers, not a market crash, an envoy recalled or a fire service', () => {
    expect(happeningKinds('Freight train derails near Corvel')).toContain('wreck');
    expect(happeningKinds('Ferry sank off Corvel after collision')).toContain('wreck');
    expect(happeningKinds('Stocks crash as Ostranian lira slides')).not.toContain('wreck');
    expect(happeningKinds('Fans say they sank the rally')).not.toContain('wreck');
    expect(happeningKinds('Maker recalls 40,000 electric cars over battery fault')).toContain('recall');
    expect(happeningKinds('Ostrania recalls its ambassador')).not.toContain('recall');
    expect(happeningKinds('Pirates board tanker off Corvel')).toContain('seizure');
    expect(happeningKinds('Nurses strike over pay at Corvel hospitals')).toContain('walkout');
    expect(happeningKinds('Corvel fire department says 6,000 attended rally')).not.toContain('fire');
  });

  it('tells a ransomware attack from a denial-of-service attack, and drones from shelling, when neither names the other', () => {
    const ransom = { kinds: happeningKinds('Ostmark council hit by ransomware; gang demands payment') };
    const ddos = { kinds: happeningKinds('Denial-of-service attack knocks Ostmark hospital website offline') };
    expect(otherMode(ransom, ddos)).toBe(true);
    const drones = { kinds: happeningKinds('Drones and missiles hit Varnel overnight') };
    const shells = { kinds: happeningKinds('Artillery pounds Varnel; shelling kills five') };
    expect(otherMode(drones, shells)).toBe(true);
    // A report that names both ways is no other happening.
    const both = { kinds: happeningKinds('Varnel hit by drones and artillery overnight') };
    expect(otherMode(both, shells)).toBe(false);
  });

  it('tells a grid failure from a refinery blaze, and a protest from the vote it contests', () => {
    const blaze = {
      head: happeningKinds('Blaze halts Corvel refinery'),
      kinds: happeningKinds('Blaze halts Corvel refinery\nA fire broke out at the Corvel refinery on Monday.'),
    };
    const grid = {
      head: happeningKinds('Major outage on Ostranian power grid'),
      kinds: happeningKinds(
        'Major outage on Ostranian power grid\nA failure on the grid cut electricity to 90,000 homes around Corvel.',
      ),
    };
    expect(otherHappening(grid, blaze)).toBe(true);
    const vote = {
      head: happeningKinds('Ilse Marrow wins Corvel mayoral election'),
      kinds: happeningKinds('Ilse Marrow wins Corvel mayoral election\nTurnout was 61 percent.'),
    };
    const protest = {
      head: happeningKinds('Police disperse Corvel protest'),
      kinds: happeningKinds(
        'Police disperse Corvel protest\nPolice used tear gas against crowds demanding a rerun of the vote.',
      ),
    };
    expect(otherHappening(protest, vote)).toBe(true);
  });

  it('founds two events for a town’s election result and the next day’s street protests against it', () => {
    const of = grouped([
      report(
        'https://wire.example/vote',
        'Coastline Wire',
        0,
        'Ilse Marrow wins Corvel mayoral election',
        'CORVEL, Ostrania, July 14 (Coastline Wire) - Ilse Marrow of the Harbour Party won the mayoral election in Corvel with 54 percent of the vote, preliminary results showed. Turnout was 61 percent.',
      ),
      report(
        'https://brief.example/vote',
        'Morning Brief',
        120,
        'Corvel: Marrow elected mayor',
        'Ilse Marrow was elected mayor of Corvel with 54 percent; her rival Tomas Quell conceded late on Monday.',
      ),
      report(
        'https://local.example/protest',
        'Corvel Evening Post',
        1500,
        'Thousands march in Corvel over mayoral vote',
        '“They stole our votes,” one marcher said. Thousands of people marched through Corvel on Tuesday demanding a rerun of the mayoral vote, and riot police fired tear gas outside the town hall.',
      ),
      report(
        'https://live.example/protest',
        'Ostrania Live',
        1560,
        'Live: police disperse Corvel protest',
        '18:40 — Riot police have cleared the square outside Corvel town hall, where protesters demanding a rerun of the vote had gathered since the afternoon. Twelve people were detained.',
      ),
    ]);
    expect(of('https://wire.example/vote')).toBe(of('https://brief.example/vote'));
    expect(of('https://local.example/protest')).toBe(of('https://live.example/protest'));
    expect(of('https://wire.example/vote')).not.toBe(of('https://local.example/protest'));
  });
});

describe('two peoples’ happenings of one kind on one day (issue 31)', () => {
  it('reads a people’s name before a noun in a headline, and a land and its people as one', () => {
    expect(headlinePeoples('Major outage on Vessari power grid', ['vessari'])).toEqual(['vessari']);
    expect(headlinePeoples('Blaze at Orlanian refinery cuts fuel output', ['orlanian'])).toEqual(['orlanian']);
    // A town at the end of a headline is no people's name before a noun.
    expect(headlinePeoples('Power cut hits Merani', ['merani'])).toEqual([]);
    expect(sameLand('vessara', 'vessari')).toBe(true);
    expect(sameLand('orlania', 'orlanian')).toBe(true);
    expect(sameLand('vessari', 'orlanian')).toBe(false);
  });

  it('founds two events for grid failures in two countries on one evening, told in wire copy, trade press and a brief', () => {
    // The day's other news names both countries: neither name is rare enough to tell stories apart by.
    const day = [
      ['Lawmakers pass Vessari budget', 'Lawmakers in Vessara approved the Vessari budget by 88 votes to 61.'],
      ['Court jails former Vessari minister', 'A court in Vessara jailed a former Vessari transport minister.'],
      ['Farmers block Orlanian roads over fuel tax', 'Farmers in Orlania blocked Orlanian roads with tractors.'],
      [
        'Markets calm as Orlanian central bank holds rate',
        'The Orlanian central bank held its key rate at 4.5 percent.',
      ],
    ].map(([title, body], i) => report(`https://news.example/day-${i}`, 'Daybook', -600 + 60 * i, title!, body!));
    const of = grouped([
      ...day,
      report(
        'https://wire.example/vessari-grid',
        'Coastline Wire',
        0,
        'Major outage on Vessari power grid',
        'A failure on the national grid cut electricity to about 300,000 homes late on Tuesday, the grid operator said. Crews were restoring supply district by district.',
      ),
      report(
        'https://wire.example/orlanian-grid',
        'Coastline Wire',
        50,
        'Major outage on Orlanian power grid',
        'A failure on the national grid cut electricity to about 210,000 homes late on Tuesday, the grid operator said. Crews were restoring supply district by district.',
      ),
      report(
        'https://trade.example/vessari-grid',
        'Grid Markets Daily',
        110,
        'Vessari power prices jump after grid failure',
        'Day-ahead power prices in Vessara jumped 40% after Tuesday’s grid failure left homes around Merani without electricity; Vessgrid (VSG.VX) shares fell 3%.',
      ),
      report(
        'https://brief.example/orlanian-grid',
        'Evening Brief',
        160,
        'Orlanian grid operator blames substation fault',
        'Power was back for most of Teskov by midnight; the operator said a substation fault caused Tuesday’s outage.',
      ),
    ]);
    expect(of('https://wire.example/vessari-grid')).toBe(of('https://trade.example/vessari-grid'));
    expect(of('https://wire.example/orlanian-grid')).toBe(of('https://brief.example/orlanian-grid'));
    expect(of('https://wire.example/vessari-grid')).not.toBe(of('https://wire.example/orlanian-grid'));
  });
});
