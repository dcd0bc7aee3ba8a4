import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/api/report.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import {
  composeDeterministic,
  type ComposeInput,
  type ComposerEvent,
  type ComposerSource,
} from '../../services/reports/composer.ts';
import { sourcesRead } from '../../services/reports/dossier.ts';
import { subjectsOf } from '../../services/reports/subjects.ts';

// One port event told from two desks' sides: the port's standstill (the shipping desk's story) and the
// ransomware claim behind it (the cyber desk's). Fictional port, operator and gang.
const PORT = 'evt_gullmoor000000000000000';

const src = (
  n: number,
  publication: string,
  title: string,
  text: string,
  at: string,
  subject?: ComposerSource['subject'],
): ComposerSource => ({
  sourceId: `https://news.example/${n}`,
  publication,
  title,
  text,
  publishedAt: at,
  ingestedAt: at,
  ...(subject && { subject }),
});

/** The port event's sources, marked as the cyber desk reads them (`cyber`) or the shipping desk (`port`). */
function sources(reader: 'cyber' | 'port'): ComposerSource[] {
  const mark = (desk: 'cyber' | 'port') => (desk === reader ? 'reader' : 'other');
  return [
    src(
      1,
      'Quayside Post',
      'Cyberattack halts cranes at port of Gullmoor',
      'Cranes at the port of Gullmoor stood idle on Monday after a cyberattack on its operator, Tarrow Docks. Some 23 ships were waiting to berth by the evening, the harbour master said.',
      '2026-11-22T07:00:00Z',
      mark('port'),
    ),
    src(
      2,
      'Packet Wire',
      'Nightjar ransomware gang claims Tarrow Docks attack',
      'The ransomware group Nightjar said on Monday it was behind the attack on Tarrow Docks and had taken 120 gigabytes of files. Tarrow Docks said it had taken its systems offline.',
      '2026-11-22T08:00:00Z',
      mark('cyber'),
    ),
    src(
      3,
      'Coastal Ledger',
      'Ship queue off Gullmoor grows to 23',
      'The queue of ships waiting off Gullmoor grew to 23 on Monday evening from 9 in the morning, the harbour master said.',
      '2026-11-22T09:00:00Z',
      mark('port'),
    ),
  ];
}

/** The next day's sources: the queue grows again (the port's story), the gang leaks files (the cyber desk's). */
function later(reader: 'cyber' | 'port'): ComposerSource[] {
  const mark = (desk: 'cyber' | 'port') => (desk === reader ? 'reader' : 'other');
  return [
    src(
      4,
      'Coastal Ledger',
      'Ship queue off Gullmoor reaches 41',
      'The queue of ships waiting off Gullmoor reached 41 on Tuesday, up from 23 on Monday evening, the harbour master said.',
      '2026-11-23T07:00:00Z',
      mark('port'),
    ),
    src(
      5,
      'Packet Wire',
      'Nightjar leaks Tarrow Docks crew records after deadline passes',
      'Nightjar published the records of about 2,300 crew members on Tuesday after Tarrow Docks let its deadline pass, according to screenshots of the gang’s leak site.',
      '2026-11-23T08:00:00Z',
      mark('cyber'),
    ),
  ];
}

const portEvent = (list: ComposerSource[], over: Partial<ComposerEvent> = {}): ComposerEvent => ({
  eventId: PORT,
  eventType: 'disaster',
  sourceCount: list.length,
  publicationCount: new Set(list.map((s) => s.publication)).size,
  lastUpdatedAt: list.at(-1)!.ingestedAt,
  title: 'Cyberattack halts cranes at port of Gullmoor',
  summary: list[0]!.text,
  status: 'developing',
  occurredAt: '2026-11-22T07:00:00Z',
  locations: [{ name: 'Gullmoor', country: 'GB' }],
  entities: [],
  sources: list,
  ...over,
});

const CYBER = {
  slug: 'cyber',
  name: 'Cyber desk',
  domain: 'cybersecurity incidents',
  stakes: {
    personal: ['passwords', 'accounts'],
    research: ['ransomware group', 'vulnerability'],
    business_operations: ['systems offline', 'patch'],
    trading_investments: ['shares', 'ransom'],
  },
};
const SHIPPING = {
  slug: 'shipping',
  name: 'Shipping desk',
  domain: 'maritime shipping',
  stakes: {
    personal: ['deliveries', 'shortages'],
    research: ['ships waiting', 'harbour master'],
    business_operations: ['ships waiting', 'berth'],
    trading_investments: ['freight rates', 'insurance premiums'],
  },
};

const input = (
  agent: ComposeInput['agent'],
  events: ComposerEvent[],
  prior: ComposeInput['prior'] = null,
  end = '2026-11-22T12:00:00Z',
): ComposeInput => ({
  reportId: `rpt_${'b'.repeat(24)}`,
  agent,
  window: { windowType: 'rolling_24h', start: new Date(Date.parse(end) - 86_400_000).toISOString(), end },
  events,
  prior,
  trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
  now: new Date(end),
});

/** What a reader of the report reads: the summary, the situation and the four lenses. */
const told = (r: Report) =>
  [
    r.summary,
    ...Object.values(r.situation),
    ...Object.values(r.decisionAdvantage).flatMap((b) => [b.bottom_line, b.recommended_posture, b.time_horizon]),
  ].join('\n');

describe('an event two desks share, read by each desk', () => {
  it('tells the cyber desk the ransomware claim, not the port’s queue, in its summary, situation and lenses', () => {
    const { report } = composeDeterministic(input(CYBER, [portEvent(sources('cyber'), { shared: true })]));
    const text = told(report);
    expect(text).toContain('Nightjar ransomware gang claims Tarrow Docks attack');
    expect(text).toContain('120 gigabytes');
    expect(text).not.toMatch(/cranes|queue|harbour master|\b23\b/i);
    // Every lens still cites the shared event.
    for (const b of Object.values(report.decisionAdvantage)) expect(b.bottom_line).toContain(`[${PORT}]`);
  });

  it('tells the shipping desk, whose event it is, the port’s standstill, not the gang’s claim', () => {
    const { report } = composeDeterministic(input(SHIPPING, [portEvent(sources('port'))]));
    const text = told(report);
    expect(text).toMatch(/23/);
    expect(text).not.toMatch(/Nightjar|gigabytes/);
  });

  it('tells the cyber desk, the next day, the leak as what changed, not the longer queue', () => {
    const first = sources('cyber');
    const { report } = composeDeterministic(
      input(
        CYBER,
        [portEvent([...first, ...later('cyber')], { shared: true })],
        { generatedAt: '2026-11-22T12:00:00Z', sourceCounts: { [PORT]: first.length } },
        '2026-11-23T12:00:00Z',
      ),
    );
    expect(report.situation.what_changed).toMatch(/2,300 crew/);
    expect(told(report)).not.toMatch(/\b41\b|queue/);
  });

  it('falls back to the event’s lead when no source is about the desk sharing it', () => {
    const list = sources('cyber').map((s, i) => ({ ...s, subject: i === 1 ? undefined : s.subject }));
    const { report } = composeDeterministic(input(CYBER, [portEvent(list, { shared: true })]));
    const text = told(report);
    expect(text).toContain('Cyberattack halts cranes at port of Gullmoor');
    expect(text).not.toMatch(/Nightjar|from 9\b/);
  });
});

describe('sourcesRead', () => {
  const marks = (...m: (ComposerSource['subject'] | null)[]) =>
    m.map((subject, i) => src(i, 'P', `T${i}`, 'x', '2026-11-22T07:00:00Z', subject ?? undefined));
  it('reads a whole event when no source tells another desk’s story (guard: the old reading)', () => {
    expect(sourcesRead({ sources: marks('reader', null, null), shared: true }, 3)).toEqual([0, 1, 2]);
    expect(sourcesRead({ sources: marks(null, null) }, 2)).toEqual([0, 1]);
  });
  it('reads, of a shared event, the sources about its reader, else its lead; of its own, all but another desk’s', () => {
    expect(sourcesRead({ sources: marks('other', 'reader', null, 'reader'), shared: true }, 4)).toEqual([1, 3]);
    expect(sourcesRead({ sources: marks('other', null, 'other'), shared: true }, 3)).toEqual([0]);
    expect(sourcesRead({ sources: marks('reader', 'other', null) }, 3)).toEqual([0, 2]);
    expect(sourcesRead({ sources: marks('other', 'other') }, 2)).toEqual([0, 1]);
  });
});

describe('subjectsOf', () => {
  const profile = (keywords: string[]): MonitoringProfile => ({ keywords, entities: [], regions: [], feeds: [] });
  const catalog = [
    { id: 'a-cyber', slug: 'cyber', profile: profile(['ransomware', 'cyberattack', 'hackers', 'data leak']) },
    { id: 'a-ship', slug: 'shipping', profile: profile(['port', 'ships', 'cargo', 'vessel', 'container']) },
  ];
  const ofCyber = subjectsOf(catalog, 'a-cyber');
  it('marks a source by the desk its headline is about, as the dedup worker links it', () => {
    expect(
      ofCyber({
        title: 'Ransomware gang claims cyberattack on port operator',
        lead: 'The ransomware group said it was behind the cyberattack and had taken files from the port operator.',
      }),
    ).toBe('reader');
    expect(
      ofCyber({
        title: 'Ships queue at port as cargo piles up',
        lead: 'Forty ships waited off the port on Tuesday and cargo piled up in the container yards after a cyberattack.',
      }),
    ).toBe('other');
    // A term only the lead mentions makes no source the desk's.
    expect(
      ofCyber({ title: 'Museum reopens its gallery of old maps', lead: 'The gallery shows ports and ships of old.' }),
    ).toBeUndefined();
  });
});
