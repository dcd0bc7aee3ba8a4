// A word-level diff of two texts, for showing a changed report field with its removed and added words
// marked (the report diff itself is the API's). Pure: no DOM, unit-tested in test/unit/console.test.ts.

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A word-level diff of two texts (longest common subsequence over whitespace-separated words), for
 * showing a changed field with its removed and added words marked.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  // Long fields: past this the table would be large; mark the whole text instead.
  if (a.length * b.length > 400_000)
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last?.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return out;
}
