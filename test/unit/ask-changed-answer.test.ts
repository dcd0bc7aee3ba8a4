// Ask when the answer changed during the day: a later word on what is asked (a rejection, a denial, a
// correction) wins over the earlier preview or claim, and a count of those at a gathering is read from
// the sentence on the gathering. Fictional material written for these tests (towns, firms and people
// that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-05-20T22:00:00Z'); // a Wednesday

/** A council budget vote, a warehouse fire, a water company hack, a bridge strike, a glassworks and a chemical leak, over one day. */
const world: AskMaterial = askMaterial([
  source(
    'evt_budget',
    'Orrin Courier',
    '2026-05-20T07:00:00Z',
    'Orrin council to vote on Quill budget after deal with independents',
    'ORRIN, May 20 (Orrin Courier) - Orrin town council votes on Wednesday on a budget drawn up by council leader Mara Quill, after her group agreed a deal with two independents on Tuesday. The three groups hold 23 of the 44 seats.',
    true,
  ),
  source(
    'evt_budget',
    'Valley Times',
    '2026-05-20T11:00:00Z',
    'Two independents to vote against Quill budget',
    "Two independent councillors said on Wednesday they would vote against Mara Quill's budget, leaving her group one vote short. Hundreds of people protested outside the town hall against cuts to bus routes; police put the crowd at 400.",
    true,
  ),
  source(
    'evt_budget',
    'Orrin Courier',
    '2026-05-20T16:00:00Z',
    'Orrin council rejects Quill budget in 21-23 vote',
    "ORRIN, May 20 (Orrin Courier) - Orrin town council rejected Mara Quill's budget on Wednesday. It received 21 votes in favour, with 23 against.",
    true,
  ),
  source(
    'evt_budget',
    'Valley Times',
    '2026-05-20T19:00:00Z',
    'Quill concedes, new budget due in June',
    'Mara Quill conceded defeat on Wednesday evening and said a new budget would be put to the council in June. The protest outside the town hall ended peacefully after the vote; police said about 900 people had attended at its height.',
    true,
  ),
  source(
    'evt_fire',
    'Selby Echo',
    '2026-05-20T06:00:00Z',
    'Fire destroys Kessick Foods warehouse in Selby',
    'SELBY, May 20 (Selby Echo) - A fire destroyed a Kessick Foods warehouse in Selby early on Wednesday, and 60 workers were sent home, the company said. No one was hurt.',
    true,
  ),
  source(
    'evt_fire',
    'Grocer Daily',
    '2026-05-20T10:00:00Z',
    'Shops brace for shortages after Selby warehouse fire',
    'Kessick Foods said deliveries to 140 shops in the region would be late this week. The warehouse held frozen goods.',
    true,
  ),
  source(
    'evt_fire',
    'Selby Echo',
    '2026-05-20T15:00:00Z',
    'Kessick denies arson report',
    'Kessick Foods denied a newspaper report that police suspected arson, saying the fire started in a faulty freezer unit; police said the cause was still being investigated.',
    true,
  ),
  source(
    'evt_hack',
    'Tamsk Herald',
    '2026-05-20T09:00:00Z',
    'Redfin gang claims Tamsk Water hack',
    'A hacking group calling itself Redfin said on Wednesday it had stolen the card details of Tamsk Water customers and claimed to have copied 120 gigabytes of files. The group demanded $900,000.',
    true,
  ),
  source(
    'evt_hack',
    'Tamsk Herald',
    '2026-05-20T17:00:00Z',
    'Tamsk Water says names were copied',
    'Tamsk Water said no card details had been taken by the hackers; the names of 5,000 customers were copied.',
    true,
  ),
  source(
    'evt_bridge',
    'Lindow Post',
    '2026-05-20T08:00:00Z',
    'Lorry hits Mill Road bridge in Lindow',
    'LINDOW, May 20 (Lindow Post) - A lorry carrying timber hit the Mill Road rail bridge in Lindow on Wednesday morning, and trains were stopped for three hours.',
    true,
  ),
  source(
    'evt_bridge',
    'Lindow Post',
    '2026-05-20T14:00:00Z',
    'Mill Road bridge reopens to trains',
    'Trains ran over the Mill Road bridge again from 11:00. Correction: an earlier version of this story said the lorry that hit the bridge was carrying timber; it was carrying steel pipes.',
    true,
  ),
  source(
    'evt_glass',
    'Brenna Wire',
    '2026-05-20T04:00:00Z',
    'Power cut halts Brenna glassworks',
    'A power cut halted production at the Brenna glassworks of Ostler Glass early on Wednesday, the company said. Production resumed after about six hours, and Ostler said no furnace was damaged.',
    true,
  ),
  source(
    'evt_hack',
    'Tamsk Herald',
    '2026-05-20T21:00:00Z',
    'CORRECTION: Tamsk Water hack story',
    "In a story published on May 20 about the attack on Tamsk Water, Tamsk Herald reported that the Redfin group had demanded $900,000. The group's demand was $90,000.",
    true,
  ),
  source(
    'evt_leak',
    'Ashby News',
    '2026-05-20T06:30:00Z',
    'Corvel halts Ashby plant after chlorine leak',
    'Corvel Chemicals halted its Ashby plant after a chlorine leak late on Tuesday, the company said. Three workers were treated by medics at the site. Corvel said the cause of the leak was being investigated.',
    true,
  ),
  source(
    'evt_leak',
    'Ashby News',
    '2026-05-20T10:00:00Z',
    'Union and Corvel at odds over leak',
    'Seven workers were taken to hospital after the leak at the Corvel Chemicals plant in Ashby, the Ashby Chemical Workers Union said on Wednesday. Corvel stood by its figure of three.',
    true,
  ),
  source(
    'evt_suit',
    'Lorran Ledger',
    '2026-05-20T12:00:00Z',
    'Lorran Telecom hit by data breach, customers sue',
    'Hackers stole the phone numbers of 200,000 Lorran Telecom customers, the company said. A class action seeking $40 million in damages was filed on Wednesday.',
    true,
  ),
  source(
    'evt_leak',
    'Ashby News',
    '2026-05-20T18:00:00Z',
    'Inspectors order review at Corvel plant',
    'The county safety inspectorate ordered a full review at the Corvel Chemicals plant in Ashby before it may reopen. The inspectorate said it was too early to say what had caused the leak.',
    true,
  ),
]);

const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world)).answer;

describe('a count or a length of what is asked, read from the sentence on it', () => {
  it('counts those at a protest from the newest sentence on the protest, though it says "attended"', () => {
    expect(ask('How many people protested outside the Orrin town hall?')).toMatch(/900 people/);
  });
  it('reads the ransom from the sum a gang demanded, and the corrected sum over the first report', () => {
    expect(ask('How much ransom are the Tamsk Water hackers asking for?')).toMatch(/\$90,000/);
  });
  it('reads no ransom in a sum sought in damages', () => {
    expect(ask('How much ransom did the Lorran Telecom hackers demand?')).toMatch(/^No answer/);
  });
  it('reads an amount of data from the gigabytes the hackers claim to have copied', () => {
    expect(ask('How much data does Redfin say it took?')).toMatch(/120 gigabytes/);
  });
  it('counts those "taken to hospital" as hurt', () => {
    expect(ask('How many hurt in the Ashby leak according to the union?')).toMatch(/Seven workers/);
  });
  it('reads how long production was stopped from when it resumed (a length, not a count turned around)', () => {
    expect(ask('How long was production stopped at the Brenna glassworks?')).toMatch(/six hours/);
  });
});

describe('a cause no source knows yet', () => {
  it('gives no answer when the newest word on the cause is that it is not known', () => {
    expect(ask('What actually caused the chlorine leak at Corvel?')).toMatch(/^No answer/);
  });
  it('still gives the cause a source states, though police say they are still investigating it', () => {
    expect(ask('What caused the fire at the Selby warehouse?')).toMatch(/faulty freezer unit/);
  });
});

describe('a later word on what is asked wins over the earlier one', () => {
  it('answers whether the budget passed from the vote that rejected it, not the preview of the vote', () => {
    expect(ask("Did Mara Quill's budget pass the vote in Orrin council?")).toMatch(/rejected/);
  });
  it('answers whether the fire was arson from the denial told later, not the headline on the fire', () => {
    expect(ask('Was the Selby warehouse fire arson?')).toMatch(/denied/);
  });
  it('answers whether the hackers got card details from the later word that none were taken, not the claim', () => {
    expect(ask('Did the hackers get card details from Tamsk Water customers?')).toMatch(/no card details/);
  });
  it('answers from a correction told later, not the first account it corrects', () => {
    expect(ask('Was the lorry that hit the Mill Road bridge carrying timber?')).toMatch(/steel pipes/);
  });
});
