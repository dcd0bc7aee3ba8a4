// Ask reads an article in order, and a story to its latest word: a sentence that announces what follows
// (a correction, a statement introduced by a colon, an explainer's own question) is answered by the next
// sentence of the same article; an answer whose state a later source of its event reversed ("ran
// aground", then "refloated") says what stands since, and cites both. Fictional material written for
// these tests (towns, firms, ships and people that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-09-08T22:00:00Z'); // a Tuesday

const world: AskMaterial = askMaterial([
  source(
    'evt_harl',
    'Vennick Herald',
    '2026-09-08T09:00:00Z',
    'Engineers warn over Harl dam spillway',
    'A report on the Harl dam warned that its spillway could fail in a flood larger than the one of 1998. The regional water board said it would study the report. CORRECTION: An earlier version of this article wrongly attributed the warning about the Harl dam spillway to the water board. The warning was made by Pellring Hydro Consult.',
  ),
  source(
    'evt_tarn',
    'Oskel Courier',
    '2026-09-08T08:00:00Z',
    'Tarn line shut',
    'Trains on the Tarn line will not run until further notice.\nThe reason for the Tarn line closure, the operator said:\nA landslip blocked the track near Grellby after two days of heavy rain.',
  ),
  source(
    'evt_coldwater',
    'Marsh Times',
    '2026-09-08T10:00:00Z',
    'Explained: the Coldwater bridge closure',
    'Drivers face a 20-mile detour this week. Why did the Coldwater bridge shut?\nInspectors found cracks in two of its steel bearings during a routine check on Monday.',
  ),
  source(
    'evt_ilsa',
    'Skerra Post',
    '2026-09-08T07:00:00Z',
    'Ferry aground off Skerra',
    'The passenger ferry Ilsa Marin ran aground off Skerra early on Tuesday with 140 people aboard, the coastguard said. No one was hurt.',
  ),
  source(
    'evt_ilsa',
    'Island Wire',
    '2026-09-08T16:00:00Z',
    'Ilsa Marin back in port',
    'Salvage tugs refloated the Ilsa Marin on the afternoon tide and she sailed back to Skerra harbour under her own power.',
  ),
  source(
    'evt_darrow',
    'Darrow Echo',
    '2026-09-08T06:00:00Z',
    'Darrow heath fire spreads',
    'The Darrow heath fire spread overnight and the B4410 coast road was closed near Linby.',
  ),
  source(
    'evt_darrow',
    'Darrow Echo',
    '2026-09-08T18:00:00Z',
    'Darrow fire: road reopens',
    'Police reopened the B4410 coast road near Linby on Tuesday evening as crews held the fire line.',
  ),
  source(
    'evt_brenn',
    'Ostvik Daily',
    '2026-09-08T08:00:00Z',
    'Brenn smelter halts',
    'The Brenn aluminium smelter was shut after a power fault on Tuesday morning.',
  ),
  source(
    'evt_brenn',
    'Ostvik Daily',
    '2026-09-08T17:00:00Z',
    'Brenn smelter still halted',
    'The Brenn aluminium smelter remained shut on Tuesday evening while engineers checked its potlines.',
  ),
  source(
    'evt_ormel',
    'Valley Courier',
    '2026-09-08T09:00:00Z',
    'Bus crash on Ormel pass',
    'A tour bus left the road on the Ormel pass road on Tuesday morning, killing four people, police said.',
    true,
  ),
  source(
    'evt_ormel',
    'Valley Courier',
    '2026-09-08T19:00:00Z',
    'Ormel crash toll rises',
    'The death toll from the Ormel pass bus crash rose to seven on Tuesday evening after three of the injured died in hospital.',
    true,
  ),
  source(
    'evt_sorrel',
    'Metals Ledger',
    '2026-09-08T11:00:00Z',
    'What the Sorrel mine flood means for copper',
    'Pumps at the Sorrel mine are running again. Marlin Capital puts the damage far higher: as many as twelve thousand tonnes of copper could be lost this year, it estimates, because the lower levels will stay flooded.',
  ),
  source(
    'evt_sorrel',
    'Metals Ledger',
    '2026-09-08T17:30:00Z',
    'Correction',
    'Correction: An earlier version of our analysis of the Sorrel flood said the copper estimate came from Marlin Capital. It was made by Ostrander Metals Research. We regret the error.',
  ),
  source(
    'evt_varn',
    'Ostland Today',
    '2026-09-08T05:00:00Z',
    'Earthquake in the Varn valley',
    'A magnitude 6.1 earthquake struck the Varn valley early on Tuesday, killing at least five people, officials said.',
    true,
  ),
  source(
    'evt_varn',
    'Ostland Today',
    '2026-09-08T15:00:00Z',
    'Quake toll rises',
    "The number of people killed in Tuesday's earthquake in northern Ostland rose to eleven, officials said.",
    true,
  ),
  source(
    'evt_docks',
    'Harbour Line',
    '2026-09-08T07:00:00Z',
    'Keldport dockers stop work',
    'Dockers at Keldport stopped work for 24 hours on Tuesday. The stoppage halted loading at the Quay 4 terminals, and six ships were diverted to Marrow.',
  ),
  source(
    'evt_docks',
    'Harbour Line',
    '2026-09-08T20:00:00Z',
    'Selby dockers settle',
    'Port employers in Selby and the dockers agreed a pay rise. Work at the container terminals had resumed on Tuesday after the strike.',
  ),
]);

const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world));

describe('a sentence that announces what follows is answered by the next sentence of its article', () => {
  it('answers who made a warning from the correction, not the name it corrects', () => {
    expect(ask('Who made the warning about the Harl dam spillway?').answer).toMatch(/Pellring Hydro Consult/);
  });
  it('answers who made an estimate from a later correction of the sentence that named someone else', () => {
    const a = ask('Who reckons the Sorrel mine could lose twelve thousand tonnes of copper?');
    expect(a.answer).toMatch(/It was made by Ostrander Metals Research/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Correction');
  });
  it('answers why a line closed from the sentence after the one that introduces the reason with a colon', () => {
    expect(ask('Why was the Tarn line closed?').answer).toMatch(/landslip/);
  });
  it("answers an explainer's own question from the sentence that follows it", () => {
    expect(ask('Why did the Coldwater bridge shut?').answer).toMatch(/cracks in two of its steel bearings/);
  });
});

describe('an answer whose state a later source reversed says what stands since', () => {
  it('names the ferry that ran aground and says it has been refloated since, citing both reports', () => {
    const a = ask('Which ferry ran aground off Skerra?');
    expect(a.answer).toMatch(/Ilsa Marin ran aground/);
    expect(a.answer).toMatch(/Since .*refloated the Ilsa Marin/);
    expect(a.basis[0]!.citations.map((c) => c.title)).toEqual(['Ferry aground off Skerra', 'Ilsa Marin back in port']);
  });
  it('names the road the fire closed and says it was reopened since', () => {
    expect(ask('Which road was closed because of the Darrow heath fire?').answer).toMatch(
      /B4410 coast road was closed.*\(Since 8 September 2026: Police reopened the B4410/,
    );
  });
  it('names the road a bus left and gives the death toll a later report raised', () => {
    expect(ask('Which road did the tour bus leave?').answer).toMatch(
      /Ormel pass road.*killing four.*\(Since 8 September 2026: The death toll .* rose to seven/,
    );
  });
  it('gives the raised toll of a quake from a later report that does not repeat the place asked about', () => {
    expect(ask('How strong was the earthquake that hit the Varn valley?').answer).toMatch(
      /magnitude 6\.1.*\(Since 8 September 2026: The number of people killed .* rose to eleven/,
    );
  });
  it("adds nothing from another port's story held in the same event", () => {
    expect(ask('Which terminals did the Keldport stoppage halt?').answer).not.toMatch(/Since/);
  });
  it('adds nothing when the later source says the state still holds', () => {
    expect(ask('Why was the Brenn smelter shut?').answer).not.toMatch(/Since/);
  });
});
