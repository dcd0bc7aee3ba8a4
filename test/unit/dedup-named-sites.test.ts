// One actor, two targets (issue 31): a union's walkouts at two hospitals, a gang's hacks of a council and
// of a water utility, two lenders fined on one day. Who and where decide identity: a site named by its
// own name ("Ostby General Hospital"), a water utility, a bank named the way Romance-language banks are
// ("Banco Ferral"). Sentences of our own in several desk styles (wire dateline, live blog, brief,
// statement, analysis); fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { happeningKinds } from '../../services/dedup/happenings.ts';
import { otherCompany, participants } from '../../services/dedup/participants.ts';
import { otherNamedSite, otherTarget, sitesNamed, struckOf } from '../../services/dedup/targets.ts';
import { featuresOf, reportsFrom } from '../helpers/dedup-stream.ts';

describe('one actor, two named sites (issue 31)', () => {
  it('tells two hospitals one union struck apart, not one hospital told by its name and by its town', () => {
    const side = (title: string, lead: string) => {
      const f = featuresOf(title, lead);
      return { participants: f.participants, linked: f.linked, spread: f.spread };
    };
    const ostby = side(
      'Nurses strike at Ostby General Hospital over pay',
      'Nurses at Ostby General Hospital walked out on Tuesday over pay, the Allied Health Workers Union said. Ambulances were diverted to Varnholm.',
    );
    const varnholm = side(
      'Walkout hits Varnholm General Hospital',
      'Staff at Varnholm General Hospital stopped work on Tuesday, the Allied Health Workers Union said, as its dispute over pay widened.',
    );
    expect(otherNamedSite(ostby, varnholm)).toBe(true);
    expect(otherNamedSite(varnholm, ostby)).toBe(true);
    // The same walkout, told by the town the hospital stands in.
    const town = side(
      'Operations postponed as nurses walk out in Ostby',
      'Non-urgent operations were cancelled at the main hospital in Ostby on Tuesday as nurses walked out over pay.',
    );
    expect(otherNamedSite(town, ostby)).toBe(false);
    // A report that ties the second hospital to the first walkout is no other happening.
    const spread = side(
      'Ostby hospital strike spreads to Varnholm General Hospital',
      'The walkout at Ostby General Hospital spread to Varnholm General Hospital on Wednesday, the union said.',
    );
    expect(otherNamedSite(spread, ostby)).toBe(false);
  });

  it('founds two events for one union’s walkouts at two hospitals on one day, though its spokesperson speaks in all, and joins each one’s later reports', () => {
    const report = reportsFrom('2026-10-05T06:00:00Z');
    const stream = [
      // The week's other news of both towns: neither town's name is one only these reports hold.
      report(
        'https://local.example/ostby-trams',
        'Ostby Evening Post',
        0,
        'Ostby council approves new tram line',
        'OSTBY - The council in Ostby voted on Monday to build a tram line along the river.',
      ),
      report(
        'https://local.example/ostby-festival',
        'Ostby Evening Post',
        20,
        'Harbour festival draws record crowds to Ostby',
        'More than 30,000 visitors came to the harbour festival in Ostby at the weekend, organisers said.',
      ),
      report(
        'https://local.example/varnholm-cup',
        'Varnholm Echo',
        40,
        'Varnholm Rovers lift the county cup',
        'Varnholm Rovers beat Ashby 2-1 in the county cup final on Monday night, their first title in a decade.',
      ),
      report(
        'https://local.example/varnholm-library',
        'Varnholm Echo',
        60,
        'Varnholm library reopens after repairs',
        'The public library in Varnholm reopened on Monday after a year of roof repairs, the town said.',
      ),
      report(
        'https://wire.example/ostby-1',
        'Meridian Wire',
        1440,
        'Nurses strike at Ostby General Hospital over pay',
        'OSTBY, Kelland, Oct 6 (Meridian Wire) - Nurses and support staff at Ostby General Hospital went on strike on Tuesday over pay, the Allied Health Workers Union said. Non-urgent operations were postponed. "Patients come first, but so does safety," said Dr Mira Castell of the union.',
      ),
      report(
        'https://live.example/varnholm-1',
        'Daily Rolling',
        1480,
        'LIVE: Varnholm General Hospital hit by walkout over pay',
        'Follow our live coverage. 09:10 - Nurses and support staff at Varnholm General Hospital went on strike on Tuesday over pay, the Allied Health Workers Union said. Non-urgent operations were postponed. "Patients come first, but so does safety," said Dr Mira Castell of the union.',
      ),
      report(
        'https://brief.example/ostby-2',
        'Briefly',
        1530,
        'Ostby General Hospital strike widens to 40 staff',
        'The union said 40 staff had joined by the afternoon. Nurses and support staff at Ostby General Hospital went on strike on Tuesday over pay. Emergency care continued.',
      ),
      report(
        'https://statement.example/varnholm-2',
        'Statement Watch',
        1570,
        'Statement on the strike at Varnholm General Hospital',
        'Dr Mira Castell called for talks. In a statement issued on Tuesday, officials confirmed the following. The Allied Health Workers Union began a walkout at Varnholm General Hospital over pay, with 30 members on picket lines.',
      ),
    ];
    const events = decideStream(stream);
    const at = (url: string) => events.get(url);
    expect(at('https://brief.example/ostby-2')).toBe(at('https://wire.example/ostby-1'));
    expect(at('https://statement.example/varnholm-2')).toBe(at('https://live.example/varnholm-1'));
    expect(at('https://wire.example/ostby-1')).not.toBe(at('https://live.example/varnholm-1'));
  });

  it('reads a water utility as the site a cyberattack struck, apart from a council the same gang hit', () => {
    expect(sitesNamed('Ransomware takes down the Ostby water utility')).toEqual(['water']);
    expect(sitesNamed('Hackers hit the regional water company')).toEqual(['water']);
    const side = (title: string, lead: string) => ({
      ...struckOf(title, lead, lead),
      kinds: happeningKinds(`${title}\n${lead}`),
      linked: false,
      spread: false,
    });
    const utility = side(
      'Ransomware crew claims attack, systems offline',
      'Computer systems at the Varnholm water utility were encrypted on Wednesday in an attack claimed by NightKestrel. Online payments were unavailable.',
    );
    const council = side(
      'NightKestrel claims hack of the Ostby city council',
      'A ransomware attack took down the systems of the Ostby city council on Tuesday. Staff reverted to paper.',
    );
    expect(otherTarget(utility, council)).toBe(true);
  });

  it('reads what a live blog says was struck in its oldest entry, at the bottom, not in a later entry’s reaction', () => {
    const live =
      'Follow our live coverage. 12:06 - Staff reverted to paper. 11:31 - "No personal data has been confirmed stolen so far," said an IT manager. 10:46 - A ransomware attack took down the systems of the Varnholm water utility on Wednesday. Online payments were unavailable.';
    expect(struckOf('LIVE: Ransomware crew claims attack, systems offline', live, live).hit).toEqual(['water']);
    // One stamp is no live blog: a wire's time of filing reads nothing more.
    const wire =
      'Updated 10:46 - Staff reverted to paper. Payments failed. Police are investigating. Last year hackers hit the Varnholm water utility.';
    expect(struckOf('Hack disrupts payments', wire, wire).hit).toEqual([]);
  });

  it('reads a bank named by its kind first ("Banco Ferral", "Banque Delorme") as a company, never a state’s bank', () => {
    const fined = participants(
      'Banco Ferral fined for failing to report a breach',
      'Banco Ferral was fined on Wednesday by the data protection authority. "We take data protection very seriously," Banco Ferral said.',
    );
    expect(fined).toContain('o:banco ferral');
    expect(fined).not.toContain('n:banco ferral');
    const companies = new Set<string>();
    participants(
      'Banque Delorme fined for leaking card data',
      'The Data Protection Office fined Banque Delorme on Friday. The Banco de Kelland said the banking system was sound.',
      undefined,
      undefined,
      companies,
    );
    expect([...companies]).toEqual(['o:banque delorme']);
  });

  it('keeps two lenders fined by one watchdog on one day apart when one report names its lender only by its kind-first name', () => {
    const side = (title: string, lead: string) => {
      const f = featuresOf(title, lead);
      return { ...f, title };
    };
    const ferral = side(
      'Watchdog fines company for failing to report a breach',
      'Banco Ferral was fined on Wednesday by the Kelland data protection authority for failing to report a breach within 72 hours. The company said it would appeal.',
    );
    const caja = side(
      'Caja Oriental to pay data fine',
      'The Kelland data protection authority fined Caja Oriental on Wednesday for failing to report a breach within 72 hours. "We take data protection very seriously," Caja Oriental said.',
    );
    expect(otherCompany(ferral, caja)).toBe(true);
    expect(otherCompany(caja, ferral)).toBe(true);
    // Its own later report names it again.
    const again = side('Banco Ferral will pay, not appeal', 'Banco Ferral said on Thursday it would pay the fine.');
    expect(otherCompany(again, ferral)).toBe(false);
  });
});
