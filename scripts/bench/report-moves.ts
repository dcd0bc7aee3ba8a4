// "Moves right", a bench measure of reports: of the moves a report states ("rose from X to Y", "to Y
// from X", "Y, down from X", "rose by N to Y"), the share a reader checking the cited sources would
// accept: X and Y both stand, as levels (not the size of a move: "shares fell 6.3%"), in the sources of
// the events the statement cites, each in a clause that names what the report says moved (a word of its
// clause), the place the report names said with both, and X given no later than Y. Pure; judged on
// the sources' text alone, independently of the composer's own reading.

export interface MoveSource {
  eventId: string;
  title: string;
  text: string;
  /** ISO time the source was published (else ingested). */
  at: string;
}

export interface StatedMove {
  /** The report's clause stating the move. */
  clause: string;
  from: string;
  to: string;
  eventIds: string[];
}

const NUM = String.raw`[$€£¥]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|percent|per cent))?`;
const WORD = String.raw`[\p{L}'’-]+`;
const CHANGE =
  /^(?:rose|rise|rises|risen|fell|fall|falls|fallen|gained|gains|lost|loses|dropped|drops|climbed|climbs|jumped|jumps|slid|slides|slipped|added|adds|shed|sheds|declined|declines|increased|decreased|grew|tumbled|plunged|surged|soared|sank|eased|eases|edged|cut|cuts|raised|raises|lifted|lowered|widened|narrowed|up|down)$/i;
const HEDGE = /^(?:a|further|another|about|around|some|nearly|almost|roughly|more|than|just|over|by)$/i;
const CLAUSE_BREAK =
  /\s*[;:]\s*|,\s*(?=(?:and|but|which|who|where|while|after|before|when|because|as|the|a|an|its|their|[\p{Lu}]))|\s+(?=(?:and|but|which|while|after|before|when|because|whereas)\s)/u;
const STOP = new Set(
  `the a an and or of in on at to from by for with as its their his her this that these those was were is are has have had been be said says
  said rose fell up down new more than about some over under after before since while when which who where per cent percent
  still now also would could will may might there here into out off against other another further total number`
    .split(/\s+/)
    .filter(Boolean),
);

const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:es|s)$/, '');
/** A number as compared: its digits and decimal point only ("40,000" and "40000", "5.8%" and "5.8"). */
export const valueOf = (n: string) => n.replace(/[^\d.]/g, '').replace(/\.$/, '');

/** Clauses of a sentence: split at semicolons, at "and", "after", "which"…, with "(up|down) from X" kept with its clause. */
export function clausesOf(sentence: string): string[] {
  const parts = sentence.split(CLAUSE_BREAK).filter((p) => p && p.trim());
  const out: string[] = [];
  for (const p of parts)
    if (out.length && /^(?:(?:up|down)\s+)?from\b/i.test(p.trim())) out[out.length - 1] += `, ${p.trim()}`;
    else out.push(p.trim());
  return out;
}

const sentencesOf = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:#+|[-*])\s*/, ''))
    .filter((line) => line && !/^#/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d'‘"“])/u))
    .map((s) => s.trim())
    .filter(Boolean);

/** Content words of a clause, stemmed, without names, numbers and function words. */
function contentWords(clause: string): Set<string> {
  // A clause's first word is capitalised as an opening ("Children in hospital…"), not as a name.
  const words = (clause.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w, i) => (i === 0 ? w.toLowerCase() : w));
  return new Set(words.filter((w) => !/^\p{Lu}/u.test(w) && !STOP.has(w.toLowerCase()) && w.length > 2).map(stem));
}

/** Places a clause names after a preposition ("in Dobrany", "off Calloway", "in the Velichka region"). */
function placesIn(clause: string): string[] {
  return [...clause.matchAll(/\b(?:in|at|near|off|outside)\s+(?:the\s+)?(\p{Lu}[\p{L}-]*)/gu)].map((m) => m[1]!);
}

/** The moves a report states, each once, with the events its statement cites (the markers after it). */
export function movesOfReport(fields: readonly string[], cited: readonly string[]): StatedMove[] {
  const seen = new Set<string>();
  return fields
    .flatMap((f) => movesStated(f, cited))
    .filter((m) => {
      // The same move citing the same events, said again in the summary or a lens, is one statement.
      const key = `${m.from}|${m.to}|${[...m.eventIds].sort().join(' ')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The moves a report's field states, each with the events its statement cites (the markers after it). */
export function movesStated(field: string, cited: readonly string[]): StatedMove[] {
  const out: StatedMove[] = [];
  // Statements end with their citations: "… (Pub). [evt_a][evt_b]".
  const parts = field.split(/((?:\s*\[evt_\w+\])+)/);
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i]!;
    const ids = [...(parts[i + 1] ?? '').matchAll(/evt_\w+/g)].map((m) => m[0]);
    const eventIds = ids.length ? ids : [...cited];
    for (const sentence of sentencesOf(text))
      for (const clause of clausesOf(sentence)) {
        const found = (from: string, to: string) =>
          out.push({ clause, from: valueOf(from), to: valueOf(to), eventIds });
        for (const m of clause.matchAll(new RegExp(String.raw`\bfrom (${NUM}) to (${NUM})`, 'giu')))
          found(m[1]!, m[2]!);
        for (const m of clause.matchAll(
          new RegExp(String.raw`\bto (${NUM})((?:[\s,]+${WORD}){0,6}?)[\s,]+(?:up |down )?from (${NUM})`, 'giu'),
        ))
          found(m[3]!, m[1]!);
        for (const m of clause.matchAll(
          new RegExp(
            String.raw`(?<!\bto )(?<![\d,.])(${NUM})((?:\s+${WORD}){0,6}),\s+(?:up|down) from (${NUM})`,
            'giu',
          ),
        ))
          found(m[3]!, m[1]!);
        for (const m of clause.matchAll(new RegExp(String.raw`\b(${WORD}) by (${NUM}) to (${NUM})`, 'giu'))) {
          const [size, to] = [Number(valueOf(m[2]!)), Number(valueOf(m[3]!))];
          if (/%|percent|per cent/.test(m[2]! + m[3]!) || !Number.isFinite(size)) continue;
          const down = /^(?:fell|fall|falls|dropped|declined|decreased|cut|lowered|shed|lost|eased|narrowed)$/i.test(
            m[1]!,
          );
          found(String(down ? to + size : to - size), m[3]!);
        }
      }
  }
  return out;
}

interface Occurrence {
  source: MoveSource;
  sentence: string;
  clause: string;
  /** The word before the number, past hedges. */
  before: string;
  /** Said as the value a move went to ("rose to 44", "rose 6.2%, up from 5.4%"). */
  reached: boolean;
}

/** Whether a value at words[i] is followed, before any other number, by "up from" or "down from". */
function comparedFrom(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j < words.length - 1 && !/\d/.test(words[j]!); j++)
    if (/^(?:up|down)$/i.test(words[j]!) && /^from$/i.test(words[j + 1]!)) return true;
  return false;
}

/** Where a value stands in a source as a level: the clause, and the word before it. */
function levelsOf(value: string, source: MoveSource): Occurrence[] {
  const out: Occurrence[] = [];
  for (const sentence of [source.title, ...sentencesOf(source.text)])
    for (const clause of clausesOf(sentence)) {
      const words = clause.split(/\s+/);
      words.forEach((w, i) => {
        if (!/\d/.test(w) || valueOf(w.replace(/[,.;:]+$/, '')) !== value) return;
        let j = i - 1;
        while (j >= 0 && HEDGE.test(words[j]!) && words[j]!.toLowerCase() !== 'by') j--;
        const before = (words[j] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
        // "fell 6.3%", "fell a further 6.3%", "rose by 71": the size of a move, not a level; unless the clause
        // says what it came from ("prices rose 6.2% in October, up from 5.4%": a rate, said as a level).
        const compared = comparedFrom(words, i);
        if ((CHANGE.test(before) && !compared) || before === 'by') return;
        out.push({ source, sentence, clause, before, reached: before === 'to' || compared });
      });
    }
  return out;
}

/** Whether a stated move is right against the sources of the events it cites (sources by event). */
export function moveRight(move: StatedMove, sourcesOf: (eventId: string) => readonly MoveSource[]): boolean {
  if (move.from === move.to) return false;
  const nouns = contentWords(move.clause);
  const places = placesIn(move.clause).map((p) => p.toLowerCase());
  const names = (o: Occurrence) => {
    const shared = [...contentWords(o.clause)].some((w) => nouns.has(w));
    return shared || !nouns.size;
  };
  const placed = (o: Occurrence) => {
    if (!places.length) return true;
    const inSentence = places.some((p) => o.sentence.toLowerCase().includes(p));
    const other = placesIn(o.clause).some((p) => !places.includes(p.toLowerCase()));
    return (
      !other &&
      (inSentence || (places.some((p) => o.source.title.toLowerCase().includes(p)) && !placesIn(o.sentence).length))
    );
  };
  // The sources of the events the statement cites: one event, or the events of one storyline it cites together.
  const sources = move.eventIds.flatMap((id) => sourcesOf(id));
  const xs = sources.flatMap((s) => levelsOf(move.from, s)).filter((o) => names(o) && placed(o));
  const ys = sources.flatMap((s) => levelsOf(move.to, s)).filter((o) => names(o) && placed(o));
  return xs.some((x) =>
    ys.some(
      (y) =>
        x.source.at <= y.source.at &&
        // One sentence that says both: X is the value it came from, not the one it went to.
        !(x.sentence === y.sentence && x.source === y.source && x.reached && y.before === 'from'),
    ),
  );
}
