// Who tells whom to do what, read as news writes it: the audience is the head of its phrase ("heating
// costs for households should stay stable" tells households nothing), those told are not who spoke
// ("…, and residents were told to move"), and reported speech puts a plan as "would" ("two lines said
// they would divert cargo"). Sentences of our own, in a flood, a wildfire, an energy and a port desk's words.
import { describe, expect, it } from 'vitest';
import { adviceIn, outlookIn } from '../../services/evidence/advice.ts';

const said = (s: string) => adviceIn(s).map((a) => a.said);

describe('who tells whom to do what', () => {
  it('does not read a forecast about something for an audience as advice to it', () => {
    expect(said('Heating costs for households should stay stable this winter, the Brask regulator said.')).toEqual([]);
    expect(said('Ferry fares for commuters should ease next month, the operator said.')).toEqual([]);
  });

  it('does not name those told as who advised them', () => {
    expect(
      said(
        'About 200 people were evacuated, the Orlo civil defence office said, and residents of Upper Orlo were told to move to higher ground.',
      ),
    ).toEqual(['Residents of Upper Orlo: move to higher ground']);
  });

  it('names the appositive before an auxiliary as who advised, not the auxiliary', () => {
    expect(said('Mira Holt, the lock keeper, has told inbound ships to divert to Brask instead of waiting.')).toEqual([
      'The lock keeper to inbound ships: divert to Brask instead of waiting',
    ]);
  });

  it('reads whom after a verb of speech, and who advises without its auxiliary', () => {
    expect(said('The Selm water company raised its tariff and said customers should expect higher bills.')).toEqual([
      'Customers: expect higher bills',
    ]);
    expect(said('Firefighters are telling people in Carrow to keep their windows shut because of the smoke.')).toEqual([
      'Firefighters to people in Carrow: keep their windows shut because of the smoke',
    ]);
  });
});

describe('a forecast of a level', () => {
  it('reads "should stay stable" as what comes next, and advice with "should" as no step', () => {
    expect(
      outlookIn('Heating costs for households should stay stable this winter, the Brask regulator said.'),
    ).toMatchObject({
      kind: 'next',
    });
    expect(outlookIn('Customers should reset their passwords, the Selm bank said.')).toBeNull();
  });
});

describe('a plan in reported speech', () => {
  it('reads "said they would" as what comes next, not a judgement, a refusal or what would have been', () => {
    expect(outlookIn('Two shipping lines said they would divert cargo from Holm to Osk.')).toMatchObject({
      kind: 'next',
      audiences: ['operators'],
    });
    expect(outlookIn('Officials said the flooding would have been worse without the new levee.')).toBeNull();
    expect(outlookIn('Economists said a rate cut would be a mistake.')).toBeNull();
    // A refusal says what will not happen, not what comes next.
    expect(outlookIn('The Orlo utility said it would not pay a ransom.')).toBeNull();
  });
});
