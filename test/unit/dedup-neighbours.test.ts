// A town a report names as the one next door, or as a bearing's landmark, is not where its happening
// is (issue 31: neighbouring towns). Sentences of our own, fictional names, in several desks' styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { withoutNeighbours } from '../../services/evidence/reference-places.ts';
import { featuresOf as features, reportsFrom } from '../helpers/dedup-stream.ts';

describe('a town named as the neighbour', () => {
  it('is left out of the report’s own text, whichever way a desk names it', () => {
    expect(withoutNeighbours('Neighbouring Tamsk is still pumping out its own cellars.')).not.toContain('Tamsk');
    expect(withoutNeighbours('Volunteers came over from nearby Port Selwen.')).not.toContain('Selwen');
    expect(withoutNeighbours('It follows a similar spill at Tamsk, the next town downstream, in June.')).not.toContain(
      'Tamsk',
    );
    expect(
      withoutNeighbours('The river also burst its banks in the neighbouring village of Orrin Cross.'),
    ).not.toContain('Orrin');
    expect(withoutNeighbours('Last week the same thing happened in Tamsk, a few kilometres away.')).not.toContain(
      'Tamsk',
    );
  });

  it('is left out when a desk places it by the road, the river or a bearing of its own', () => {
    for (const text of [
      'Crews were still clearing mud in Tamsk, about 30 km to the north, after a slide there.',
      'Down the road in Port Selwen, pumps were still running.',
      'The river broke its banks further up the valley at Tamsk as well.',
    ])
      expect(withoutNeighbours(text), text).not.toMatch(/Selwen|Tamsk/);
  });

  it('is left out when it only gives a bearing to the report’s town', () => {
    const own = withoutNeighbours('Water reached the rooftops in Brellow, 20 km north of Tamsk, on Thursday.');
    expect(own).toContain('Brellow');
    expect(own).not.toContain('Tamsk');
    expect(withoutNeighbours('Orrin Cross lies 8 miles from Tamsk.')).not.toContain('Tamsk');
    expect(withoutNeighbours('Orrin, which sits just across the river from Port Selwen, was hit first.')).not.toContain(
      'Selwen',
    );
  });

  it('is kept when the bearing places the happening itself, with no town of its own before it', () => {
    const quake = 'A strong earthquake struck on Sunday, with its epicentre about 14 kilometres from Tamsk.';
    expect(withoutNeighbours(quake)).toBe(quake);
    const slide = 'The slide hit a hamlet some 12 kilometres south-west of Port Selwen.';
    expect(withoutNeighbours(slide)).toBe(slide);
  });

  it('keeps a town named in the report’s own right, and lower-case neighbours', () => {
    const text = 'Floods hit Brellow and Tamsk on Thursday. Families fled to nearby villages.';
    expect(withoutNeighbours(text)).toBe(text);
  });

  it('leaves no capitalised "Nearby" or "Neighbouring" behind to be read as a place, at whatever point of a sentence', () => {
    for (const [title, body] of [
      [
        'Cholera outbreak declared in Morsk',
        'Health officials declared an outbreak in Morsk on Friday. Nearby Tamsk has reported no cases.',
      ],
      ['LIVE: Flood waters rise in Brellow', '09:10 - Water is rising in Brellow. Neighbouring Tamsk is still dry.'],
      [
        'Measles cases in Morsk rise to 12',
        'MORSK, Sept 14 (Harbour Wire) - Twelve cases were confirmed in Morsk on Monday. Nearby villages have none.',
      ],
    ]) {
      const f = features(title!, body!);
      expect(f.participants, body).not.toContain('p:nearby');
      expect(f.participants, body).not.toContain('p:neighbouring');
      expect(f.names, body).not.toContain('nearby');
      expect(f.where, body).not.toContain('p:nearby');
    }
  });

  it('is no participant and no name of the report', () => {
    const f = features(
      'Fuel spill fouls river at Brellow',
      'About 80 tonnes of diesel leaked into the Osk at Brellow on Thursday. Neighbouring Tamsk had its own spill only a week ago.',
    );
    expect(f.participants).toContain('p:brellow');
    expect(f.participants).not.toContain('p:tamsk');
    expect(f.names).not.toContain('tamsk');
  });
});

const report = reportsFrom('2026-09-14T06:00:00Z');

describe('one kind of happening in two neighbouring towns', () => {
  it('founds two events when each town’s reports name the other only as the neighbour', () => {
    const stream = [
      report(
        'https://a.example/s1',
        'Valley Radio',
        0,
        'Depot leak fouls river at Brellow',
        'Breaking. About 80 tonnes of diesel leaked into the Osk at Brellow on Thursday when a storage tank split. "Stay away from the water," the mayor of Brellow said.',
      ),
      report(
        'https://b.example/s1',
        'Daily Explainer',
        120,
        'What we know: the diesel spill in Brellow',
        'What we know so far. About 80 tonnes of diesel leaked into the Osk at Brellow on Thursday. The tank was built in 1981. Firefighters had come straight from neighbouring Tamsk.',
      ),
      report(
        'https://c.example/s2',
        'Harbour Wire',
        600,
        'Depot leak fouls river at Tamsk',
        'TAMSK, September 14 /Harbour Wire/ - About 40 tonnes of diesel leaked into the Osk at Tamsk on Friday when a storage tank split, the town council said. Tamsk lies 9 km downstream of Brellow.',
      ),
      report(
        'https://d.example/s2',
        'Morning Ledger',
        700,
        'Slick spreads on the Osk at Tamsk',
        'About 40 tonnes of diesel leaked into the Osk at Tamsk on Friday when a storage tank split. Nearby Brellow is still cleaning up after its own leak.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://b.example/s1')).toBe(of('https://a.example/s1'));
    expect(of('https://d.example/s2')).toBe(of('https://c.example/s2'));
    expect(of('https://c.example/s2')).not.toBe(of('https://a.example/s1'));
    expect(of('https://d.example/s2')).not.toBe(of('https://a.example/s1'));
  });
});

describe('a town named as the site of another happening the report sets its own apart from', () => {
  it('is left out of the report’s own text', () => {
    for (const text of [
      'Police said the blast was not linked to the bombing in Orvik.',
      'Health officials said the cases were unrelated to the cholera cluster at Port Selwen.',
      'A similar walkout at Tamsk ended on Monday.',
      'Earlier the same day, commuters had been stranded by the ferry strike in Tamsk.',
      'It is the second blackout of the week, a day after the grid failure in Tamsk.',
      'The vote came hours apart from the general election in Orvik.',
      'Meanwhile, the storm in Port Selwen cut power to 40,000 homes.',
      'Tamsk also had a cyclone on Thursday.',
      'Orvik, too, saw its grid fail on Sunday.',
      'The regulator said the fine follows a similar penalty against Tamsk Savings Bank.',
      'Only a day apart, the rally on Orvik Square drew a smaller crowd.',
      'Police said there was no sign of a connection with the shooting in Orvik.',
      'The outbreak is thought to be unconnected to the cases at Tamsk.',
    ])
      expect(withoutNeighbours(text), text).not.toMatch(/Orvik|Selwen|Tamsk/);
  });

  it('keeps the town of the report’s own happening', () => {
    const text = 'Rescuers searched the rubble after the bombing in Orvik on Friday.';
    expect(withoutNeighbours(text)).toBe(text);
  });

  it('founds two events for two bombings in two cities of one land, each report recalling the other', () => {
    const stream = [
      report(
        'https://a.example/b1',
        'Harbour Wire',
        0,
        'Car bomb kills nine in Orvik',
        'ORVIK, Dressland, September 14 (Harbour Wire) - A car bomb exploded near a bus station in Orvik on Monday, killing nine people, police said. Police sealed off the area.',
      ),
      report(
        'https://b.example/b1',
        'Morning Ledger',
        60,
        'Nine dead as car bomb hits Orvik bus station',
        'A car bomb exploded near a bus station in Orvik on Monday, killing nine people. "This was cowardly," the mayor of Orvik said.',
      ),
      report(
        'https://c.example/b2',
        'Valley Post',
        240,
        'Car bomb kills four in Dressel',
        'A car bomb exploded outside a market in Dressel on Monday, killing four people, police said. Police said the blast was not linked to the bombing in Orvik.',
      ),
      report(
        'https://d.example/b2',
        'City Radio',
        300,
        'Four dead as car bomb hits Dressel market',
        'News just in. A car bomb exploded outside a market in Dressel on Monday, killing four people. Earlier the same day, nine people had died in the bombing in Orvik.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://b.example/b1')).toBe(of('https://a.example/b1'));
    expect(of('https://d.example/b2')).toBe(of('https://c.example/b2'));
    expect(of('https://c.example/b2')).not.toBe(of('https://a.example/b1'));
    expect(of('https://d.example/b2')).not.toBe(of('https://a.example/b1'));
  });
});

describe('a town named as where the happening did not reach, or only in passing', () => {
  it('is left out of the report’s own text, whichever way a desk puts it', () => {
    for (const text of [
      'Voting in Tamsk went ahead without incident.',
      '14:05 - Polling at Port Selwen continued as normal, officials said.',
      'Orrin Cross was largely spared, the mayor said.',
      'Tamsk remained unaffected by the outage.',
      'Supporters had arrived from Orvik by bus.',
      'CORRESPONDENT: Many of the marchers travelled from Port Selwen overnight.',
      'The tremor was felt as far away as Tamsk.',
      'Ambulances were diverted to San Telmo de Arriba.',
      'The road to Orvik was cut and the railway to Tamsk closed.',
      'CORRESPONDENT (Brellow): Ambulances from Orvik helped ferry the injured.',
      'Firefighters were sent from Port Selwen; volunteers came from Tamsk.',
    ])
      expect(withoutNeighbours(text), text).not.toMatch(/Orvik|Selwen|Tamsk|Orrin|Telmo|Arriba/);
  });

  it('is left out when a desk says it lies some distance away, or only that traffic was heading there', () => {
    for (const text of [
      'Officials in Tamsk, some distance away, said they were monitoring the situation.',
      'PRESENTER: Port Selwen, a short distance away, reported no damage.',
      'Traffic heading towards Orvik was diverted for several hours.',
      'The bus, bound for Tamsk, was stopped at a checkpoint.',
      'The runoff is in two weeks. The nearest large hospital is in Port Selwen.',
    ])
      expect(withoutNeighbours(text), text).not.toMatch(/Orvik|Selwen|Tamsk/);
    // The place itself, a distance from a landmark with no town before it, is kept.
    const own = 'Smoke drifted some distance from Orvik on Tuesday.';
    expect(withoutNeighbours(own)).toBe(own);
  });

  it('keeps the town where the happening is, and sentences that only look alike', () => {
    for (const text of [
      'Masked men burned ballot boxes in Tamsk on Sunday; voting was suspended.',
      'Everyone was spared, the mayor of Tamsk said.',
      'Flood water arrived in Orvik overnight.',
    ])
      expect(withoutNeighbours(text), text).toBe(text);
  });

  it('founds two events for two towns’ burned ballot boxes, each desk naming the other town as calm', () => {
    const stream = [
      report(
        'https://a.example/v1',
        'Harbour Wire',
        0,
        'Polling halted after ballot boxes burned',
        'TAMSK, Dressland (Harbour Wire) - Voting was suspended in parts of Tamsk on Sunday after a gang set fire to ballot boxes at a school. Voting in Orrin Cross went ahead without incident.',
      ),
      report(
        'https://b.example/v1',
        'Tamsk Evening Post',
        90,
        'Ballot boxes burned in Tamsk, vote halted',
        'Armed men set fire to ballot boxes at a school in Tamsk on Sunday, forcing officials to halt voting at 12 stations. Police detained three suspects.',
      ),
      report(
        'https://c.example/v2',
        'Rolling Live',
        200,
        'LIVE: Ballot boxes burned in Orrin Cross, vote suspended',
        'Follow our live coverage. 16:40 - Polling at Tamsk continued as normal. 16:05 - Armed men set fire to ballot boxes at a polling station in Orrin Cross on Sunday, forcing officials to halt voting at 9 stations.',
      ),
      report(
        'https://d.example/v2',
        'City Radio',
        260,
        'Orrin Cross vote suspended after arson (transcript)',
        'ANCHOR: Turning now to Orrin Cross. Intruders set fire to ballot boxes at a polling station in Orrin Cross on Sunday. CORRESPONDENT: Supporters of the mayor arrived from Tamsk by bus to protest.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://b.example/v1')).toBe(of('https://a.example/v1'));
    expect(of('https://d.example/v2')).toBe(of('https://c.example/v2'));
    expect(of('https://c.example/v2')).not.toBe(of('https://a.example/v1'));
    expect(of('https://d.example/v2')).not.toBe(of('https://a.example/v1'));
  });
});
