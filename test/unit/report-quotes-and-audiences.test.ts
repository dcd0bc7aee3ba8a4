// What a lens quotes and whom advice is for, on sentences of our own: a live blog's time stamp is no part
// of what a source said, and a school or a garden's plants are not a business's audience.
import { describe, expect, it } from 'vitest';
import { adviceIn, outlookIn } from '../../services/evidence/advice.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { ReportGrounding } from '../../services/reports/grounding.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const T0 = '2026-07-01T07:00:00.000Z';
const T1 = '2026-07-01T11:45:00.000Z';
const stakes: Stakes = {
  personal: ['ferry'],
  research: ['dam'],
  business_operations: ['vessels waiting'],
  trading_investments: ['freight rates'],
};
const lensesFor = (sources: { title: string; text: string; pub: string; at: string }[]) => {
  const dossiers = dossiersOf([composerEvent('evt_osk', sources)], {
    generatedAt: sources.at(-1)!.at,
    sourceCounts: { evt_osk: sources.length },
  });
  return { l: lensesOf(stakes, dossiers, changesSince(dossiers)), dossiers };
};
const first = {
  title: 'Storm holds ships off Osk',
  text: 'Nine vessels were waiting off Osk on Wednesday as the storm closed the harbour, the port said.',
  pub: 'Tidewater Post',
  at: T0,
};

describe('a live blog’s time stamp in a lens quote', () => {
  it('quotes the entry without its "11:20 -" stamp, still grounded in the source', () => {
    const { l, dossiers } = lensesFor([
      first,
      {
        title: 'Osk storm: live updates',
        text: '11:20 - Freight rates on the Osk route rose 8% as forwarders scrambled for space.',
        pub: 'Quayside Live',
        at: T1,
      },
    ]);
    const trading = l.trading_investments;
    expect(trading.recommended_posture.text).toContain('Freight rates on the Osk route rose 8%');
    for (const part of [trading.bottom_line, trading.recommended_posture]) expect(part.text).not.toMatch(/11:20/);
    const g = new ReportGrounding(dossiers, [], []);
    for (const b of Object.values(l)) expect(g.missing(b.recommended_posture), b.recommended_posture.text).toEqual([]);
  });
});

describe('whom advice and what comes next are for', () => {
  it('a school reopening is news for the public, not for a business lens', () => {
    expect(outlookIn('Schools in Osk will reopen on Thursday, the council said.')?.audiences).toEqual(['public']);
    expect(adviceIn('Schools in Osk were told to close early, the council said.')[0]?.audience).toBe('public');
  });

  it('plants that grow are no business; a steel plant still is', () => {
    expect(
      outlookIn('Gardeners in Osk will have to stop watering plants until the reservoir refills.')?.audiences,
    ).toEqual([]);
    expect(outlookIn('The council will plant 2,000 trees along the Lanny next month.')?.audiences).toEqual([]);
    expect(outlookIn('The Brask steel plant will restart on Monday.')?.audiences).toEqual(['operators']);
    expect(adviceIn('Steel plants along the coast were told to cut output, the grid operator said.')[0]?.audience).toBe(
      'operators',
    );
  });
});
