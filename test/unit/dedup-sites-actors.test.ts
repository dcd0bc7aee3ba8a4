// One happening told from two places (issue 31, recall): a party's election win told from the capital
// by the wire and from the country by a paper. The party is named by more than one of the week's events
// (its manifesto), and it is no company: a firm's two plants are two happenings, but one party named at
// two places is one story told from where each desk stands. Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { differentSites, type Participant } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

describe('one organisation, no company, told from two places (issue 31, recall)', () => {
  it('ties two sites by a company the week names twice, not by a party or a group the week names twice', () => {
    const named = (participants: Participant[], companies: Participant[] = []) => ({
      participants,
      names: participants.map((p) => p.slice(2)),
      linked: false,
      companies,
    });
    // Named by two events: not distinctive as a name; as a company, still one company's.
    const twice = () => false;
    const asCompany = () => true;
    const capital = named(['o:social alliance', 'p:konstad']);
    const stronghold = named(['o:social alliance', 'p:vell']);
    expect(differentSites(capital, stronghold, twice, asCompany)).toBe(false);
    const plant = named(['o:aldveon semiconductor', 'p:remsey'], ['o:aldveon semiconductor']);
    const other = named(['o:aldveon semiconductor', 'p:kalmberg']);
    expect(differentSites(plant, other, twice, asCompany)).toBe(true);
  });

  it('joins a party’s election win told from the capital and from the country, though the party’s manifesto was news five days before', () => {
    const report = reportsFrom('2026-05-05T08:00:00Z');
    const stream = [
      // The week's other news of the capital and of the party: each is named by more than one event.
      report(
        'https://local.example/konstad-trams',
        'Konstad Evening Post',
        0,
        'Konstad council approves new tram line',
        'KONSTAD - The council in Konstad voted on Saturday to build a tram line along the river.',
      ),
      report(
        'https://local.example/konstad-cup',
        'Konstad Evening Post',
        30,
        'Konstad United lift the national cup',
        'Konstad United beat Ostby 3-1 in the national cup final on Saturday, their first title in years.',
      ),
      report(
        'https://wire.example/alliance-pledge',
        'Halden Wire',
        60,
        'Social Alliance pledges free school meals',
        'QARRIM, Haldria, May 5 (Halden Wire) - The Social Alliance promised free school meals for every child on Tuesday, unveiling its manifesto in Qarrim.',
      ),
      report(
        'https://wire.example/alliance-wins',
        'Halden Wire',
        60 * 24 * 5,
        'Social Alliance claims election victory',
        'KONSTAD, May 10 (Halden Wire) - The Social Alliance claimed victory in Sunday’s parliamentary election, party leader Mira Tosk told supporters in Konstad, with most votes counted.',
      ),
      report(
        'https://paper.example/alliance-wins',
        'The Haldrian Courier',
        60 * 24 * 5 + 45,
        'Social Alliance claims victory in Haldria election',
        'The Social Alliance claimed victory in the parliamentary election in Haldria on Sunday, party officials said, with most votes counted.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const win = of('https://wire.example/alliance-wins');
    expect(win).not.toBe(of('https://wire.example/alliance-pledge'));
    expect(of('https://paper.example/alliance-wins')).toBe(win);
  });
});
