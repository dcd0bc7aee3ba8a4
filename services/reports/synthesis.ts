import { splitSentences } from '../evidence/sentences.ts';
import { contentTerms, termSet, tokenize } from '../evidence/tokens.ts';
import { attributed, claim, trimQuote, type Claim } from './claims.ts';
import { overtakenSentences, type Dossier } from './dossier.ts';

// Event synthesis: a short summary of an event drawn from all of its sources, sentences chosen for
// centrality (what several outlets say) and coverage (what the chosen ones do not say yet, the
// latest figures first), near-repeats dropped, each attributed to its publication.

/**
 * An event's text as a report quotes it: whole sentences, as many as fit in `max` characters, and
 * always the first one whole, so a quote never ends mid-word or mid-sentence.
 */
export function quoteOf(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const ends = [...flat.matchAll(/[.!?]+["'”’)\]]*(?=\s+["“‘(]?[\p{Lu}\d]|$)/gu)].map((m) => m.index + m[0].length);
  if (ends[ends.length - 1] !== flat.length) ends.push(flat.length);
  let cut = ends[0]!;
  for (const end of ends) if (end <= max) cut = end;
  return flat.slice(0, cut);
}

export interface Picked {
  text: string;
  publication: string;
  at: string;
}

const SENTENCES_PER_SOURCE = 8;
/** Two sentences sharing more than this share of their terms say the same thing. */
const NEAR_REPEAT = 0.5;

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n / (a.size + b.size - n || 1);
};

interface Candidate extends Picked {
  terms: Set<string>;
  doc: number;
  position: number;
  score: number;
}

/** Up to `max` sentences summarising one event from all its sources, in the order they were published. */
export function synthesize(d: Dossier, max = 3): Picked[] {
  const latestSentences = new Set(d.figures.map((f) => f.latest.sentence));
  // A sentence stating a count a later source replaced, or a state it reversed, tells how things were.
  const overtaken = overtakenSentences(d);
  const order = d.docs.map((_, i) => i).sort((a, b) => d.docs[a]!.at.localeCompare(d.docs[b]!.at) || a - b);
  const recency = new Map(order.map((doc, rank) => [doc, order.length > 1 ? rank / (order.length - 1) : 1]));
  const candidates: Candidate[] = [];
  d.docs.forEach((doc, i) => {
    const sentences = splitSentences(doc.text).slice(0, SENTENCES_PER_SOURCE);
    sentences.forEach((text, position) => {
      const words = text.split(' ').length;
      if (words < 6 || text.length > 360 || /\?$/.test(text) || /^["“]/.test(text)) return;
      candidates.push({
        text,
        publication: doc.publication,
        at: doc.at,
        terms: termSet(contentTerms(tokenize(text))),
        doc: i,
        position,
        score: 0,
      });
    });
  });
  // Unless every sentence is: then the event is told as its sources told it.
  if (candidates.some((c) => !overtaken.has(c.text)))
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !overtaken.has(c.text)));
  if (!candidates.length)
    return d.docs
      .slice(0, 1)
      .map((doc) => ({ text: quoteOf(doc.text || doc.title), publication: doc.publication, at: doc.at }));
  for (const c of candidates) {
    // Centrality: how well the other sources' sentences support this one.
    const others = new Map<number, number>();
    for (const o of candidates) {
      if (o.doc === c.doc) continue;
      others.set(o.doc, Math.max(others.get(o.doc) ?? 0, jaccard(c.terms, o.terms)));
    }
    const support = others.size ? [...others.values()].reduce((a, b) => a + b, 0) / others.size : 0;
    c.score =
      support +
      (latestSentences.has(c.text) ? 0.3 : 0) +
      0.2 * (recency.get(c.doc) ?? 0) +
      (c.position === 0 ? 0.15 : 0) +
      (d.fresh.has(d.docs[c.doc]!.sourceId) ? 0.1 : 0);
  }
  const chosen: Candidate[] = [];
  const publications = new Set<string>();
  while (chosen.length < max) {
    let best: Candidate | undefined;
    let bestScore = -Infinity;
    for (const c of candidates) {
      if (chosen.includes(c)) continue;
      const overlap = Math.max(0, ...chosen.map((x) => jaccard(c.terms, x.terms)));
      if (overlap > NEAR_REPEAT) continue;
      const s = c.score - 0.7 * overlap + (publications.has(c.publication) ? 0 : 0.1);
      if (s > bestScore) [best, bestScore] = [c, s];
    }
    if (!best) break;
    chosen.push(best);
    publications.add(best.publication);
  }
  return chosen
    .sort((a, b) => a.at.localeCompare(b.at) || a.doc - b.doc || a.position - b.position)
    .map(({ text, publication, at }) => ({ text, publication, at }));
}

/** The synthesis as one attributed claim: each sentence followed by its publication. */
export function synthesisClaim(d: Dossier, max = 3): Claim {
  const text = synthesize(d, max)
    .map((p) => attributed(trimQuote(p.text, 300), p.publication))
    .join(' ');
  return claim(text, [d.event.eventId]);
}
