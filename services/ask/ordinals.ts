import type { Figure } from '../evidence/figures.ts';
import { conceptOf, ORDINAL_WORDS } from '../evidence/lexicon.ts';
import { normalize, type Token } from '../evidence/tokens.ts';

// News counts the dead of an outbreak or a disaster by their order as often as by a number: "the
// outbreak's first death", "a second patient, a 64-year-old woman, died". Pure.

/** Who an ordinal can count ("a second patient"), or the death itself ("its third death"). */
const COUNTED = new Set(
  'patient person victim man woman child resident worker death fatality casualty'.split(' ').map(normalize),
);
/** How far after the counted word the verb of dying may stand ("a second patient, a 64-year-old woman, died"). */
const VERB_WITHIN = 8;

/**
 * The deaths a sentence counts by an ordinal: "first death", "second patient … died" give 1 and 2,
 * as figures of deaths (counted "death"). An ordinal of anything else ("the second day") gives none.
 */
export function ordinalDeaths(tokens: readonly Token[]): Figure[] {
  const out: Figure[] = [];
  tokens.forEach((t, i) => {
    const value = ORDINAL_WORDS[t.raw.toLowerCase()];
    const next = tokens[i + 1];
    if (value === undefined || !next || t.breakAfter || !COUNTED.has(next.norm)) return;
    const dies =
      conceptOf(next.norm) === 'death' ||
      tokens.slice(i + 2, i + 2 + VERB_WITHIN).some((w) => conceptOf(w.norm) === 'death');
    if (!dies) return;
    out.push({
      value,
      text: t.raw,
      index: i,
      unit: null,
      before: tokens
        .slice(Math.max(0, i - 5), i)
        .filter((w) => !w.numeric)
        .map((w) => w.norm),
      after: tokens.slice(i + 1, i + 5).map((w) => w.norm),
      superseded: false,
      counted: [normalize('deaths')],
    });
  });
  return out;
}
