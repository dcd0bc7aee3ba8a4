// "Lens lines", a bench measure of reports: what each lens's recommended posture stands on, read as the
// owner reads it. A posture is a source's advice to the lens's audience (who tells whom to do what, in a
// source's words), a fact of the story a source states (what comes next, what moved), a plain "none stated",
// or a line with no source sentence behind it: a counsel verb of a table ("Monitor …", "Review …",
// "Prepare …") or words that no sentence of the events it cites holds. And advice a later source of those
// events withdrew ("the boil-water notice was lifted") but the lens still tells. Pure; judged on the
// sources' text alone, with the readers the reports use (advice.ts).
import { adviceIn, withdrawnBy } from '../../services/evidence/advice.ts';
import type { SourceDoc } from '../../services/evidence/facts.ts';
import { NUMBER_WORDS, wordFamily } from '../../services/evidence/lexicon.ts';
import { splitSentences, withoutDateline } from '../../services/evidence/sentences.ts';
import { contentTerms, tokenize } from '../../services/evidence/tokens.ts';
import { claimsIn } from '../../services/reports/claims.ts';
import { postureOrigin } from '../../services/reports/lenses.ts';

export type LensLineKind = 'advice' | 'fact' | 'none' | 'unsourced';

export interface LensLine {
  kind: LensLineKind;
  /** For an unsourced line, the words no cited sentence holds, or the counsel verb. */
  why?: string;
  /** For advice, the later sentence that withdrew it. */
  withdrawnBy?: string;
}

/** A lens opening on a counsel verb: advice no source gave, the words of a table. */
const COUNSEL =
  /^(?:Monitor|Review|Prepare|Consider|Assess|Track|Watch|Stay|Keep|Check|Verify|Hold|Reprice|Activate|Plan|Confirm|Rework|Log|Record|Trigger|Resume|Ensure|Avoid|Limit|Reduce|Increase|Hedge|Brace|Expect)\b/;
/** The lens's own framing before a source's words ("Next for ferry:", "For shippers, already:", "now:", "Told differently on cases:"). */
const FRAME =
  /^(?:Next for [^:]+:|For [^,:]+, already:|now:|latest:|the nearest move:|for [^:]+:|Unconfirmed:|Disputed:|Told differently on [^:]+:|Sources agree on [^:]+:)\s*/i;
/** Segments that say nothing is stated: no source behind them is needed. */
const NONE_SAID =
  /^(?:not stated|No source of this window names|No events were reported|Sources name .+ only to say|sources name .+ only to say|No stakes are set)/;
/** Words the lens composes a move with ("went from … to …", "revised from … to …" for a count set right, "now", "touching"), not a source's. */
const COMPOSED = new Set(
  contentTerms(
    tokenize(
      'went rose fell risen fallen revised now touching latest next untouched nearest move stated dollars euros percent',
    ),
  ),
);

const termsOf = (s: string) => contentTerms(tokenize(s)).flatMap((w) => [w, ...w.split('-'), wordFamily(w)]);

/**
 * A segment without its publications ("(Dravik Post (English edition))") and the places and actors the lens
 * appends (", in Tarsk city", ", touching the port authority"): claims grounded reads those names.
 */
function withoutNames(segment: string): string {
  let x = segment;
  for (let prev = ''; prev !== x;) [prev, x] = [x, x.replace(/\s*\([^()]*\)/g, '')];
  return x.replace(/,\s+(?:in|touching)\s+[^;]+$/, '').trim();
}

/** Each sentence of the docs (titles too), with its doc. */
const sentencesOf = (docs: readonly SourceDoc[]) =>
  docs.flatMap((d) => [d.title, ...splitSentences(withoutDateline(d.text))].map((s) => ({ s, d })));

/**
 * Whether a sentence of the docs holds a segment of a lens line: four in five of its words (a move
 * composed from two sentences, "vessels waiting went from 12 to 31", holds its count's words from each).
 */
function heldBy(segment: string, said: readonly { s: string }[]): string[] {
  // A count in words ("from five to 15") is a number: claims grounded reads it.
  const tokens = tokenize(segment).filter((t) => NUMBER_WORDS[t.raw.toLowerCase()] === undefined);
  const words = [...new Set(contentTerms(tokens))].filter((w) => !COMPOSED.has(w));
  if (!words.length) return [];
  let fewest = words;
  for (const { s } of said) {
    const terms = new Set(termsOf(s));
    const lacking = words.filter((w) => !terms.has(w) && !terms.has(wordFamily(w)));
    if (lacking.length < fewest.length) fewest = lacking;
    if (lacking.length <= words.length / 5) return [];
  }
  return fewest;
}

/** What a lens's posture stands on, against the sources of the events it cites (all of them, up to the report's clock). */
export function readLensLine(posture: string, docs: readonly SourceDoc[]): LensLine {
  const claims = claimsIn(posture);
  const cited = new Set(claims.flatMap((c) => c.eventIds));
  const text = claims.map((c) => c.text).join(' ');
  if (COUNSEL.test(text)) return { kind: 'unsourced', why: text.split(/\s+/)[0] };
  const said = sentencesOf(docs.filter((d) => cited.has(d.eventId)));
  const segments = text
    .replace(/\.$/, '')
    .split(/;\s+/)
    .map((x) => withoutNames(x.replace(FRAME, '')))
    .filter((x) => x && !NONE_SAID.test(x));
  for (const x of segments) {
    const lacking = heldBy(x, said);
    if (lacking.length) return { kind: 'unsourced', why: lacking.join(' ') };
  }
  const origin = postureOrigin(text);
  if (origin !== 'advice') return { kind: origin === 'outlook' ? 'fact' : 'none' };
  // The advice the line tells, as a source gave it, and whether a later source of its event withdrew it.
  const first = segments[0] ?? '';
  for (const { s, d } of said)
    for (const a of adviceIn(s).filter((x) => first.startsWith(x.said.replace(/…$/, '')))) {
      const later = sentencesOf(docs.filter((x) => x.eventId === d.eventId && x.at > d.at)).find((x) =>
        withdrawnBy(a, x.s),
      );
      if (later) return { kind: 'advice', withdrawnBy: later.s };
    }
  return { kind: 'advice' };
}
