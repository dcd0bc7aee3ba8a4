// "Superseded stated as current", a bench measure of reports: the counts and states a report states as
// they stood before a later source of its own evidence replaced them. Read with the readers the reports
// use (services/evidence facts and figures): a tracked count whose value a later source gave anew ("3
// dead", then "the toll rose to 7"), or said it replaced ("fell to 9 from 31"); a state a later source
// of the same event reversed (services/evidence/states.ts: "billing systems offline", then "back online";
// or the other way). A report part states the old value as current when it reads, with the
// same reader, a figure of the same count at the old value, not framed as history ("rose from 3 to 7",
// "up from 3", "initially put at 3") and not in a past-dated clause ("had risen to 3", "by Tuesday"),
// and no cited event holds that value as its latest; or when it quotes the reversed state's sentence
// (six words of it in a row, in a sentence that states that state the same way) without itself telling
// the state the other way. Pure; judged on the sources'
// text alone.
import {
  factsOfSource,
  sameCount,
  trackFigures,
  type FigureFact,
  type SourceDoc,
} from '../../services/evidence/facts.ts';
import { splitSentences, withoutDateline } from '../../services/evidence/sentences.ts';
import { reversedStates, statesIn, type ReversedState } from '../../services/evidence/states.ts';
import { tokenize } from '../../services/evidence/tokens.ts';

/** One part of a report as a reader sees it: its field, its text up to its citation markers, the events it cites. */
export interface ReportPart {
  field: string;
  text: string;
  /** The events it cites; none: the report's whole evidence (a headline cites nothing). */
  eventIds: string[];
}

/** A count's value a later source replaced, in one event. */
export interface OldCount {
  eventId: string;
  key: string;
  unit: FigureFact['unit'];
  place: string | null;
  /** The superseded value and how it was written. */
  value: number;
  text: string;
  /** The value that stands now. */
  now: FigureFact;
}

export interface StaleFinding {
  field: string;
  kind: 'count' | 'state';
  /** What the part states, and what stands now. */
  old: string;
  now: string;
  text: string;
}

/** The facts of each event's sources, as the report room reads them. */
export function evidenceFacts(docs: readonly SourceDoc[]) {
  return docs.map((d) => ({ doc: d, facts: factsOfSource(d) }));
}

/** The counts and states of the evidence that a later source of their event replaced. */
export function supersededIn(docs: readonly SourceDoc[]): { counts: OldCount[]; states: ReversedState[] } {
  const read = evidenceFacts(docs);
  const figures = read.flatMap((r) => r.facts.figures);
  const tracked = trackFigures(figures);
  const counts: OldCount[] = [];
  const add = (x: Omit<OldCount, 'text'> & { text: string }) => {
    if (x.value === x.now.value) return;
    if (!counts.some((c) => c.eventId === x.eventId && c.key === x.key && c.value === x.value && c.unit === x.unit))
      counts.push(x);
  };
  for (const t of tracked) {
    if (!t.key || t.latest.size || t.latest.capacity) continue;
    // The count stands at its latest value, unless a later figure under another name says it replaced it.
    const now = t.replacedBy ?? t.latest;
    const group = figures.filter(
      (f) =>
        f.eventId === t.eventId &&
        !!f.key &&
        sameCount(f.key, t.key) &&
        f.unit === t.latest.unit &&
        (!f.place || !t.latest.place || f.place === t.latest.place),
    );
    for (const f of group)
      // Another publication's value of the same round is a disagreement, not a value replaced.
      if (f.at < now.at && !t.disagreeing.includes(f))
        add({ eventId: t.eventId, key: t.key, unit: f.unit, place: f.place, value: f.value, text: f.text, now });
    if (t.latest.from)
      add({ eventId: t.eventId, key: t.key, unit: t.latest.unit, place: t.latest.place, ...t.latest.from, now });
    if (t.replacedBy)
      add({
        eventId: t.eventId,
        key: t.key,
        unit: t.latest.unit,
        place: t.latest.place,
        value: t.latest.value,
        text: t.latest.text,
        now,
      });
  }
  // What stands now is never old: a count that moved back (7, then 3, then 7) is current at 7.
  const current = counts.filter(
    (c) =>
      !tracked.some(
        (t) => t.eventId === c.eventId && sameCount(t.key, c.key) && (t.replacedBy ?? t.latest).value === c.value,
      ),
  );
  const states = reversedStates(
    docs.flatMap((d) =>
      [d.title, ...splitSentences(withoutDateline(d.text))].map((sentence) => ({
        eventId: d.eventId,
        sentence,
        at: d.at,
      })),
    ),
  );
  return { counts: current, states };
}

/** Words that date a figure's clause in the past: "had risen to 3", "by Tuesday", "earlier", "at first", "at 8 a.m.". */
export const PAST_DATED =
  /\b(?:had|earlier|initially|originally|previously|at first|at the time|yesterday|last (?:week|month|night|year)|(?:by|as of|until) (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|noon|midnight|\d{1,2}[:.]\d{2}|the (?:morning|evening|weekend))|at \d{1,2}(?:[:.]\d{2})?\s?(?:a\.m\.|p\.m\.|am|pm)|at \d{1,2}[:.]\d{2})(?!\w)/i;
/** Clause breaks within a sentence: what dates one clause does not date the next. */
const CLAUSE =
  /[;:]|,\s+(?=(?:and|but|while|whereas|which|who|as|after|before|when|though)\b)|\s+(?=(?:and|but|while|whereas)\s)/;

/** The clause of a sentence that holds the character at `at`. */
function clauseAt(sentence: string, at: number): string {
  let start = 0;
  for (const part of sentence.split(CLAUSE)) {
    const i = sentence.indexOf(part, start);
    if (i <= at && at < i + part.length) return part;
    start = i + part.length;
  }
  return sentence;
}

const words = (s: string) => tokenize(s).map((t) => t.norm);
/** Six words of the sentence in a row, in the text, that the `unlike` sentence does not share: it quotes it. */
function quotes(text: string, sentence: string, unlike = '', run = 6): boolean {
  const w = words(sentence);
  const hay = ` ${words(text).join(' ')} `;
  const other = ` ${words(unlike).join(' ')} `;
  const n = Math.min(run, w.length);
  for (let i = 0; i + n <= w.length; i++) {
    const bit = ` ${w.slice(i, i + n).join(' ')} `;
    if (hay.includes(bit) && !other.includes(bit)) return true;
  }
  return false;
}

/**
 * The parts of a report that state a superseded count or state as current. `docs` are the sources of
 * the report's events it could read at its time.
 */
export function staleParts(parts: readonly ReportPart[], docs: readonly SourceDoc[]): StaleFinding[] {
  const { counts, states } = supersededIn(docs);
  const tracked = trackFigures(evidenceFacts(docs).flatMap((r) => r.facts.figures));
  const allEvents = [...new Set(docs.map((d) => d.eventId))];
  const out: StaleFinding[] = [];
  for (const part of parts) {
    const scope = new Set(part.eventIds.length ? part.eventIds : allEvents);
    const latestIn = (key: string, unit: FigureFact['unit'], value: number) =>
      tracked.some(
        (t) =>
          scope.has(t.eventId) &&
          sameCount(t.key, key) &&
          t.latest.unit === unit &&
          (t.replacedBy ?? t.latest).value === value,
      );
    // The part read as a source is read: its figures, with what each counts and whether it says the value was replaced.
    for (const sentence of splitSentences(part.text)) {
      const facts = factsOfSource({
        sourceId: 'report',
        eventId: 'report',
        publication: '',
        title: '',
        text: sentence,
        at: '',
        ingestedAt: '',
      });
      for (const f of facts.figures) {
        if (!f.key || f.from || f.size) continue;
        const old = counts.find(
          (c) =>
            scope.has(c.eventId) &&
            c.value === f.value &&
            c.unit === f.unit &&
            sameCount(c.key, f.key) &&
            (!f.place || !c.place || f.place === c.place),
        );
        if (!old || latestIn(old.key, old.unit, old.value)) continue;
        const at = sentence.search(new RegExp(String.raw`(?<![\d.,])${f.text.replace(/[.$%]/g, '\\$&')}(?![\d])`, 'i'));
        if (at >= 0 && PAST_DATED.test(clauseAt(sentence, at))) continue;
        out.push({
          field: part.field,
          kind: 'count',
          old: `${old.text} ${old.key}`,
          now: old.now.text,
          text: sentence,
        });
      }
    }
    const told = statesIn(part.text);
    for (const s of states) {
      if (!scope.has(s.eventId)) continue;
      // The part's sentence quoting it, unless that sentence dates it in the past ("said on Monday … had taken … offline").
      const old = statesIn(s.sentence).get(s.state);
      const quoting = splitSentences(part.text).find(
        (x) => quotes(x, s.sentence, s.by.sentence) && statesIn(x).get(s.state) === old,
      );
      if (!quoting || PAST_DATED.test(quoting)) continue;
      // A part that also tells the state the other way tells the history, not the old state.
      if (told.get(s.state) === statesIn(s.by.sentence).get(s.state)) continue;
      out.push({ field: part.field, kind: 'state', old: s.sentence, now: s.by.sentence, text: part.text });
    }
  }
  return out;
}
