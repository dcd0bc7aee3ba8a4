// Rules about news that keep same-domain stories apart on sets we did not write (issue 31): sites,
// names in common, the countries that hold places. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import {
  differentSites,
  landAndPeople,
  linksDevelopment,
  nameWords,
  noNameInCommon,
  otherNation,
  participants,
  sharedParticipants,
} from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-06-10T06:00:00Z');

const side = (title: string, lead: string) => ({
  participants: participants(title, lead),
  names: nameWords(title, lead),
  linked: linksDevelopment(title, lead),
});

describe('who and where decide identity (issue 31, fresh confusers)', () => {
  it('reads a site named before its kind, and the country holding it, which tells nothing apart', () => {
    const who = participants(
      'Fire halts output at chemical works',
      'Harlund Refining halted its Brevik refinery after a fire, the Velmorian energy ministry said. The refinery at Brevik, in Velmoria, makes diesel.',
    );
    expect(who).toEqual(expect.arrayContaining(['p:brevik', 'c:velmoria']));
    expect(who).not.toContain('p:velmoria');
    // A sentence's first word is capitalised whatever it is: no site.
    expect(participants('Operator says refinery restart could take a week', 'Repairs began on Monday.')).toEqual([]);
  });

  it('takes a dateline’s agency and a number’s unit for no names', () => {
    expect(
      nameWords(
        'Hackers leak council files',
        'ORVIK, May 2 (Harbour Wire Service) - The Pale Lantern gang posted 412 GB of files stolen from Orvik City Council.',
      ),
    ).toEqual(['pale', 'lantern', 'orvik']);
  });

  it('keeps one company’s two sites apart unless the report ties the new site to the old', () => {
    const brevik = side(
      'Harlund Refining shuts Brevik refinery after fire',
      'Harlund Refining shut its refinery at Brevik after a fire injured three workers.',
    );
    const oskarsvik = side(
      'Blast halts Harlund Refining refinery at Oskarsvik',
      'An explosion halted Harlund Refining’s refinery near Oskarsvik, injuring five workers.',
    );
    expect(differentSites(oskarsvik, brevik)).toBe(true);
    const spread = side(
      'Harlund Refining halts a second refinery, at Oskarsvik',
      'Harlund Refining said the fire also shut its refinery near Oskarsvik, a second site after Brevik.',
    );
    expect(spread.linked).toBe(true);
    expect(differentSites(spread, brevik)).toBe(false);
    // The same site told again is the same happening.
    const again = side('Brevik refinery stays shut', 'Harlund Refining kept its refinery at Brevik closed on Tuesday.');
    expect(differentSites(again, brevik)).toBe(false);
  });

  it('needs a name in common before a weak match joins, when both sides name someone', () => {
    expect(noNameInCommon(['orvik', 'lantern'], ['tessdal', 'korrin'])).toBe(true);
    expect(noNameInCommon(['orvik', 'lantern'], ['lantern', 'korrin'])).toBe(false);
    // An article naming no one is judged by its words alone.
    expect(noNameInCommon([], ['tessdal'])).toBe(false);
  });

  it('founds two events for one gang’s attacks on two councils on one day, and joins each one’s later reports', () => {
    const stream = [
      report(
        'https://a.example/c1',
        'Harbour Wire',
        0,
        'Ransomware attack takes Orvik City Council offline',
        'The Pale Lantern ransomware gang hit Orvik City Council, taking its payment systems offline, officials in Orvik said.',
      ),
      report(
        'https://b.example/c1',
        'Morning Ledger',
        30,
        'Tessdal council systems down after ransomware attack',
        'The Pale Lantern ransomware gang hit Tessdal Borough Council, taking its permit systems offline, officials in Tessdal said.',
      ),
      report(
        'https://c.example/c1',
        'Civic Post',
        70,
        'Orvik council still offline a day after ransomware hit',
        'Orvik City Council said its payment systems remained offline after the Pale Lantern ransomware attack.',
      ),
      report(
        'https://d.example/c1',
        'Evening Star',
        90,
        'Pale Lantern gang claims Tessdal council attack',
        'The Pale Lantern gang said it had stolen files from Tessdal Borough Council, whose permit systems were still down in Tessdal.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/c1')).toBe(of('https://c.example/c1'));
    expect(of('https://b.example/c1')).toBe(of('https://d.example/c1'));
    expect(of('https://a.example/c1')).not.toBe(of('https://b.example/c1'));
  });

  it('founds two events for one company’s fires at two refineries on one day, and joins each one’s later reports', () => {
    const stream = [
      report(
        'https://a.example/r1',
        'Harbour Wire',
        0,
        'Harlund Refining shuts Brevik refinery after fire',
        'Harlund Refining shut its refinery at Brevik after a fire injured three workers, the company said. Diesel prices rose in early trading as traders weighed the outage.',
      ),
      report(
        'https://b.example/r1',
        'Morning Ledger',
        45,
        'Refinery outage lifts diesel prices',
        'An explosion halted Harlund Refining’s refinery near Oskarsvik, injuring five workers, the company said. Diesel prices rose in early trading as traders weighed the outage.',
      ),
      report(
        'https://c.example/r1',
        'Civic Post',
        80,
        'Brevik refinery stays shut after fire',
        'Harlund Refining kept its refinery at Brevik shut on Tuesday while investigators examined the fire that injured three workers.',
      ),
      report(
        'https://d.example/r1',
        'Evening Star',
        120,
        'Oskarsvik blast: five workers in hospital',
        'Five workers were in hospital after the explosion at Harlund Refining’s refinery near Oskarsvik, the company said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://a.example/r1')).toBe(of('https://c.example/r1'));
    expect(of('https://b.example/r1')).toBe(of('https://d.example/r1'));
    expect(of('https://a.example/r1')).not.toBe(of('https://b.example/r1'));
  });

  it('takes a report through another country’s national institutions for another country’s story', () => {
    const marsova = participants(
      'Unity Party ahead as counting continues',
      'The Unity Party led with 41% of the vote, the Marsovan electoral commission said.',
    );
    const belkor = participants(
      'Unity Party concedes defeat',
      'The Unity Party conceded after the Belkorian electoral commission put it second with 30%.',
    );
    expect(marsova).toContain('k:marsovan');
    expect(otherNation(belkor, marsova)).toBe(true);
    const later = participants('Turnout was 63%', 'The Marsovan electoral commission put turnout at 63%.');
    expect(otherNation(later, marsova)).toBe(false);
    // A region's election is told through its own commission, named by the region itself.
    const orla = participants('Voters back incumbents', 'Turnout was 58%, the Orla electoral commission said.');
    expect(orla).toContain('k:orla');
    expect(otherNation(orla, marsova)).toBe(true);
  });
});

describe('developments of one event still join (issue 31, recall on sets we did not write)', () => {
  it('reads a place holding counted sites as the region around the happening, not a second site', () => {
    const wide = side(
      'Retailer’s tills down after cyberattack',
      'A cyberattack on Brannock Stores has shut tills across 14 branches in Norvala, the company said.',
    );
    expect(wide.participants).toContain('c:norvala');
    const town = side(
      'Ransomware hits Brannock Stores',
      'Shoppers in Kessby were turned away after ransomware hit Brannock Stores, in Kessby, on Monday.',
    );
    expect(differentSites(town, wide)).toBe(false);
    expect(participants('Floods cut roads', 'Floods cut roads to three villages in Vardmark.')).toContain('c:vardmark');
    // A place where people are is still a site.
    expect(participants('Queues at the port', 'Customers in Kessby queued for hours.')).toContain('p:kessby');
  });

  it('joins a town’s report of a company’s outage to the national reports of it', () => {
    const stream = [
      report(
        'https://a.example/b1',
        'Harbour Wire',
        0,
        'Retailer’s tills down after cyberattack',
        'A cyberattack on Brannock Stores has shut tills across 14 branches in Norvala, the company said. Card payments failed and staff took cash only while systems were restored.',
      ),
      report(
        'https://b.example/b1',
        'Kessby Courier',
        50,
        'Ransomware hits Brannock Stores',
        'Shoppers in Kessby were turned away after ransomware hit Brannock Stores, in Kessby. Card payments failed and staff took cash only while systems were restored, the company said.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://b.example/b1')).toBe(events.get('https://a.example/b1'));
  });

  it('takes no actor the whole stream names for the tie between two sites', () => {
    const north = side(
      'Relief convoy arrives in Ostby',
      'The Harrow Relief Agency set up a field kitchen in Ostby after the quake.',
    );
    const south = side('Aid arrives in Lunde', 'The Harrow Relief Agency put up tents in Lunde after the quake.');
    expect(differentSites(north, south)).toBe(true);
    // "harrow" is held by many events: one quake's two towns are not two happenings by it.
    expect(differentSites(north, south, (w) => w !== 'harrow')).toBe(false);
  });

  it('joins a follow-up told in the day’s shared words to the strike at the port it names, among strikes at other ports', () => {
    const shared = 'Shipping lines warned of delays as container ships queued at anchor.';
    const ports = ['Marrow', 'Kelby', 'Ostrand', 'Tessmor', 'Vannick', 'Grell'];
    const strikes = ports.map((port, i) =>
      report(
        `https://${i}.example/s`,
        `Outlet ${i}`,
        i * 10,
        `Dockers strike at ${port} port over pay`,
        `Dockers at ${port} walked out over pay, halting container handling, the ${port} Dockworkers Union said. ${shared}`,
      ),
    );
    const followUp = (url: string, port: string) =>
      report(
        url,
        'Civic Post',
        90,
        'Box lines divert calls as dock strike bites',
        `Dockers walked out over pay, halting container handling, and two box lines said they would skip calls at ${port}. ${shared}`,
      );
    const events = decideStream([...strikes, followUp('https://z.example/s', 'Marrow')]);
    expect(events.get('https://z.example/s')).toBe(events.get('https://0.example/s'));
    // A port no strike was reported at names no one's happening: its report founds its own.
    const elsewhere = decideStream([...strikes, followUp('https://y.example/s', 'Fennick')]);
    expect(new Set(elsewhere.values()).size).toBe(ports.length + 1);
  });

  it('reads a participant both sides name, countries and regions aside, as evidence of one happening', () => {
    const a = { participants: participants('Strike halts Marrow port', 'Dockers walked out at Marrow.'), head: [] };
    const b = { participants: participants('Ships wait', 'Ships waited off Marrow, in Velmoria.'), head: [] };
    expect(sharedParticipants(a, b)).toEqual(['marrow']);
    expect(sharedParticipants(a, b, (w) => w !== 'marrow')).toEqual([]);
    const c = { participants: participants('Ships wait', 'Ships waited off Kelby, in Velmoria.'), head: [] };
    const d = {
      participants: participants('Strike in Velmoria', 'Dockers walked out at Ostrand, in Velmoria.'),
      head: [],
    };
    expect(sharedParticipants(c, d)).toEqual([]);
    // A person is named in many of a day's stories: no evidence of one happening.
    const e = { participants: participants('Strike talks', 'Minister Lena Varga met dockers at Marrow.'), head: [] };
    const f = {
      participants: participants('Budget vote', 'Minister Lena Varga presented the budget in Ostrand.'),
      head: [],
    };
    expect(e.participants).toContain('n:lena varga');
    expect(sharedParticipants(e, f)).toEqual([]);
  });

  it('reads no person after a role that ends a sentence', () => {
    const who = participants(
      'Count nears its end in Marlow',
      'Tomas Brel is expected to become prime minister. Projections gave his party 40 seats. With 90% counted, turnout was 61%.',
    );
    expect(who.filter((p) => p.startsWith('n:'))).toEqual([]);
    expect(participants('Talks', 'Talks resumed, Minister Lena Varga said.')).toContain('n:lena varga');
    expect(participants('Clinic', 'The clinic was run by Dr. Ana Kessel in Marlow.')).toContain('n:ana kessel');
  });

  it('keeps one gang’s two victims apart when only the headlines share its name, and joins each victim’s later reports', () => {
    const gang = reportsFrom('2026-06-10T06:00:00Z');
    const stream = [
      gang(
        'https://a.example/g',
        'Harbour Wire',
        0,
        'Ash Heron claims ransomware attack on Corvel University',
        'The Ash Heron ransomware gang listed Corvel University on its leak site and said it had stolen 300 GB of files. Systems were encrypted and a ransom was demanded.',
      ),
      gang(
        'https://b.example/g',
        'Morning Ledger',
        40,
        'Water utility in Tessmark hit by Ash Heron ransomware',
        'Brenmoor Water Authority said a ransomware attack had encrypted its billing systems. The gang posted samples of stolen files on its leak site and demanded a ransom.',
      ),
      gang(
        'https://c.example/g',
        'Civic Post',
        80,
        'Ash Heron leaks Corvel University files',
        'Corvel University said files stolen by the Ash Heron ransomware gang had been posted on its leak site.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://b.example/g')).not.toBe(events.get('https://a.example/g'));
    expect(events.get('https://c.example/g')).toBe(events.get('https://a.example/g'));
  });

  it('still ties one storm’s towns by the storm’s name in both headlines', () => {
    const stream = [
      report(
        'https://a.example/st',
        'Harbour Wire',
        0,
        'Storm Ilsa floods homes in Kelby',
        'Storm Ilsa flooded homes in Kelby overnight as rivers burst their banks and roads were closed.',
      ),
      report(
        'https://b.example/st',
        'Morning Ledger',
        60,
        'Storm Ilsa cuts power in Ostrand',
        'Storm Ilsa cut power to homes in Ostrand overnight as high winds brought down lines and roads were closed.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://b.example/st')).toBe(events.get('https://a.example/st'));
  });

  it('joins a report that ties a second site to the attack already told, whatever places the headlines name', () => {
    const stream = [
      report(
        'https://s1.example/x',
        'Harbour Wire',
        0,
        'Drone strike hits fuel depot in Marvik',
        'A drone strike hit a fuel depot in Marvik overnight, starting a large fire, the regional governor said. Two workers were injured.',
      ),
      report(
        'https://s2.example/x',
        'Front Line Daily',
        90,
        'Second drone strike hits power station near Tolst',
        'A second drone struck a power station near Tolst in the same overnight attack, cutting electricity to thousands, officials said.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://s2.example/x')).toBe(events.get('https://s1.example/x'));
  });

  it('joins an outbreak’s spread to a neighbouring town to the outbreak', () => {
    const stream = [
      report(
        'https://o1.example/x',
        'Health Wire',
        0,
        'Cholera outbreak declared in Sornby district',
        'Health officials declared a cholera outbreak in Sornby district after 44 cases were confirmed, the Ostrian health ministry said.',
      ),
      report(
        'https://o2.example/x',
        'Daily Clinic',
        240,
        'Cholera cases climb to 97 as outbreak spreads to Hesk',
        'Cholera cases rose to 97 as the outbreak spread to the neighbouring town of Hesk, health officials said.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://o2.example/x')).toBe(events.get('https://o1.example/x'));
  });

  it('reads "another port, another strike" as no tie to a strike already told', () => {
    expect(linksDevelopment('Strike leaves ships waiting', 'Another port, another strike: this time Harrowby.')).toBe(
      false,
    );
    expect(linksDevelopment('Blast', 'A second blast hit the Orla docks in the same attack.')).toBe(true);
  });

  it('reads a people’s name in one headline as its land’s name in another', () => {
    expect(landAndPeople('ostria', 'ostrian')).toBe(true);
    expect(landAndPeople('velmorian', 'velmoria')).toBe(true);
    expect(landAndPeople('ostria', 'orlan')).toBe(false);
    const stream = [
      report(
        'https://c1.example/x',
        'Money Wire',
        0,
        'Bank of Ostria holds rates at 3%',
        'The Bank of Ostria kept its main rate at 3% on Thursday, saying inflation was easing, governor Ilse Marr said.',
      ),
      report(
        'https://c2.example/x',
        'Market Daily',
        90,
        'Ostrian central bank pauses as inflation cools',
        'The Ostrian central bank left borrowing costs unchanged at 3%, its first pause in a year, as inflation cooled to 4.1%.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://c2.example/x')).toBe(events.get('https://c1.example/x'));
  });
});

describe('a busy region is no background (issue 31, blind3)', () => {
  // The week's news from two towns of one region: each town named by several events already.
  const week = [
    report(
      'https://w1.example/a',
      'Valley Herald',
      0,
      'Flooding closes schools in Veldra',
      'Heavy rain flooded streets in Veldra on Monday and the town closed its schools, Governor Anika Brell said.',
    ),
    report(
      'https://w2.example/a',
      'Valley Herald',
      60,
      'Korsk opens its new river bridge',
      'A new bridge over the river opened in Korsk on Monday after three years of building work, Governor Anika Brell said.',
    ),
    report(
      'https://w3.example/a',
      'Plains Post',
      4320,
      'Bus drivers walk out in Veldra over pay',
      'Bus drivers in Veldra stopped work for a day on Tuesday in a dispute over pay, leaving commuters stranded.',
    ),
    report(
      'https://w4.example/a',
      'Plains Post',
      4380,
      'Fire destroys market hall in Korsk',
      'A fire destroyed the old market hall in Korsk overnight; no one was hurt, firefighters said.',
    ),
  ];
  const attacks = [
    report(
      'https://s1.example/b',
      'Front Line Wire',
      8640,
      'Missile strike on a power plant in Veldra kills six',
      'A missile struck a power plant in Veldra before dawn on Thursday, killing six workers and cutting electricity to thousands of homes, emergency services said.',
    ),
    report(
      'https://s2.example/b',
      'Daily Dispatch',
      8700,
      'Missile strike on a grain terminal in Korsk kills four',
      'A missile struck a grain terminal in Korsk before dawn on Thursday, killing four workers and setting silos on fire, emergency services said.',
    ),
    report(
      'https://s3.example/b',
      'Morning Ledger',
      8760,
      'Veldra power plant toll rises to eight',
      'The toll from the missile strike on the power plant in Veldra rose to eight, emergency services said, as repairs to the electricity network began.',
    ),
  ];

  it('keeps strikes on two towns apart when each town has been in the week’s news, and joins each one’s later report', () => {
    const events = decideStream([...week, ...attacks]);
    const of = (url: string) => events.get(url);
    expect(of('https://s1.example/b')).not.toBe(of('https://s2.example/b'));
    expect(of('https://s3.example/b')).toBe(of('https://s1.example/b'));
  });

  // A place the week's news holds is context, not a site, in a story of someone the week's news holds
  // too: the governor's bill, signed in one town and defended in another.
  it('still joins one official’s story told from two of the region’s busy places', () => {
    const story = [
      report(
        'https://p1.example/c',
        'Valley Herald',
        8640,
        'Brell signs flood relief bill in Veldra',
        'The governor, Anika Brell, signed a 40 million flood relief bill in Veldra on Thursday, promising money for damaged homes and schools.',
      ),
      report(
        'https://p2.example/c',
        'Plains Post',
        8740,
        'Brell defends flood relief bill in Korsk',
        'The governor, Anika Brell, defended the 40 million flood relief bill at a rally in Korsk on Thursday, saying damaged homes and schools would get money first.',
      ),
    ];
    const events = decideStream([...week, ...story]);
    expect(events.get('https://p2.example/c')).toBe(events.get('https://p1.example/c'));
  });
});

describe('a company’s site named for its town, after the company’s possessive', () => {
  it('reads the company and the town apart, with a plain apostrophe as with a curly one, in any desk’s style', () => {
    for (const [title, lead] of [
      [
        "Notes on the halt at Orbis Silicon's Port Selwen fab",
        'Quick post. Output stopped on Tuesday after a chemical leak.',
      ],
      [
        'Radio report: Chip plant stopped',
        "ANCHOR: Wafer starts at Orbis Silicon's Port Selwen plant were halted on Tuesday after a leak.",
      ],
      [
        'Leak halts chip output',
        'PORT SELWEN (Harbour Wire) - Orbis Silicon’s Port Selwen fab stopped wafer starts on Tuesday after a leak.',
      ],
      [
        'LIVE: Fire at refinery',
        "09:40 - Crews fought a fire at Harlund Refining's San Telmo de Arriba refinery on Monday.",
      ],
    ]) {
      const who = participants(title!, lead!);
      expect(
        who.filter((p) => p.startsWith('o:')),
        lead,
      ).toEqual([expect.stringMatching(/^o:(?:orbis silicon|harlund refining)$/)]);
      expect(who, lead).toContainEqual(expect.stringMatching(/^p:(?:port selwen|san telmo de arriba)$/));
      expect(
        who.some((p) => p.includes("'s")),
        lead,
      ).toBe(false);
    }
  });

  it('keeps a possessive before an organisation’s own name as it was', () => {
    const who = participants(
      'Ministry grants chip subsidy',
      "A decree signed by Velmoria's Ministry of Trade awarded a subsidy.",
    );
    expect(who).toContain("o:velmoria's ministry of trade");
  });

  it('founds two events for one chipmaker’s two fabs halted in two towns, each report naming its own fab', () => {
    const stream = [
      report(
        'https://a.example/f1',
        'Channel Nine Radio',
        0,
        'Radio report: Chip plant in Brevik stopped',
        "ANCHOR: Turning now to the halt at Orbis Silicon's Brevik fab. Wafer production at Orbis Silicon's Brevik plant was suspended on Tuesday after a power outage, the company told customers.",
      ),
      report(
        'https://b.example/f1',
        'Wafer Weekly',
        60,
        'Orbis Silicon halts Brevik fab after a power outage',
        'Orbis Silicon suspended wafer production at its Brevik plant on Tuesday after a power outage, the company said. About 3,000 wafers a month are made there.',
      ),
      report(
        'https://c.example/f2',
        'Signal Blog',
        300,
        "Notes on the halt at Orbis Silicon's Port Selwen fab",
        'Quick post. The chip designer stopped wafer starts at its plant in Port Selwen on Wednesday following a chemical leak. The fab makes about 3,400 wafers a month.',
      ),
      report(
        'https://d.example/f2',
        'Harbour Wire',
        360,
        'Orbis Silicon stops Port Selwen fab after chemical leak',
        'PORT SELWEN (Harbour Wire) - Orbis Silicon stopped wafer starts at its plant in Port Selwen on Wednesday following a chemical leak, the company said.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://b.example/f1')).toBe(of('https://a.example/f1'));
    expect(of('https://d.example/f2')).toBe(of('https://c.example/f2'));
    expect(of('https://c.example/f2')).not.toBe(of('https://a.example/f1'));
  });
});

describe('a town named after "in parts of" or "across much of"', () => {
  it('is read as where the happening is, in any desk’s style', () => {
    for (const [title, lead] of [
      [
        'Voting suspended at 50 stations',
        'It is learnt that voting was suspended in parts of Brevik on Friday after a gang burned ballot boxes.',
      ],
      ['LIVE: Power cut', '08:10 - Homes across much of Port Selwen lost power on Monday.'],
      ['Storm damage', 'Roofs were torn off in the centre of Oskarsvik overnight, the council said.'],
    ])
      expect(participants(title!, lead!), lead).toContainEqual(
        expect.stringMatching(/^p:(?:brevik|port selwen|oskarsvik)$/),
      );
  });
});
