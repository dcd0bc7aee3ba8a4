import { describe, expect, it } from 'vitest';
import { reversedStates, statesIn } from '../../services/evidence/states.ts';

// States a source says a thing is in and their reverse, on sentences of our own.
const at = (eventId: string, hour: number, sentence: string) => ({
  eventId,
  sentence,
  at: `2031-05-04T${String(hour).padStart(2, '0')}:00:00Z`,
});

describe('states and their reverse', () => {
  it('reads a thing out and a thing back', () => {
    expect([...statesIn('Kestrel Gas hit by hackers, customer portal offline')]).toEqual([['offline', 'out']]);
    expect([...statesIn('The customer portal was back online on Thursday, Kestrel Gas said')]).toEqual([
      ['offline', 'back'],
    ]);
    expect([...statesIn('The Varne ferry terminal reopened at dawn after two days shut')]).toEqual([['shut', 'back']]);
  });

  it('does not read a plan, a hope or a denial as a return', () => {
    expect(statesIn('The terminal is expected to reopen on Friday').get('shut')).toBeUndefined();
    expect(statesIn('The terminal has not reopened and stays closed').get('shut')).toBe('out');
    expect(statesIn('Brask shares closed at 41.20 on Tuesday').get('shut')).toBeUndefined();
    expect(statesIn('The authority ruled out reopening the lock before Friday').get('shut')).toBeUndefined();
  });

  it('overtakes a state a later sentence of the same event reverses', () => {
    const r = reversedStates([
      at('evt_k', 6, 'Kestrel Gas hit by hackers, customer portal offline'),
      at('evt_k', 18, 'The customer portal was back online on Thursday, Kestrel Gas said'),
      at('evt_m', 7, 'Miners trapped after roof fall at Oskel pit'),
    ]);
    expect(r.map((x) => [x.sentence, x.by.sentence])).toEqual([
      [
        'Kestrel Gas hit by hackers, customer portal offline',
        'The customer portal was back online on Thursday, Kestrel Gas said',
      ],
    ]);
  });

  it('keeps the state that stands again after a flare', () => {
    const r = reversedStates([
      at('evt_v', 6, 'The Varne ferry terminal was shut by the storm'),
      at('evt_v', 12, 'The Varne ferry terminal reopened at noon'),
      at('evt_v', 20, 'The terminal was closed again in the evening as the swell rose'),
    ]);
    expect(r.map((x) => x.sentence)).toEqual(['The Varne ferry terminal reopened at noon']);
  });
});
