// The people of a place or of a firm before its name (issue 31): "Residents of X" names the town X,
// "Customers of X Bank" the bank X. Sentences of our own, in several desk styles; fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { participants } from '../../services/dedup/participants.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

describe('the people of a place before its name', () => {
  it('makes the name a place, opening a sentence or inside one', () => {
    expect(
      participants('A night in the open', 'Residents of Port Ellery spent the night outside after the quake.'),
    ).toEqual(['p:port ellery']);
    expect(participants('Quake: live', '06:10 - Thousands of residents of Port Ellery slept in their cars.')).toEqual([
      'p:port ellery',
    ]);
    expect(participants('Count goes on', 'The mayor of Dunmore said the count would go on all night.')).toEqual([
      'p:dunmore',
    ]);
  });

  it('leaves a firm its own name: "Customers of Solvane Bank" names the bank, not its customers', () => {
    expect(participants('Card payments fail', 'Customers of Solvane Bank could not pay by card on Monday.')).toEqual([
      'o:solvane bank',
    ]);
  });
});

describe('two banks’ outages on one morning', () => {
  const report = reportsFrom('2026-10-05T07:00:00Z');
  it('stay two events when each desk names its bank only through its customers', () => {
    const stream = [
      report(
        'https://wire.example/solvane-1',
        'Northgate Wire',
        0,
        'Bank customers locked out of accounts',
        'Customers of Solvane Bank were locked out of their accounts on Monday morning after an outage hit card payments and the mobile app.',
      ),
      report(
        'https://desk.example/orrin-1',
        'Money Desk',
        20,
        'Bank customers locked out of accounts',
        'Customers of Orrin Bank were locked out of their accounts on Monday morning after an outage hit card payments and the mobile app.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://desk.example/orrin-1')).not.toBe(events.get('https://wire.example/solvane-1'));
  });
});
