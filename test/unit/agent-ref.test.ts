import { describe, expect, it } from 'vitest';
import { AgentCatalog, OPERATOR, externalIdKey, slugify, type CatalogAgent } from '../../services/domain/agent-ref.ts';

const agent = (id: string, name: string, externalId: string | null): CatalogAgent => ({
  id,
  name,
  slug: slugify(name),
  externalId,
  externalIdKey: externalId === null ? null : externalIdKey(externalId),
  domain: 'd',
  description: 'x',
  ownerAccountId: null,
});
const catalog = new AgentCatalog([
  agent('6f1c2c8e-1111-4a7a-9d3e-000000000017', 'Sentinel', '017'),
  agent('6f1c2c8e-2222-4a7a-9d3e-000000000001', 'Atlas', '001'),
  agent('6f1c2c8e-3333-4a7a-9d3e-000000000002', 'Red Sea Watch', null),
  // A name that looks like another agent's external id: slug and name win over external id.
  agent('6f1c2c8e-4444-4a7a-9d3e-000000000003', '1', '100'),
]);
const resolveSlug = (ref: string) => {
  const r = catalog.resolve(ref);
  return r.kind === 'found' ? r.agent.slug : r.kind;
};

describe('externalIdKey', () => {
  it.each([
    ['#017', '17'],
    ['017', '17'],
    ['17', '17'],
    ['#0', '0'],
    ['000', '0'],
    ['A12', 'A12'],
    ['##7', '#7'],
  ])('%s → %s', (input, key) => {
    expect(externalIdKey(input)).toBe(key);
  });
});

describe('AgentCatalog.resolve (DECISIONS.md §2)', () => {
  it.each([
    ['6f1c2c8e-1111-4a7a-9d3e-000000000017', 'sentinel'],
    ['6F1C2C8E-1111-4A7A-9D3E-000000000017', 'sentinel'],
    ['sentinel', 'sentinel'],
    ['SENTINEL', 'sentinel'],
    ['red_sea_watch', 'red_sea_watch'],
    ['red sea watch', 'red_sea_watch'],
    ['#017', 'sentinel'],
    ['017', 'sentinel'],
    ['17', 'sentinel'],
    ['  17 ', 'sentinel'],
    ['#001', 'atlas'],
    ['1', '1'],
    ['100', '1'],
  ])('%s → %s', (ref, slug) => expect(resolveSlug(ref)).toBe(slug));

  it.each([
    [''],
    ['   '],
    ['x'.repeat(129)],
    ['a/b'],
    ['tab\there'],
    ['nul\u0000'],
    ['\t017'],
    ['017\r\n'],
    ['\u007f17'],
  ])('malformed: %j', (ref) => {
    expect(catalog.resolve(ref)).toEqual({ kind: 'malformed', ref });
  });

  it.each([['nobody'], ['#999'], ['6f1c2c8e-9999-4a7a-9d3e-000000000017'], ['x'.repeat(128)]])(
    'not found: %s',
    (ref) => {
      expect(catalog.resolve(ref)).toEqual({ kind: 'not_found', ref });
    },
  );

  it('orders the catalog by external id, agents without one last', () => {
    expect(catalog.agents.map((a) => a.slug)).toEqual(['atlas', 'sentinel', '1', 'red_sea_watch']);
  });

  it('searches name, domain and description case-insensitively', () => {
    expect(catalog.search('SEA', 10).map((a) => a.slug)).toEqual(['red_sea_watch']);
    expect(catalog.search(undefined, 2)).toHaveLength(2);
  });
});

describe('AgentCatalog: own agents for their owner and for the operator', () => {
  const ALICE = 'a11ce000-0000-4000-8000-000000000001';
  const BOB = 'b0b00000-0000-4000-8000-000000000002';
  const own = (id: string, name: string, owner: string): CatalogAgent => ({
    ...agent(id, name, null),
    ownerAccountId: owner,
  });
  const withOwn = new AgentCatalog([
    agent('6f1c2c8e-1111-4a7a-9d3e-000000000017', 'Sentinel', '017'),
    own('0a0a0a0a-0000-4000-8000-00000000000a', 'Suez lane', ALICE),
    own('0b0b0b0b-0000-4000-8000-00000000000b', 'Suez lane', BOB),
  ]);
  const found = (r: ReturnType<AgentCatalog['resolve']>) => (r.kind === 'found' ? r.agent.id : r.kind);

  it('resolves an own agent by any ref for its owner only; the same name means each owner its own', () => {
    expect(found(withOwn.resolve('suez_lane', ALICE))).toBe('0a0a0a0a-0000-4000-8000-00000000000a');
    expect(found(withOwn.resolve('Suez lane', BOB))).toBe('0b0b0b0b-0000-4000-8000-00000000000b');
    expect(found(withOwn.resolve('0b0b0b0b-0000-4000-8000-00000000000b', ALICE))).toBe('not_found');
    expect(found(withOwn.resolve('suez_lane'))).toBe('not_found');
  });

  it("gives the operator the catalog by any ref and every account's agent by its UUID, not by a name two owners share", () => {
    expect(found(withOwn.resolve('017', OPERATOR))).toBe('6f1c2c8e-1111-4a7a-9d3e-000000000017');
    expect(found(withOwn.resolve('0B0B0B0B-0000-4000-8000-00000000000B', OPERATOR))).toBe(
      '0b0b0b0b-0000-4000-8000-00000000000b',
    );
    expect(found(withOwn.resolve('suez_lane', OPERATOR))).toBe('not_found');
    // The operator's list is the catalog; the own agents are listed apart, with their owners.
    expect(withOwn.search(undefined, 10, OPERATOR).map((a) => a.slug)).toEqual(['sentinel']);
  });
});
