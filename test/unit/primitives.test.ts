import { describe, expect, it } from 'vitest';
import { BIGINT_MAX, cursor, storable, unstorableAt } from '../../schemas/primitives.ts';

describe('text PostgreSQL can hold', () => {
  it('is any string without U+0000 or an unpaired surrogate', () => {
    expect(storable('plain, tabs\tand\nbreaks, 🚢, é')).toBe(true);
    expect(storable('a\u0000b')).toBe(false);
    expect(storable('high \ud800 alone')).toBe(false);
    expect(storable('low \udc00 alone')).toBe(false);
    expect(storable('\udc00\ud800')).toBe(false); // the pair reversed is two halves
  });

  it('names the first place in a request part that breaks it, keys included, however deep', () => {
    expect(unstorableAt({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(unstorableAt({ ['k\u0000']: 1 }, 'querystring')).toBe('querystring.k\u0000');
    expect(unstorableAt('\ud800', 'params.id')).toBe('params.id');
    expect(unstorableAt({ a: [1, true, null, 'fine'] }, 'body')).toBeNull();
    expect(unstorableAt(undefined, 'body')).toBeNull();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableAt(deep, 'body')).toMatch(/^body(\.0){100000}$/);
  });
});

describe('cursors', () => {
  it('are decimal digits from 0 to the largest bigint, kept as text', () => {
    const schema = cursor();
    for (const ok of ['0', '9007199254740993', BIGINT_MAX.toString()]) expect(schema.parse(ok)).toBe(ok);
    for (const bad of ['', '-1', '1e3', '0x10', ' 1', '9223372036854775808', '1'.repeat(20)])
      expect(schema.safeParse(bad).success, bad).toBe(false);
    expect(schema.safeParse('9223372036854775808').error?.issues[0]?.message).toMatch(/out of range/);
  });
});
