import type { TurnFact } from '../evidence/facts.ts';
import { contentTerms, termSet, tokenize } from '../evidence/tokens.ts';
import { attributed, claim, trimQuote, type Claim } from './claims.ts';
import type { Dossier } from './dossier.ts';

// What to watch next, from the sources themselves: things announced or scheduled (a vote on
// Tuesday, talks next week, repairs expected within two days), newest first, each cited.

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n / (a.size + b.size - n || 1);
};

/**
 * The steps the events' sources announce, newest first: an announcement older than its event's latest
 * turn is overtaken by it (talks set before a deal, or before the talks failed).
 */
export function announcedSteps(dossiers: readonly Dossier[]): TurnFact[] {
  return dossiers
    .flatMap((d) => {
      const turns = d.facts.flatMap((f) => f.turns);
      const turned = turns.filter((t) => t.kind !== 'scheduled').reduce((m, t) => (t.at > m ? t.at : m), '');
      return turns.filter((t) => t.kind === 'scheduled' && t.at >= turned);
    })
    .sort((a, b) => b.at.localeCompare(a.at) || a.sourceId.localeCompare(b.sourceId));
}

export function watchNext(dossiers: readonly Dossier[], max = 4): Claim[] {
  const announced = announcedSteps(dossiers);
  const out: Claim[] = [];
  const said: Set<string>[] = [];
  for (const t of announced) {
    const terms = termSet(contentTerms(tokenize(t.sentence)));
    if (said.some((s) => jaccard(s, terms) > 0.4)) continue;
    said.push(terms);
    out.push(claim(attributed(trimQuote(t.sentence, 240), t.publication), [t.eventId]));
    if (out.length >= max) return out;
  }
  // Nothing announced for the rest: the open question each leading event leaves.
  for (const d of dossiers) {
    if (out.length >= Math.min(max, 2) || out.some((c) => c.eventIds[0] === d.event.eventId)) continue;
    const e = d.event;
    const figure = [...d.figures].sort((a, b) => b.latest.at.localeCompare(a.latest.at))[0];
    out.push(
      e.publicationCount <= 1
        ? claim(`Whether a second publication confirms ${e.title}.`, [e.eventId])
        : figure
          ? claim(
              `The next figure for ${figure.latest.label} after ${figure.latest.text} (${figure.latest.publication}).`,
              [e.eventId],
            )
          : claim(`Nothing scheduled is reported yet for ${e.title}.`, [e.eventId]),
    );
  }
  return out;
}
