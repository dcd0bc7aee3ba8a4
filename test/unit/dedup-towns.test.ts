// Where a report says its happening is (issue 31: neighbouring towns, cities of one country, one
// actor's different targets). Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import {
  datelinePlace,
  elsewhere,
  participants,
  spreadsTo,
  whereTold,
  withoutHistory,
} from '../../services/dedup/participants.ts';
import { featuresOf as features, reportsFrom } from '../helpers/dedup-stream.ts';

describe('a town named by the hazard that struck it', () => {
  it('is a place when a hazard’s name follows it inside a sentence', () => {
    expect(participants('Search for missing after Brellow landslide', 'Rescuers dug through mud all night.')).toContain(
      'p:brellow',
    );
    expect(participants('Villagers return as Oskham fire is contained', 'Crews held the line overnight.')).toContain(
      'p:oskham',
    );
  });

  it('is no place when a word for an attack follows it: that name is as often who struck', () => {
    expect(participants('Rescuers search rubble after Dravish drone attack', 'Four people died.')).toEqual([]);
  });

  it('is a place after "above", "around" or "the edge of"', () => {
    expect(participants('Homes buried', 'A hillside above Pernat gave way on the edge of Sillow.')).toEqual([
      'p:pernat',
      'p:sillow',
    ]);
  });
});

describe('a town whose name ends like a people’s', () => {
  it('stays a town when it stands on its own, names a council or follows "near"', () => {
    const council = participants(
      'Hackers claim attack on Morvan council',
      'The Morvan city council in Morvan was hit by ransomware late on Saturday.',
    );
    expect(council).toContain('p:morvan');
    expect(council).not.toContain('c:morvan');
    const hospital = participants(
      'Measles outbreak declared in Morvan',
      'Health authorities in Morvan confirmed 36 cases. “The wards are full,” a nurse at Morvan Teaching Hospital said.',
    );
    expect(hospital).toEqual(['p:morvan']);
    expect(
      participants('Aftershocks rattle Morvan', 'A strong earthquake struck near Morvan late on Sunday, killing two.'),
    ).toEqual(['p:morvan']);
  });

  it('stays a town when it heads its city’s council, capitalised or not', () => {
    expect(
      participants(
        'City council systems down after cyberattack',
        'The Morvan City Council said its systems were down.',
      ),
    ).toEqual(['o:morvan city council']);
    // A people's name still opens a national body: "the Ostmarkian National Cyber Centre" is Ostmarkia's.
    expect(
      participants('Cyber centre warns', 'The Ostmarkian National Cyber Centre said the attack was serious.'),
    ).toEqual(['c:ostmarkian']);
  });

  it('is still a people’s name before a noun when it never stands alone ("the Talsolan port of Nokdum")', () => {
    expect(participants('Strike at the Talsolan port of Nokdum', 'Dockers walked out at Nokdum on Monday.')).toContain(
      'c:talsolan',
    );
    expect(participants('Strike halts work at Talsolan port', 'Dockers walked out at Nokdum on Monday.')).toContain(
      'c:talsolan',
    );
  });
});

describe('a report’s background', () => {
  it('drops the sentences that date what they tell to an earlier year', () => {
    const lead =
      'A landslide buried six houses on the edge of Brellow on Thursday. A slide in 2015 near Tamsk killed a dozen people. Rescue work goes on in 2026.';
    expect(withoutHistory(lead, 2026)).toBe(
      'A landslide buried six houses on the edge of Brellow on Thursday. Rescue work goes on in 2026.',
    );
  });

  it('names no participant or name of the happening it recalls', () => {
    const f = features(
      'Landslide buries homes near Brellow',
      'A landslide buried six houses on the edge of Brellow on Thursday. A slide in 2015 near Tamsk killed a dozen people.',
    );
    expect(f.participants).toEqual(['p:brellow']);
    expect(f.names).not.toContain('tamsk');
  });
});

describe('a dateline', () => {
  it('names the town the report was filed from, in capitals before the date or the agency', () => {
    expect(datelinePlace('BRELLOW, Ostmark, March 5 (Northgate Press) - A landslide buried six houses.')).toBe(
      'brellow',
    );
    expect(datelinePlace('PORT ALDER (Northgate Press) - Dockers walked out.')).toBe('port alder');
    expect(datelinePlace('WASHINGTON — The Senate voted on Friday.')).toBe('washington');
    expect(datelinePlace('A landslide buried six houses near Brellow.')).toBeNull();
    expect(datelinePlace('NASA said on Friday it would delay the launch.')).toBeNull();
  });

  it('holds a wire’s credit between slashes, who filed the story and not who it is about', () => {
    const f = features(
      'Floods cut off Brellow',
      'BRELLOW, September 14 /Northgate News Agency/ - Floodwater swept through the lower town of Brellow on Thursday.',
    );
    expect(f.participants).toEqual(['p:brellow']);
    expect(f.names).not.toContain('northgate');
    expect(datelinePlace('BRELLOW, September 14 /Northgate News Agency/ - Floodwater rose.')).toBe('brellow');
  });
});

const report = reportsFrom('2026-09-14T06:00:00Z');

describe('one kind of happening at two places', () => {
  it('keeps a landslide in one town out of a landslide in the next, though each recalls the other', () => {
    const stream = [
      report(
        'https://a.example/l1',
        'Harbour Wire',
        0,
        'Landslide buries homes near Brellow',
        'BRELLOW, Ostmark, September 14 (Harbour Wire) - A landslide buried six houses on the edge of Brellow on Thursday, and nine people were missing. The slope had been weakened by heavy rain. Soldiers joined the search. Ostmark’s interior ministry sent rescue teams.',
      ),
      report(
        'https://b.example/l1',
        'Morning Ledger',
        30,
        'Rescuers dig for nine missing in Brellow',
        'Rescuers searched for nine people on Thursday after part of a hillside above Brellow gave way. The slope had been weakened by heavy rain, officials said. Soldiers joined the search.',
      ),
      report(
        'https://c.example/l2',
        'Valley Post',
        300,
        'Search for missing after Tamsk landslide',
        'A landslide buried four houses on the edge of Tamsk on Friday, and six people were missing. The slope had been weakened by heavy rain. Soldiers joined the search. Ostmark’s interior ministry sent rescue teams. A slide in 2019 near Brellow killed a dozen people.',
      ),
      report(
        'https://d.example/l2',
        'Morning Ledger',
        340,
        'Rescuers dig for six missing in Tamsk',
        'Rescuers searched for six people on Friday after part of a hillside above Tamsk gave way. The slope had been weakened by heavy rain, officials said. Soldiers joined the search.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    expect(of('https://b.example/l1')).toBe(of('https://a.example/l1'));
    expect(of('https://d.example/l2')).toBe(of('https://c.example/l2'));
    expect(of('https://c.example/l2')).not.toBe(of('https://a.example/l1'));
  });

  it('keeps one gang’s attacks on two councils apart, though both headlines name the gang', () => {
    const stream = [
      report(
        'https://a.example/c1',
        'Harbour Wire',
        0,
        'Grey Heron gang claims council hack',
        'DELLWICK, Ostmark, September 14 (Harbour Wire) - The Grey Heron ransomware group claimed a cyberattack on the Dellwick city council on Saturday that shut down parking and permit services. “We will not pay criminals,” a council spokesperson said. Grey Heron posted 300 gigabytes of files on its leak site.',
      ),
      report(
        'https://b.example/c2',
        'Morning Ledger',
        45,
        'Grey Heron gang claims council hack',
        'PENNOCK, Ostmark, September 14 (Morning Ledger) - Hackers of the Grey Heron ransomware group claimed an attack on the Pennock city council on Saturday, whose tax and housing services went offline. Officials said they would not pay a ransom. Grey Heron posted 120 gigabytes of files on its leak site.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://b.example/c2')).not.toBe(events.get('https://a.example/c1'));
  });

  it('is no other happening when either side names the other’s town anywhere, or names no kind of happening', () => {
    const base = {
      where: ['p:brellow'],
      names: ['brellow'],
      headNames: [],
      kinds: ['flood'],
      participants: ['p:brellow'],
    };
    const next = { ...base, where: ['p:tamsk'], names: ['tamsk'], participants: ['p:tamsk'], spread: false };
    expect(elsewhere(next, base)).toBe(true);
    // "The flooding spread from Brellow to Tamsk": the report ties its town to the happening.
    expect(elsewhere({ ...next, names: ['tamsk', 'brellow'] }, base)).toBe(false);
    expect(elsewhere({ ...next, spread: true }, base)).toBe(false);
    expect(elsewhere({ ...next, kinds: [] }, base)).toBe(false);
    // A region both sides name (a province holding both towns, a country) sets the story, tells nothing apart.
    expect(
      elsewhere({ ...next, where: ['p:ostmark'], participants: ['c:ostmark'] }, { ...base, where: ['p:ostmark'] }),
    ).toBe(false);
  });

  it('tells apart by what each struck, not where, when both headlines name someone in common', () => {
    const storm = {
      where: ['p:brellow'],
      names: ['brellow', 'ilsa'],
      headNames: ['ilsa'],
      kinds: ['storm'],
      participants: [],
    };
    const next = { ...storm, where: ['p:tamsk'], names: ['tamsk', 'ilsa'], spread: false };
    expect(elsewhere(next, storm)).toBe(false);
    const gang = { ...storm, where: ['t:dellwick'], names: ['dellwick', 'heron'], headNames: ['heron'] };
    expect(elsewhere({ ...gang, where: ['t:pennock'], names: ['pennock', 'heron'], spread: false }, gang)).toBe(true);
  });

  it('reads "spread to" a named town as the happening reaching it, not a fire that spread across hectares nor a spread within its own town', () => {
    expect(spreadsTo('Cholera cases climb as outbreak spreads to Hesk', '')).toBe(true);
    expect(spreadsTo('Cases climb', 'The outbreak spread to the neighbouring town of Hesk on Monday.')).toBe(true);
    expect(spreadsTo('Drone strike hits power station', 'A second drone struck it in the same overnight attack.')).toBe(
      true,
    );
    expect(spreadsTo('Blaze races through forest', 'A forest fire spread across 1,400 hectares on Monday.')).toBe(
      false,
    );
    expect(spreadsTo('Pellam port strike spreads to Pellam North', 'Dockers walked out on Monday.')).toBe(false);
  });

  it('reads what a happening struck as where it is: the name after "attack on" or "hits"', () => {
    expect(
      whereTold('Hackers claim attack on Pellam General', 'The hospital’s systems went down on Sunday.', []),
    ).toEqual(['t:pellam']);
    expect(
      whereTold('Grey Heron ransomware hits the Dellwick city council', 'Permit services went offline.', [
        'o:grey heron',
      ]),
    ).toEqual(['t:dellwick']);
  });

  it('falls back on every place its lead names when the headline and first sentence name none', () => {
    expect(
      whereTold('Refinery outage to last longer', 'Traders expect tight supply. The Varrow refinery stays shut.', [
        'p:varrow',
      ]),
    ).toEqual(['p:varrow']);
  });
});
