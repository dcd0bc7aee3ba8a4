import { describe, expect, it } from 'vitest';
import { LagTracker } from '../../services/gateway/freshness.ts';

describe('ingest lag from polls of the topic end', () => {
  it('is 0 when the worker has read everything the topic holds', () => {
    const t = new LagTracker();
    t.observe(0, 10, 1_000);
    expect(t.lagSeconds(0, 10, 900, 60_000)).toBe(0);
    expect(new LagTracker().lagSeconds(0, 0, 0, 60_000)).toBe(0);
  });

  it('counts from the first poll that saw the oldest unread message, not from the last message read', () => {
    const t = new LagTracker();
    t.observe(0, 10, 1_000);
    // An hour of quiet, then new articles the worker has not read yet.
    t.observe(0, 11, 3_601_000);
    t.observe(0, 15, 3_602_000);
    expect(t.lagSeconds(0, 10, 900, 3_604_500)).toBe(3);
    // Reading on moves the start to the poll that first saw the next unread message.
    expect(t.lagSeconds(0, 12, 3_601_500, 3_604_500)).toBe(2);
  });

  it('falls back to the last message read when the polls do not reach back far enough', () => {
    const t = new LagTracker();
    t.observe(0, 500, 100_000);
    expect(t.lagSeconds(0, 200, 40_000, 100_000)).toBe(60);
  });

  it('ignores polls that saw no new message', () => {
    const t = new LagTracker();
    t.observe(0, 5, 1_000);
    t.observe(0, 5, 9_000);
    t.observe(0, 6, 10_000);
    expect(t.lagSeconds(0, 5, 500, 12_000)).toBe(2);
  });
});
