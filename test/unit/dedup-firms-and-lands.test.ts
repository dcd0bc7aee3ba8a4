// Whose body and what it decided (issue 31): a headline names a body by its land ("Central Bank of
// Dunmorra", "Velisk’s central bank", "Dunmorran central bank"), and news tells more kinds of decision
// than rates and fines (a ship held in port, a warning lifted, residents kept out of their homes,
// restrictions of an outbreak, a currency propped up). Sentences of our own, fictional names, several
// desk styles (wire dateline, brief, live blog, trade press, local paper). And firms whose names end in
// their kind (Networks, Pharma, Ordnance, Print, Resources) are firms, however their headline reads.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { decisionsOf, otherDecision } from '../../services/dedup/decisions.ts';
import { happeningKinds } from '../../services/dedup/happenings.ts';
import { otherCompany, otherTrades, participants, sameLand } from '../../services/dedup/participants.ts';
import { headlineOwners } from '../../services/dedup/bodies.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

describe('whose body a headline names', () => {
  it('reads the land a body or a firm belongs to, in the ways news names it', () => {
    expect(headlineOwners('Central Bank of Dunmorra raises key rate to 6%')).toEqual(['dunmorra']);
    expect(headlineOwners('Bank of Velisk holds rate at 5%, statement says')).toEqual(['velisk']);
    expect(headlineOwners('Velisk’s central bank holds rates')).toEqual(['velisk']);
    expect(headlineOwners("Pellamy's biggest state-owned lender fails stress test")).toEqual(['pellamy']);
    expect(headlineOwners('Live: Dunmorran central bank lifts key rate')).toEqual(['dunmorran']);
    expect(headlineOwners('Pellamian telecoms operator hit by outage')).toEqual(['pellamian']);
    // A leader's or a policy's possessive names no body's land; a ministry "of" a field is no land.
    expect(headlineOwners("Velisk's tariffs hit lenders")).toEqual([]);
    expect(headlineOwners('Ministry of Finance raises fuel duty')).toEqual([]);
    expect(headlineOwners("The premier's government falls")).toEqual([]);
    // Title Case headlines capitalise every word: nothing is read from them.
    expect(headlineOwners('Central Bank Of Dunmorra Raises Key Rate')).toEqual([]);
  });

  it('leaves lands the gazetteer knows to the national-story rule', () => {
    expect(headlineOwners("Japan's central bank holds rates")).toEqual([]);
    expect(headlineOwners('Bank of Japan holds rates')).toEqual([]);
  });

  it('ties a land to its people when the land drops its last vowel', () => {
    expect(sameLand('pellamy', 'pellamian')).toBe(true);
    expect(sameLand('torvane', 'torvanian')).toBe(true);
    expect(sameLand('dunmorra', 'dunmorran')).toBe(true);
    expect(sameLand('velisk', 'veliskan')).toBe(true);
    expect(sameLand('pellamy', 'dunmorran')).toBe(false);
  });

  it('keeps two lands’ central banks apart on one day, and joins each to its own reports', () => {
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://harbour-wire.example/dunmorra-rate',
        'Harbour Wire',
        0,
        'Central Bank of Dunmorra raises key rate to 6%',
        'DUNMORRA CITY, Sept 14 (Harbour Wire) - The Central Bank of Dunmorra raised its key rate by half a point to 6% on Monday, citing food prices. It was the third rise this year.',
      ),
      report(
        'https://brief.example/velisk-rate',
        'Morning Brief',
        20,
        'Velisk’s central bank raises key rate to 5.5%',
        'Velisk’s central bank raised its key rate by a quarter point to 5.5% on Monday, citing food prices.',
      ),
      report(
        'https://live.example/dunmorra',
        'Markets Live',
        45,
        'Live: Dunmorran central bank lifts key rate',
        '10:02 GMT - The Dunmorran central bank has raised its key rate to 6%, its third rise this year, citing food prices.',
      ),
      report(
        'https://trade.example/velisk-lenders',
        'Banking Weekly',
        70,
        'Veliskan central bank hikes key rate; lenders rise',
        'The central bank of Velisk raised its key rate to 5.5% on Monday. Shares of Veliskan lenders rose 2% as the rise was priced in, citing food prices.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://live.example/dunmorra')).toBe(eventOf('https://harbour-wire.example/dunmorra-rate'));
    expect(eventOf('https://trade.example/velisk-lenders')).toBe(eventOf('https://brief.example/velisk-rate'));
    expect(eventOf('https://harbour-wire.example/dunmorra-rate')).not.toBe(
      eventOf('https://brief.example/velisk-rate'),
    );
  });
});

describe('more kinds of decision, as news tells them', () => {
  const head = (title: string, opening: string) => decisionsOf(title, opening).head;

  it('reads a ship held, a currency propped up, a warning, residents kept out, outbreak restrictions', () => {
    expect(head('Coast guard detains trawler Vessa Dawn in Kessly', 'Inspectors held the trawler.')).toEqual([
      'detention',
    ]);
    expect(head('Tanker barred from sailing after inspection', 'The tanker was detained at the quay.')).toEqual([
      'detention',
    ]);
    expect(head('Dunmorran central bank intervenes to prop up the marek', 'It sold reserves.')).toEqual(['currency']);
    expect(head('Disaster agency lifts tsunami warning for coast', 'The all-clear came at noon.')).toEqual(['warning']);
    expect(head('Agency keeps Orlo residents out of homes as fire burns', 'Families were told to stay away.')).toEqual([
      'evacuation',
    ]);
    expect(head('Health board lifts outbreak restrictions in Kessly', 'Travel restrictions end.')).toEqual(['curfew']);
    // Pirates seizing a ship is a happening, not an authority's decision; a weather forecast is no warning.
    expect(head('Pirates seize tanker off Kessly', 'The crew is held.')).toEqual([]);
    expect(head('Storms expected over the coast', 'Forecasters expect rain.')).toEqual([]);
  });

  it('tells two of one body’s decisions apart by their kinds', () => {
    const side = (title: string, opening: string) => decisionsOf(title, opening);
    expect(
      otherDecision(
        side('Maritime authority detains tanker Orla Star over safety faults', 'The tanker was held in port.'),
        side('Maritime authority orders cut in harbour charges', 'Port dues fall by a tenth next month.'),
      ),
    ).toBe(true);
    expect(
      otherDecision(
        side('Disaster agency lifts tsunami warning for coast', 'The warning was lifted at noon.'),
        side('Disaster agency keeps Orlo residents out of homes as fire burns', 'Residents were told to stay away.'),
      ),
    ).toBe(true);
  });

  it('keeps one maritime authority’s two decisions a day apart in two events, each with its own reports', () => {
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://harbour-wire.example/detained',
        'Harbour Wire',
        0,
        'Pellamian maritime authority detains tanker Orla Star over safety faults',
        'KESSLY, Sept 14 (Harbour Wire) - The Pellamian Maritime Authority detained the tanker Orla Star in Kessly on Monday after inspectors found faulty lifeboats.',
      ),
      report(
        'https://kessly-gazette.example/tanker',
        'Kessly Gazette',
        90,
        'Tanker held at the quay',
        'The tanker Orla Star was detained at the town’s quay on Monday after the Pellamian Maritime Authority found faulty lifeboats, harbour staff said.',
      ),
      report(
        'https://harbour-wire.example/charges',
        'Harbour Wire',
        24 * 60,
        'Pellamian maritime authority orders cut in harbour charges',
        'KESSLY, Sept 15 (Harbour Wire) - The Pellamian Maritime Authority ordered a 10% cut in harbour charges at Kessly and two other ports on Tuesday, to win back shipping lines.',
      ),
      report(
        'https://trade.example/charges',
        'Shipping Weekly',
        24 * 60 + 60,
        'Pellamy cuts harbour charges by a tenth',
        'Shipping lines will pay 10% less in harbour charges at Kessly from next month after the Pellamian Maritime Authority ordered the cut on Tuesday.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://kessly-gazette.example/tanker')).toBe(eventOf('https://harbour-wire.example/detained'));
    expect(eventOf('https://trade.example/charges')).toBe(eventOf('https://harbour-wire.example/charges'));
    expect(eventOf('https://harbour-wire.example/detained')).not.toBe(eventOf('https://harbour-wire.example/charges'));
  });
});

describe('firms named by their kind', () => {
  it('reads a name ending in a firm’s kind as the firm', () => {
    for (const [name, key] of [
      ['Tessly Networks', 'o:tessly networks'],
      ['Marrow Pharma', 'o:marrow pharma'],
      ['Vell Ordnance', 'o:vell ordnance'],
      ['Quarle Print', 'o:quarle print'],
      ['Brisk Resources', 'o:brisk resources'],
      ['Halden Microsystems', 'o:halden microsystems'],
    ])
      expect(participants(`${name} says hackers breached its systems`, `${name} said on Monday it was hit.`)).toContain(
        key,
      );
  });

  it('keeps two telecoms firms’ hacks on one day apart, and joins each to its own reports', () => {
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://harbour-wire.example/tessly',
        'Harbour Wire',
        0,
        'Tessly Networks says hackers breached its systems',
        'VELISK CITY, Sept 14 (Harbour Wire) - Tessly Networks said on Monday that hackers had broken into its billing systems and stolen customer records.',
      ),
      report(
        'https://trade.example/orrin',
        'Telecoms Weekly',
        40,
        'Veliskan telecoms operator hit by cyberattack',
        'Orrin Telecom, the second-largest mobile operator in Velisk, said on Monday that hackers had broken into its billing systems and stolen customer records.',
      ),
      report(
        'https://brief.example/tessly',
        'Morning Brief',
        80,
        'Tessly Networks hack: customer records stolen',
        'Hackers stole customer records from the billing systems of Tessly Networks on Monday, the company said.',
      ),
      report(
        'https://local.example/orrin',
        'Velisk Courier',
        120,
        'Orrin Telecom customers told to change passwords',
        'Customers of Orrin Telecom were told to change their passwords after hackers broke into its billing systems on Monday and stole customer records.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://brief.example/tessly')).toBe(eventOf('https://harbour-wire.example/tessly'));
    expect(eventOf('https://local.example/orrin')).toBe(eventOf('https://trade.example/orrin'));
    expect(eventOf('https://harbour-wire.example/tessly')).not.toBe(eventOf('https://trade.example/orrin'));
  });
});

describe('two firms in one town', () => {
  it('reads the trade a firm’s name ends in', () => {
    expect(otherTrades(['o:kell microsystems'], ['o:orrin savings bank', 'p:tessly'])).toBe(true);
    expect(otherTrades(['o:kell microsystems'], ['o:dunn semiconductor'])).toBe(false);
    expect(otherTrades(['o:tessly networks'], ['o:orrin telecom'])).toBe(false);
    // A firm whose name tells no trade tells nothing.
    expect(otherTrades(['o:kell'], ['o:orrin savings bank'])).toBe(false);
  });

  it('reads a body’s initials as the body, not another organisation', () => {
    const short = { participants: ['o:vdm', 'k:veliskan'], companies: ['o:vdm'], names: ['vdm'], headNames: [] };
    const long = {
      participants: ['o:velisk defence ministry'],
      names: ['velisk', 'defence', 'ministry'],
      headNames: [],
    };
    expect(otherCompany(short, long)).toBe(false);
    const other = { participants: ['o:orrin savings bank'], names: ['orrin', 'savings', 'bank'], headNames: [] };
    expect(otherCompany(short, other)).toBe(true);
  });

  it('keeps a chipmaker’s walkout and a bank’s walkout in one town apart, each with its own reports', () => {
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://harbour-wire.example/kell',
        'Harbour Wire',
        0,
        'Kell Microsystems faces walkout at Tessly fab',
        'TESSLY, Sept 14 (Harbour Wire) - Workers at the Tessly fab of Kell Microsystems walked out on Monday over night-shift pay, halting wafer output.',
      ),
      report(
        'https://trade.example/orrin',
        'Banking Weekly',
        30,
        'Orrin Savings Bank faces walkout at Tessly operations centre',
        'Staff at the Tessly operations centre of Orrin Savings Bank walked out on Monday over night-shift pay, delaying card payments.',
      ),
      report(
        'https://brief.example/kell',
        'Morning Brief',
        60,
        'Kell Microsystems walkout halts wafer output',
        'A walkout at the Tessly fab of Kell Microsystems halted wafer output on Monday.',
      ),
      report(
        'https://tessly-courier.example/cards',
        'Tessly Courier',
        100,
        'Card payments delayed as bank staff walk out',
        'Card payments were delayed on Monday after staff at the Orrin Savings Bank operations centre in Tessly walked out over night-shift pay.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://brief.example/kell')).toBe(eventOf('https://harbour-wire.example/kell'));
    expect(eventOf('https://tessly-courier.example/cards')).toBe(eventOf('https://trade.example/orrin'));
    expect(eventOf('https://harbour-wire.example/kell')).not.toBe(eventOf('https://trade.example/orrin'));
  });

  it('reads a contamination as a happening of its own, not a walkout at the next factory', () => {
    expect(happeningKinds('Drugmaker halts Kessly factory over contamination')).toEqual(['contamination']);
    expect(happeningKinds('Tainted batch of eye drops found')).toEqual(['contamination']);
    const report = reportsFrom('2026-09-14T06:00:00Z');
    const decisions = decideStream([
      report(
        'https://harbour-wire.example/marrow',
        'Harbour Wire',
        0,
        'Marrow Pharma halts Kessly factory over contamination',
        'KESSLY, Sept 14 (Harbour Wire) - Marrow Pharma halted production at its Kessly factory on Monday after finding contamination in a batch of eye drops.',
      ),
      report(
        'https://live.example/dunn',
        'Markets Live',
        40,
        'Pellamian drugmaker faces walkout at Kessly factory',
        '09:40 GMT - Workers at the Kessly factory of Dunn Pharma walked out on Monday over pay, the drugmaker said.',
      ),
      report(
        'https://trade.example/marrow',
        'Pharma Times',
        90,
        'Contaminated batch found at Marrow Pharma plant',
        'Inspectors found a contaminated batch of eye drops at the Marrow Pharma factory in Kessly, the company said on Monday.',
      ),
      report(
        'https://brief.example/dunn',
        'Morning Brief',
        130,
        'Dunn Pharma workers walk out over pay',
        'Workers at the Kessly factory of Dunn Pharma stopped work on Monday, demanding a 9% raise.',
      ),
    ]);
    const eventOf = (url: string) => decisions.get(url);
    expect(eventOf('https://trade.example/marrow')).toBe(eventOf('https://harbour-wire.example/marrow'));
    expect(eventOf('https://brief.example/dunn')).toBe(eventOf('https://live.example/dunn'));
    expect(eventOf('https://harbour-wire.example/marrow')).not.toBe(eventOf('https://live.example/dunn'));
  });
});
