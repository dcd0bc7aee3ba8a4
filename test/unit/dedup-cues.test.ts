import { describe, expect, it } from 'vitest';
import { cues, cuesIn, cuesOfPattern, holdsAny, patternCues } from '../../services/dedup/cues.ts';

/** Whether a text holds one of a pattern's cues, as the readers ask it (a case-blind pattern of the lower-cased text). */
const mayMatch = (re: RegExp, text: string): boolean => {
  const ids = patternCues(re);
  return holdsAny(ids, cuesIn(re.flags.includes('i') ? text.toLowerCase() : text));
};

describe('cues: the literal words a pattern cannot match without', () => {
  it('reads each alternative of a pattern, with its optional endings', () => {
    expect(cuesOfPattern(/\b(?:earthquakes?|quakes?|tremors?|magnitude)\b/)).toEqual(['quake', 'tremor', 'magnitude']);
    expect(cuesOfPattern(/\bsanctions?\b/)).toEqual(['sanction']);
  });

  it('skips what matches no text of its own: assertions, look-arounds, optional parts', () => {
    expect(cuesOfPattern(/(?<!cease[- ]|under )fire(?! (?:department|service))/)).toEqual(['fire']);
    expect(cuesOfPattern(/\b(?:the )?port (?:of )?\w+/)).toEqual(['port ']);
  });

  it('gives none where the source promises no literal word', () => {
    expect(cuesOfPattern(/\p{Lu}\p{Ll}+/u)).toBeNull();
    expect(cuesOfPattern(/(?:a|b)?c*/)).toBeNull();
    // A case-blind Unicode pattern folds characters lower-casing does not ("ſ" matches "s").
    expect(cuesOfPattern(/strike/iu)).toBeNull();
  });

  it('reads a case-blind pattern in lower case', () => {
    expect(cuesOfPattern(/\bSpread (?:to|into)\b/i)).toEqual(['spread to', 'spread into']);
  });

  it('never rules out a text a pattern matches', () => {
    const patterns = [
      /\b(?:(?<!cease[- ]|under |open(?:ed|s)? )fire(?! department)|blaze|wildfires?|bomb(?:s|ings?)?|hectares)\b/,
      /\b(?:data|information)\s+leaks?\b|\bleak(?:s|ed|ing)?\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}(?:data|files|records)\b/,
      /\b(?:licen[cs](?:e|es|ed|ing)|(?:a|the|its) permits?|green light|clears? (?:\w+ ){0,2}(?:for sale|for use))\b/,
      /\b(?:states? of emergency|declar(?:es?|ed|ing) (?:an? )?(?:\w+ )?emergency|martial law)\b/,
      /\b(?:in the same (?:[a-z-]+ )?(?:attack|strike)|also (?:hit|struck)|spread(?:s|ing)? (?:to|into))\b/i,
    ];
    const texts = [
      'Crews fight the blaze as wildfires spread',
      'Hackers leaked the patient records of a clinic',
      'an information leak at the ministry',
      'Regulator clears the drug for sale; licensing rules change',
      'Government declared a national emergency after floods',
      'ALSO HIT in the same drone attack',
      'The fire spreads to a second warehouse',
      'Under fire, the minister resigns; ceasefire holds',
    ];
    for (const re of patterns)
      for (const t of texts) if (re.test(t)) expect(mayMatch(re, t), `${re} on "${t}"`).toBe(true);
  });

  it('tells which registered words a text holds, overlapping ones too', () => {
    const ids = [cues(['state aid']), cues([' aid']), cues(['aid package']), cues(['absent word'])];
    const found = cuesIn('the state aid package');
    expect(ids.map((i) => holdsAny(i, found))).toEqual([true, true, true, false]);
    expect(holdsAny(null, found)).toBe(true);
  });
});
