import { datelinePlace } from '../dedup/participants.ts';
import {
  castsDoubt,
  hastens,
  SENTENCES_READ,
  type FigureFact,
  type NameFact,
  type TurnFact,
} from '../evidence/facts.ts';
import { MEASURE_UNITS } from '../evidence/lexicon.ts';
import { clausesStating, splitSentences } from '../evidence/sentences.ts';
import { contentTerms, termSet, tokenize } from '../evidence/tokens.ts';
import { attributed, claim, lowerFirst, plural, sentence, trimQuote, type Claim } from './claims.ts';
import { currentTitle, staleSentences, type Dossier } from './dossier.ts';

// What changed in the world since the prior report, read from the facts of the sources the prior
// had not seen: a figure that rose or fell, a first report from a place, a resolution, a new event.

export type ChangeKind =
  | 'new_event'
  | 'figure'
  | 'first_figure'
  | 'place'
  | 'actor'
  | 'development'
  | 'resolution'
  | 'breakdown'
  | 'steady'
  | 'more_reporting';

export interface Change extends Claim {
  kind: ChangeKind;
  /** Which way the situation moved: worse, better, or neither said. */
  direction: 'worse' | 'better' | null;
  eventId: string;
  /** The sentence the change is read from. */
  basis: string;
  /** For a figure's change, the count as it stands now. */
  count?: FigureFact;
  /** What its event's sources tell in their bodies besides ("Engineers found…"), said after it in what changed. */
  body?: string;
}

/** A change as what changed says it: with the development its sources tell in their bodies. */
export const withBody = (c: Change): Change => (c.body ? { ...c, text: `${c.text} ${c.body}`, body: undefined } : c);

/** Words in a figure's sentence that say the count measures recovery, so a rise is good news. */
const RECOVERY =
  /\b(?:restored|restarted|reconnected|reopened|resumed|released|recovered|rescued|freed|returned|cleared|vaccinated|repaired|evacuated safely)\b/i;
const ESCALATORY = new Set(['conflict', 'security', 'disaster', 'health']);
/** Words that say a count is of what is still lacking ("4,000 homes remain without power", "all but 4,000"). */
const LACKING = /\b(?:without|all but|still|remain(?:s|ed|ing)?|yet to)\b/i;
/** A clause giving the cause or the moment of a move ("…, after the plant was repaired"): not what the count measures. */
const CAUSE = /\s+(?:after|as|once|because|since|when)\s+/i;
/**
 * Whether a count measures recovery (homes reconnected, people rescued), read from the clause stating
 * it: a repair said beside a count ("power returned; 4,000 homes remain without", "cases fell after
 * the plant was repaired") does not make a fall of it bad news.
 */
const recovers = (sentence: string, count: string) => {
  const clause = clausesStating(sentence, [count]).split(CAUSE)[0]!;
  return RECOVERY.test(clause) && !LACKING.test(clause);
};
/**
 * What a count measures when it is things working (output, flights, exports, or goods made or moved in a
 * period: "running at 165,000 barrels a day", "40,000 wafers a month"): a rise is good news…
 */
const WORKING =
  /\b(?:output|production|exports|shipments|deliveries|flights|sailings|crossings|departures|capacity|supply|supplies|throughput|transits|loadings|sales|revenue|revenues|profit|profits|reserves|vaccinations|doses)\b|\b(?:barrels|tonnes|tons|cubic (?:metres|meters|feet)|wafers|megawatts|gigawatts|containers)\b per (?:hour|day|week|month|year)\b/i;
/**
 * …unless its sentence says they stopped or escape, or what comes in a period is a hazard ("cancelled 120
 * flights", "output lost", "leaking 600 barrels a day", "floodwater entering the mine at 6,000 cubic metres a day").
 */
const STOPPED =
  /\b(?:cancel\w*|suspend\w*|halt\w*|idle\w*|lost|los(?:e|es|ing)|cut|cuts|grounded|delay\w*|stranded|divert\w*|shut\w*|closed|disrupt\w*|offline|stopped|missing|damag\w*|destroy\w*|affected|hit|leak\w*|spill\w*|floodwater|seep\w*|gush\w*|sewage|spew\w*|emit\w*|emission\w*|discharg\w*)\b/i;

const placesOf = (names: readonly NameFact[]) => names.filter((n) => n.kind === 'place');
const actorsOf = (names: readonly NameFact[]) => names.filter((n) => n.kind === 'actor');
/** Verbs that say a situation reached further ("the strike spread to", "Saltmere dockers joined the walkout"). */
const SPREAD =
  /\b(?:spread|spreads|spreading|widen(?:s|ed|ing)?|extend(?:s|ed|ing)?|escalat(?:es|ed|ing)|intensif(?:y|ies|ied|ying)|deepen(?:s|ed|ing)?|worsen(?:s|ed|ing)?|join(?:s|ed|ing)?|expand(?:s|ed|ing)?|jump(?:s|ed)|reach(?:es|ed)|threaten(?:s|ed|ing)?)\b/i;
/**
 * A name a sentence gives as who speaks ("Governor Ilse Marren said", "said Tomas Rell, a
 * spokesman"), not as who acts: reporting, not a new participant.
 */
const speaker = (n: NameFact) => {
  const i = n.sentence.indexOf(n.name);
  const after = n.sentence.slice(i + n.name.length, i + n.name.length + 40);
  const before = n.sentence.slice(Math.max(0, i - 12), i);
  return (
    /^[,]?\s*(?:\w+\s+){0,1}(?:said|says|told|added|warned|noted|wrote|announced|confirmed|according)\b/i.test(after) ||
    /^,\s*(?:a|an|the)\s/i.test(after) ||
    /\b(?:said|says|told|according to)\s+$/i.test(before)
  );
};
const key = (name: string) => name.toLowerCase();
/**
 * Whether a change's line, with the development told with it, names `name` as a word of its own. A new
 * figure's quote is said last, if at all (one another change reads is dropped): it names nothing yet.
 */
const names = (c: Change, name: string) =>
  c.kind !== 'first_figure' &&
  new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(
    withBody(c).text,
  );
/** The time a live blog puts before each entry ("08:40 - Schools…"): the entry's sentence starts after it. */
const LIVE_STAMP = /^\d{1,2}[:.]\d{2}\s*[-–—:]\s*/;
/** A sentence giving the size of a place ("Dalby has 30,000 inhabitants", "a town of 12,000 people"). */
const PLACE_SIZE =
  /\b(?:inhabitants|population of|an? (?:town|city|village|district|region) of (?:about |around |some )?\d)/i;
/** Who speaks in a broadcast transcript ("ANCHOR: Good news…", "REPORTER: The fire…"): what they say starts after it. */
const SPEAKER = /^[A-Z][A-Z' .-]{1,30}:\s*/;

/**
 * The changes of the window against the prior report, newest evidence first within each event.
 * `knownPlaces` are the places the reader was already told about (earlier windows, the prior).
 */
export function changesSince(dossiers: readonly Dossier[], knownPlaces: ReadonlySet<string> = new Set()): Change[] {
  const out: Change[] = [];
  const told = new Set([...knownPlaces].map(key));
  for (const d of dossiers)
    for (let i = 0; i < d.docs.length; i++)
      if (!d.fresh.has(d.docs[i]!.sourceId)) {
        for (const p of placesOf(d.facts[i]!.names)) told.add(key(p.name));
        // "SOLMARA, Nov 9 (Capital Wire) - …": the reader read where the story was filed from.
        const filed = datelinePlace(d.docs[i]!.text);
        if (filed) told.add(key(filed));
      }
  // The words of what the reader was told: every source the prior report had seen.
  const knownTerms = termSet(
    dossiers.flatMap((d) =>
      d.docs.filter((x) => !d.fresh.has(x.sourceId)).flatMap((x) => contentTerms(tokenize(`${x.title} ${x.text}`))),
    ),
  );
  const toldBefore = new Set(told);
  // A name the reader read in any role is no first report from it ("the Sorrel river burst its banks",
  // then "evacuations in Sorrel valley").
  for (const d of dossiers)
    for (let i = 0; i < d.docs.length; i++)
      if (!d.fresh.has(d.docs[i]!.sourceId)) for (const n of d.facts[i]!.names) told.add(key(n.name));
  for (const d of dossiers) {
    if (!d.fresh.size) continue;
    const e = d.event;
    const id = e.eventId;
    const first = out.length;
    const freshFacts = d.facts.filter((_, i) => d.fresh.has(d.docs[i]!.sourceId));
    const stale = staleSentences(d);
    if (d.isNew) {
      const pub = d.docs[0]?.publication;
      // An event that opens with a resolution (a ceasefire, a reopening) is not a new escalation.
      const opensResolved = (d.facts[0]?.turns ?? []).some(
        (t) => t.kind === 'resolution' && (t.sentence === d.docs[0]?.title || d.docs[0]?.text.startsWith(t.sentence)),
      );
      out.push({
        // Its title as it stands now: not one whose count a later source replaced ("300 homes flooded", now 900).
        ...claim(sentence(`New: ${currentTitle(d)}${pub ? ` (${pub})` : ''}`), [id]),
        kind: 'new_event',
        direction: ESCALATORY.has(e.eventType) && !opensResolved ? 'worse' : null,
        eventId: id,
        basis: e.title,
      });
    }
    // Totals only ever rise: where the same event says what is new in a period fell ("new cases fell to
    // 17 a day" while "total cases stand at 229"), the newest rate of change, not the total, says the way.
    const flowFell = d.figures.some((f) => {
      if (f.latest.runs !== 'flow' || !d.fresh.has(f.latest.sourceId)) return false;
      const was = f.before ?? (f.stated && d.fresh.has(f.stated.sourceId) ? f.stated.from : undefined);
      return was !== undefined && f.latest.value < was.value;
    });
    let flow: Change | undefined;
    const totals: Change[] = [];
    // One count that several sources call by other names ("vessels", "ships", "the count") moved once:
    // told once, in the words that name it, where it is.
    const moves = new Map<string, Change>();
    // Moves told in the report's words whose sentence states both values, by that sentence.
    const movedIn = new Map<string, Change>();
    for (const f of d.figures) {
      if (!d.fresh.has(f.latest.sourceId)) continue;
      const label = f.latest.label;
      const where = f.latest.place ?? f.before?.place;
      const at = where ? ` in ${where}` : '';
      // What the reader was told, else what the source itself says the value replaced ("up from 14"),
      // else, for an event new to the reader, a count that moved between its own sources.
      const said = f.stated && d.fresh.has(f.stated.sourceId) ? f.stated : undefined;
      // The size of a move ("shares rose 5.2%") is no level: two of them are two moves, not one from the other.
      const from = f.latest.size
        ? undefined
        : ((f.before && f.before.value !== f.latest.value ? f.before : undefined) ??
          (said ? { ...said.from, publication: said.publication } : undefined) ??
          f.before ??
          (d.isNew && Date.parse(f.latest.at) - Date.parse(f.earliest.at) >= 3_600_000 ? f.earliest : undefined));
      // What a thing can do ("the refinery's capacity is 210,000 barrels per day", then "its capacity is
      // 180,000"), stated or corrected, is its size: background, like when it was built, not a change.
      if (f.latest.capacity) continue;
      if (from && from.value !== f.latest.value) {
        const up = f.latest.value > from.value;
        // "Halvard shut the plant, cutting output to zero": what stopped is read in the clause stating the count.
        const recovery =
          recovers(f.latest.sentence, f.latest.text) ||
          (WORKING.test(label) && !STOPPED.test(clausesStating(f.latest.sentence, [f.latest.text])));
        // Seats won, votes cast: who leads moved, not whether the situation got worse.
        const tally = BALLOT.test(label);
        const by = said && from.value === said.from.value ? said : f.latest;
        // A count its sentence does not name ("8,000 still without electricity, down from 64,000"), or
        // names only by its unit ("within 5 km, up from 2 km"), is quoted.
        const text =
          label && !unitOnly(label)
            ? sentence(
                `${label}${at} ${revises(by.sentence) ? 'revised' : up ? 'rose' : 'fell'} from ${span(from.text, f.latest.text, f.latest.unit)} (${by.publication})`,
              )
            : attributed(trimQuote(by.sentence, 220), by.publication);
        const change: Change = {
          // A value the reader was told in another event of the storyline cites that event too.
          ...claim(text, 'eventId' in from && from.eventId !== id ? [id, from.eventId] : [id]),
          kind: 'figure',
          count: f.latest,
          direction:
            tally || (up && flowFell && f.latest.runs === 'total') || correctsError(by.sentence)
              ? null
              : up !== recovery
                ? 'worse'
                : 'better',
          eventId: id,
          basis: by.sentence,
        };
        const move = `${f.latest.unit}|${from.value}|${f.latest.value}`;
        const told = moves.get(move);
        if (told && named(told) >= named(change)) continue;
        if (told) out.splice(out.indexOf(told), 1);
        moves.set(move, change);
        if (label && !unitOnly(label) && [from.text, f.latest.text].every((x) => by.sentence.includes(x)))
          movedIn.set(by.sentence, change);
        else movedIn.delete(by.sentence);
        if (flowFell && up && f.latest.runs === 'total') totals.push(change);
        else out.push(change);
        if (flowFell && !up && f.latest.runs === 'flow') flow ??= change;
      } else if (
        (!f.before || (f.latest.size && f.before.sourceId !== f.latest.sourceId)) &&
        !d.isNew &&
        label &&
        !QUOTED_SPEECH.test(f.latest.sentence) &&
        // "Dalby has 30,000 inhabitants": the size of a place is background, like when a plant was built.
        !PLACE_SIZE.test(f.latest.sentence) &&
        // "Another 25 cases …, bringing the total to 42": the increment is told by the level its sentence gives.
        !(
          f.latest.size &&
          d.figures.some(
            (g) =>
              g !== f && g.latest.sentence === f.latest.sentence && g.latest.key === f.latest.key.replace(/^Δ/, ''),
          )
        ) &&
        // "38 ships wait…" over a text that says the vessels waiting rose to 38: one count, told as it moved.
        !d.figures.some(
          (g) =>
            g !== f &&
            g.latest.sourceId === f.latest.sourceId &&
            g.latest.value === f.latest.value &&
            g.latest.unit === f.latest.unit &&
            (g.before ?? g.stated) !== undefined,
        )
      ) {
        // Quoted: what a figure counts, read from a few words after it, is no phrase to write on its own;
        // by its own clauses when its sentence also states a count a later source replaced ("nine killed").
        const quote = stale.has(f.latest.sentence)
          ? sentence(clausesStating(f.latest.sentence, [f.latest.text]))
          : f.latest.sentence;
        out.push({
          ...claim(attributed(trimQuote(quote, 220), f.latest.publication), [id]),
          kind: 'first_figure',
          count: f.latest,
          direction: null,
          eventId: id,
          basis: f.latest.sentence,
        });
      }
    }
    // The running total said with the rate that fell, as one piece of news.
    if (flow && totals.length) {
      flow.text = `${flow.text.replace(/\.$/, '')}, while ${totals.map((t) => lowerFirst(t.text).replace(/\.$/, '')).join(' and ')}.`;
      flow.eventIds = [...new Set([...flow.eventIds, ...totals.flatMap((t) => t.eventIds)])];
    } else out.push(...totals);
    // "The cholera count stands at 98" beside "the total fell to 98 from 117": one count said twice, told once as it moved.
    const movedTo = new Set(
      out.slice(first).flatMap((c) => (c.kind === 'figure' && c.count ? [`${c.count.unit}|${c.count.value}`] : [])),
    );
    for (let k = out.length - 1; k >= first; k--) {
      const c = out[k]!;
      if (c.kind === 'first_figure' && c.count && movedTo.has(`${c.count.unit}|${c.count.value}`)) out.splice(k, 1);
    }
    const newPlaces = new Map<string, NameFact>();
    // A new event's "New:" line already names the places of its headline.
    const headline = d.isNew ? key(e.title) : '';
    for (const p of freshFacts.flatMap((x) => placesOf(x.names)))
      if (
        !told.has(key(p.name)) &&
        !newPlaces.has(key(p.name)) &&
        !headline.includes(key(p.name)) &&
        // A place another line of this report already names ("the order was widened to Orme and Castley").
        !out.some((c) => names(c, p.name))
      )
        newPlaces.set(key(p.name), p);
    const easing = new Set(
      freshFacts.flatMap((x) => x.turns.filter((t) => t.kind === 'resolution').map((t) => t.sentence)),
    );
    for (const p of [...newPlaces.values()].slice(0, 2)) {
      told.add(key(p.name));
      out.push({
        ...claim(attributed(`First report from ${p.name}: ${trimQuote(p.sentence, 200)}`, p.publication), [id]),
        kind: 'place',
        direction:
          (ESCALATORY.has(e.eventType) || SPREAD.test(p.sentence)) &&
          !RESOLUTION_HINT.test(p.sentence) &&
          // "Families returned home to Orrin as the waters receded": a place named by a turn for the better is no spread.
          !easing.has(p.sentence)
            ? 'worse'
            : null,
        eventId: id,
        basis: p.sentence,
      });
    }
    // What a fresh source tells in its body that its headline and its counts do not (a rewrite puts the
    // new development in paragraphs two to four), for a development the reader follows: an event the
    // reader knows, or a new one that names a place the reader was told of.
    const follows = !d.isNew || freshFacts.some((x) => x.names.some((p) => toldBefore.has(key(p.name))));
    const bodies = follows ? developmentsOf(d, knownTerms, out.slice(first)) : [];
    // The development a first report from a place already quotes is told by that place's line, first of its places.
    const placed = out.findIndex((c, k) => k >= first && c.kind === 'place' && c.basis === bodies[0]?.sentence);
    if (placed >= 0) {
      const firstPlace = out.findIndex((c, k) => k >= first && c.kind === 'place');
      out.splice(firstPlace, 0, ...out.splice(placed, 1));
    }
    const placeSaid = new Set(out.slice(first).flatMap((c) => (c.kind === 'place' ? [c.basis] : [])));
    const body = bodies.find((x) => !placeSaid.has(x.sentence));
    // Told with the event's lead line (its count that moved, else its "New:" line), taking no other
    // storyline's place in what changed; on its own line, after the rest, when the event has neither.
    const lead =
      out.slice(first).find((c) => c.kind === 'figure' && c.text.includes(' from ')) ??
      out.slice(first).find((c) => c.kind === 'new_event');
    const bodyText = body ? attributed(trimQuote(body.text, 260), body.publication) : '';
    if (body && lead) lead.body = bodyText;
    else if (body)
      out.push({
        ...claim(bodyText, [id]),
        kind: 'development',
        direction: null,
        eventId: id,
        basis: body.sentence,
      });
    // A step those with power over the matter took (a regulator's investigation, charges, a lawsuit) is
    // told on its own line when the body told something else: news a reader acts on, not colour.
    const step = bodies.find((x) => x !== body && !placeSaid.has(x.sentence) && STEP_TAKEN.test(x.text));
    if (step)
      out.push({
        ...claim(attributed(trimQuote(step.text, 260), step.publication), [id]),
        kind: 'development',
        direction: null,
        eventId: id,
        basis: step.sentence,
      });
    // Someone new in a development the reader knows (a group that claims an attack, a company that
    // halts its plants): the first actor its fresh sources name that no earlier source of the event did,
    // and not as the one who speaks.
    if (!d.isNew) {
      const named = new Set(
        d.facts.filter((_, i) => !d.fresh.has(d.docs[i]!.sourceId)).flatMap((x) => x.names.map((n) => key(n.name))),
      );
      const known = (name: string) =>
        [...named].some((n) => n.includes(key(name)) || key(name).includes(n)) || told.has(key(name));
      const actor = freshFacts
        .flatMap((x) => actorsOf(x.names))
        .find(
          (a) =>
            // A lone capitalised word opening its sentence ("Firefighters brought…") is how every sentence starts.
            !(a.sentence.replace(LIVE_STAMP, '').replace(SPEAKER, '').startsWith(a.name) && !/\s/.test(a.name)) &&
            // "REPORTER: The fire is contained": who speaks in a transcript is no one new to the development.
            !a.sentence.replace(LIVE_STAMP, '').startsWith(`${a.name}:`) &&
            !known(a.name) &&
            !speaker(a) &&
            // "The Harl weir was raised in 1978": a name in the background is no one new to the development.
            !BACKGROUND.test(a.sentence) &&
            a.sentence !== body?.sentence &&
            !QUOTED_SPEECH.test(a.sentence) &&
            // Named already by another line of this report: no one the reader has not just read of.
            !out.some((c) => names(c, a.name)),
        );
      if (actor)
        out.push({
          ...claim(attributed(`First mention of ${actor.name}: ${trimQuote(actor.sentence, 200)}`, actor.publication), [
            id,
          ]),
          kind: 'actor',
          direction: null,
          eventId: id,
          basis: actor.sentence,
        });
    }
    const knownTurns = new Set(
      d.facts
        .filter((_, i) => !d.fresh.has(d.docs[i]!.sourceId))
        .flatMap((x) => x.turns)
        .map((t) => t.sentence),
    );
    const titles = new Set(d.docs.map((x) => x.title));
    // A source's lead sentence: where a wire puts its news ("Tug crews returned to work…").
    const leads = new Set(d.docs.map((x) => splitSentences(x.text, 1)[0]));
    // The newest turns of each kind the reader has not seen, preferring the text to the headline and a
    // lead to a later sentence, each telling something the ones before it did not: an event that merged
    // two angles of a story (a convoy, loadings resumed) says both, and two outlets telling one deal say it once.
    // To a reader new to the event, a turn that a later source reversed (systems "remained offline",
    // then "resumed after systems were restored") is history, not the situation now.
    const newest = new Map<string, string>();
    // A decision or a meeting brought forward ("brought its meeting forward to November 18 from November 26"):
    // those who decide act sooner than planned, pressed by the situation, a turn for the worse.
    const hastened: TurnFact[] = d.docs
      .filter((x) => d.fresh.has(x.sourceId))
      .flatMap((x) =>
        [x.title, ...splitSentences(x.text, SENTENCES_READ)].filter(hastens).map((sentence) => ({
          kind: 'breakdown' as const,
          sourceId: x.sourceId,
          eventId: id,
          publication: x.publication,
          at: x.at,
          ingestedAt: x.ingestedAt,
          sentence,
        })),
      );
    const freshTurns = [...freshFacts.flatMap((x) => x.turns), ...hastened];
    for (const t of freshTurns) if (t.at > (newest.get(t.kind) ?? '')) newest.set(t.kind, t.at);
    const reversed = (t: { kind: string; at: string }) =>
      d.isNew && (newest.get(t.kind === 'resolution' ? 'breakdown' : 'resolution') ?? '') > t.at;
    const folded = new Set<Change>();
    for (const kind of ['resolution', 'breakdown'] as const) {
      const turns = freshTurns
        .filter((t) => t.kind === kind && !knownTurns.has(t.sentence) && !reversed(t))
        .sort(
          (a, b) =>
            Number(titles.has(a.sentence)) - Number(titles.has(b.sentence)) ||
            Number(leads.has(b.sentence)) - Number(leads.has(a.sentence)) ||
            b.at.localeCompare(a.at),
        )
        .reduce<TurnFact[]>(
          // A new event's "New:" line already tells what its headline says ("Ice closes ferry crossing"),
          // but not what it does to a deal ("shelling casts doubt on the truce").
          (kept, t) => {
            if (
              retells(t.sentence, ...kept.map((k) => k.sentence)) ||
              (d.isNew && retells(t.sentence, e.title) && !castsDoubt(t.sentence))
            )
              return kept;
            // A turn kept that says only part of this one ("10:15 - The vote is called off", then "The vote
            // brought forward to Friday was called off, and …") gives way to it: told once, in full.
            const part = kept.findIndex((k) => retells(k.sentence, t.sentence));
            return part >= 0 ? kept.with(part, t) : [...kept, t];
          },
          [],
        );
      // A turn whose sentence states a move of a count the report tells ("the queue fell to 9, down from
      // 31, and the authority lifted its advice"): one piece of news, told on the count's line after it,
      // taking no turn's place; a development that line carried goes on its own line.
      const counted = (t: (typeof turns)[number]) => {
        const count = movedIn.get(t.sentence);
        return count && out.includes(count) ? count : undefined;
      };
      for (const turn of turns) {
        const count = counted(turn);
        if (!count || folded.has(count)) continue;
        folded.add(count);
        if (count.body)
          out.push({
            ...claim(count.body, [id]),
            kind: 'development',
            direction: null,
            eventId: id,
            basis: count.body,
          });
        count.body = attributed(trimQuote(turn.sentence, 220), turn.publication);
      }
      // Someone's words in quotes ("'We got what we came for': crews back at work") are colour on a turn
      // told in plain words, and the turn itself only when no source tells it so.
      const plain = turns.filter((t) => !QUOTED_SPEECH.test(t.sentence));
      for (const turn of (plain.length ? plain : turns).filter((t) => !counted(t)).slice(0, TURNS_PER_KIND))
        out.push({
          ...claim(attributed(trimQuote(turn.sentence, 220), turn.publication), [id]),
          kind,
          direction: kind === 'resolution' ? 'better' : 'worse',
          eventId: id,
          basis: turn.sentence,
        });
    }
    // A source that says things held ("prices were unchanged at $780", "shares steady"): news that nothing moved.
    const moved = new Set(out.slice(first).map((c) => c.basis));
    // "The count stands at 98" after the count moved to 98: the same news as the move.
    const restates = (t: string) =>
      d.facts.some((x) => x.figures.some((f) => f.sentence === t && movedTo.has(`${f.unit}|${f.value}`)));
    const steady = d.docs
      .filter((x) => d.fresh.has(x.sourceId))
      .flatMap((x) => [...splitSentences(x.text).slice(0, 3), x.title].map((t) => ({ t, pub: x.publication })))
      .find(({ t }) => STEADY.test(t) && !moved.has(t) && !QUOTED_SPEECH.test(t) && !restates(t));
    if (steady)
      out.push({
        ...claim(attributed(trimQuote(steady.t, 220), steady.pub), [id]),
        kind: 'steady',
        direction: null,
        eventId: id,
        basis: steady.t,
      });
    if (out.length === first) {
      const n = d.fresh.size;
      out.push({
        ...claim(sentence(`More reporting on ${e.title}: ${plural(n, 'new source')}`), [id], [n]),
        kind: 'more_reporting',
        direction: null,
        eventId: id,
        basis: e.title,
      });
    }
  }
  return dedupe(out).sort((a, b) => RANK[a.kind] - RANK[b.kind]);
}

/** Kinds of change said in turn, so that one busy event's figures do not crowd out its new places and turns. */
const TURN_ORDER: ChangeKind[][] = [
  ['figure'],
  ['resolution', 'breakdown'],
  ['place'],
  ['new_event'],
  ['actor'],
  ['first_figure'],
  ['steady'],
  ['more_reporting'],
];

/**
 * The changes in the order a reader needs them, grouped by storyline (`lineOf`, else by event): one
 * change of each storyline before a second of any, so that one busy situation does not crowd the
 * others out; within a storyline one of each kind in turn (a count that moved, a turn, a new place, a
 * new event, a new figure), and within a kind those touching what the reader watches (`interest`: the
 * agent's stakes and domain) first. The storylines the reader already follows (`followed`: one the
 * prior reports told of) come before those new to it, each group in the order of its first change so
 * ranked: the refinery desk hears that its refinery stays shut before the news of a grid it has not
 * followed. The agent's own events come before those it only shares with another desk (`shared`),
 * within a storyline and among storylines: the cyber desk hears of the ransomware gang's demand and
 * its next victim before the queue of ships at the port it hacked.
 */
export function forReader(
  changes: readonly Change[],
  interest: readonly string[] = [],
  lineOf: (eventId: string) => string | undefined = (id) => id,
  shared: (eventId: string) => boolean = () => false,
  followed: (line: string) => boolean = () => true,
): Change[] {
  const watched = new Set(interest.flatMap((x) => contentTerms(tokenize(x))));
  const score = (c: Change) => contentTerms(tokenize(`${c.text} ${c.basis}`)).filter((t) => watched.has(t)).length;
  const scored = changes.map((c, i) => ({ c, i, s: score(c) }));
  const lines = new Map<string, typeof scored>();
  for (const x of scored) {
    const line = lineOf(x.c.eventId) ?? x.c.eventId;
    lines.set(line, [...(lines.get(line) ?? []), x]);
  }
  const inTurn = (members: typeof scored) => {
    const queues = TURN_ORDER.map((kinds) =>
      members.filter((x) => kinds.includes(x.c.kind)).sort((a, b) => b.s - a.s || a.i - b.i),
    );
    const out: typeof scored = [];
    while (queues.some((q) => q.length)) for (const q of queues) if (q.length) out.push(q.shift()!);
    // A development told on its own line fills in after everything else of its storyline (or its shared part).
    return [...out, ...members.filter((x) => x.c.kind === 'development')];
  };
  // Within a storyline too, the changes of the agent's own events before those of the events it shares.
  const perLine = [...lines].map(([line, members]) => ({
    fresh: Number(!followed(line)),
    said: [
      ...inTurn(members.filter((x) => !shared(x.c.eventId))),
      ...inTurn(members.filter((x) => shared(x.c.eventId))),
    ],
  }));
  const kindRank = (x: (typeof scored)[number]) => {
    const k = TURN_ORDER.findIndex((kinds) => kinds.includes(x.c.kind));
    return k < 0 ? TURN_ORDER.length : k;
  };
  const sharedLine = (l: typeof scored) => Number(l.every((x) => shared(x.c.eventId)));
  perLine.sort(
    (a, b) =>
      sharedLine(a.said) - sharedLine(b.said) ||
      a.fresh - b.fresh ||
      kindRank(a.said[0]!) - kindRank(b.said[0]!) ||
      b.said[0]!.s - a.said[0]!.s ||
      a.said[0]!.i - b.said[0]!.i,
  );
  // Each storyline's first change, then each one's second, and so on.
  const out: Change[] = [];
  for (let k = 0; perLine.some((l) => l.said.length > k); k++)
    for (const l of perLine) if (l.said[k]) out.push(l.said[k]!.c);
  return out;
}

/** Changes what changed says when they are of one situation (one event). */
const CHANGES_SAID = 5;
/** Changes said besides for each other event that changed, up to CHANGES_SAID_MAX in all. */
const CHANGES_PER_OTHER_EVENT = 2;
const CHANGES_SAID_MAX = 9;

/**
 * How many of the changes (as `forReader` orders them) what changed says: five for one situation, and
 * more when several changed (a refinery that stays shut six weeks beside a grid the desk also watches;
 * a fire and a flood that a town both name link into one storyline), so that one situation's news does
 * not push another's out. A development said on its own line is filler: it changes no count.
 */
export function changesSaid(changes: readonly Change[]): number {
  const events = new Set(changes.filter((c) => c.kind !== 'development').map((c) => c.eventId)).size;
  return Math.min(changes.length, CHANGES_SAID_MAX, CHANGES_SAID + CHANGES_PER_OTHER_EVENT * Math.max(0, events - 1));
}

/** What a reader needs first: counts that moved, new places and turns, then new events and new figures. */
const RANK: Record<ChangeKind, number> = {
  figure: 0,
  resolution: 1,
  breakdown: 1,
  place: 2,
  new_event: 3,
  actor: 4,
  development: 4,
  first_figure: 4,
  steady: 5,
  more_reporting: 5,
};

/**
 * Background a writer gives around the news, not the news: a year gone by, a habit, how long
 * something has been so ("was built in 1962", "lost power four times this year", "fought for months").
 */
const BACKGROUND =
  /\b(?:(?:in|since|until|from) (?:1[89]|20)\d\d|(?:this|last) year|for (?:weeks|months|years|decades)|each time|every time|(?:has|have|had) long)\b/i;
/** What is to come or might (a plan, a forecast, a warning): what to watch, not what happened. */
const NOT_YET =
  /\b(?:will|would|could|may|might|should|expects?|expected|plans?|planned|planning|set to|due to|is to|are to)\b/i;
/**
 * A step those with power over the matter took on it: an investigation, an inquiry or a probe opened,
 * charges brought, a lawsuit filed, a fine imposed ("the data regulator has opened an investigation",
 * "prosecutors charged the operator", "residents filed a class action").
 */
const STEP_TAKEN =
  /\b(?:(?:opened|launched|ordered|began|started|announced|set up) (?:an? |its |their )?(?:[\w'’-]+ ){0,2}(?:investigation|inquiry|probe|inquest|audit)s?|(?:filed|brought|lodged) (?:an? |its |their )?(?:[\w'’-]+ ){0,2}(?:lawsuit|suit|complaint|claim|charges|class action)|charged (?:[\w'’-]+ ){0,3}with|(?:fined|sued|indicted)|(?:investigation|inquiry|probe) (?:[\w'’-]+ ){0,3}(?:was|has been|have been|had been) (?:opened|launched|ordered))\b/i;
/** Words new to the reader a sentence must say to be told as a development. */
const DEVELOPMENT_TERMS = 4;

/**
 * The developments the fresh sources of `d` tell in their bodies, best first: sentences that say at least
 * DEVELOPMENT_TERMS words the reader was not told (`known`), the most first.
 * Not background, not a plan or a forecast, not someone's words in quotes, not a turn or a thing that
 * held (told as such), not a sentence another change of the event already quotes; of a sentence whose count a change states in its own words, only a clause that holds no
 * number ("Engineers found damage in the kilns" of "…, and the kilns lost rose to 12").
 */
function developmentsOf(
  d: Dossier,
  known: ReadonlySet<string>,
  changes: readonly Change[],
): { text: string; sentence: string; publication: string }[] {
  // A first report from a place may quote the best of them: the caller tells it once.
  // A count that moved is said in the report's words, unless its line quotes its sentence ("…within 5 km, up from 2 km…").
  const quotes = (c: Change) => c.text.includes(c.basis.slice(0, 60));
  const quoted = new Set(
    changes
      .filter((c) => c.kind !== 'place' && (c.kind !== 'figure' || !c.text.includes(' from ') || quotes(c)))
      .map((c) => c.basis),
  );
  // A sentence stating a count the report says moved ("evacuations rose to 8,900 on Tuesday after…") is
  // told only by its opening clause, when that holds no number.
  const movedTo = new Set(
    changes.flatMap((c) => (c.kind === 'figure' && c.count ? [`${c.count.unit}|${c.count.value}`] : [])),
  );
  const counted = new Set([
    ...changes
      .filter((c) => c.kind === 'figure' && c.text.includes(' from ') && !quoted.has(c.basis))
      .map((c) => c.basis),
    ...d.facts.flatMap((x) => x.figures.filter((f) => movedTo.has(`${f.unit}|${f.value}`)).map((f) => f.sentence)),
  ]);
  // A turn or a thing that held is told as such.
  const turns = new Set(d.facts.flatMap((f) => f.turns.map((t) => t.sentence)));
  const out: { text: string; sentence: string; publication: string; n: number }[] = [];
  for (const x of d.docs) {
    if (!d.fresh.has(x.sourceId)) continue;
    for (const s of splitSentences(x.text)) {
      if (
        s === x.title ||
        quoted.has(s) ||
        turns.has(s) ||
        STEADY.test(s) ||
        NOT_YET.test(s) ||
        BACKGROUND.test(s) ||
        QUOTED_SPEECH.test(s)
      )
        continue;
      // Its opening clause, when that holds no number: a clause from the middle of a sentence reads as a fragment.
      const opening = s.split(/,\s+(?:and\s+)?|\s+and\s+|;\s*/)[0]!;
      const text = counted.has(s) ? (/\d/.test(opening) ? '' : opening) : s;
      if (!text) continue;
      const n = new Set(contentTerms(tokenize(text)).filter((t) => !known.has(t))).size;
      if (n >= DEVELOPMENT_TERMS) out.push({ text, sentence: s, publication: x.publication, n });
    }
  }
  // What reached further first ("the authority widened its advice to all cargo"), then most words new
  // to the reader; the earlier sentence of two as new.
  const spreads = (x: (typeof out)[number]) => Number(SPREAD.test(x.text));
  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => spreads(b.x) - spreads(a.x) || b.x.n - a.x.n || a.i - b.i)
    .map(({ x }) => x);
}

/** How well a count's line names it: in its own words (not a quote of its sentence), then with where it is. */
const named = (c: Change) => Number(!c.text.includes(c.basis.slice(0, 60))) * 2 + Number(/ in \p{Lu}/u.test(c.text));

/** Resolutions (or breakdowns) of one event stated at most. */
const TURNS_PER_KIND = 3;

/** Share of a sentence's words another sentence already says for it to tell nothing new. */
const RETOLD = 0.6;
/**
 * A sentence that tells again what others say: most of its words are theirs ("Pellam Marine has
 * agreed to keep the old rosters" after "crews returned to work after Pellam Marine agreed to restore
 * the old rosters"), or in theirs ("the fire is contained" after "firefighters contained the wildfire").
 */
function retells(sentence: string, ...others: string[]): boolean {
  const terms = new Set(contentTerms(tokenize(sentence.replace(LIVE_STAMP, '').replace(SPEAKER, ''))));
  const said = new Set(others.flatMap((o) => contentTerms(tokenize(o))));
  // A word another says inside a longer one says it too: "the fire is contained" after "contained the wildfire".
  const says = (t: string) =>
    said.has(t) || (t.length >= 3 && [...said].some((w) => w.length >= t.length + 3 && w.endsWith(t)));
  return terms.size > 0 && [...terms].filter(says).length / terms.size >= RETOLD;
}

const CURRENCY_NAMES: Record<string, string> = { $: 'dollars', '€': 'euros', '£': 'pounds', '¥': 'yen' };

/**
 * Two values of one figure as a writer puts them, the unit said once after both: "14 to 46",
 * "88.40 to 93.10 dollars", "0.2 to 0.5 percent"; a per-cent sign stays with each value ("5.8% to 5.2%").
 */
export function span(from: string, to: string, unit: string | null): string {
  const sign = /^[$€£¥]/.exec(to)?.[0];
  if (unit === 'currency' && sign && from.startsWith(sign))
    return `${from.slice(1)} to ${to.slice(1)} ${CURRENCY_NAMES[sign]}`;
  const bare = (x: string) => x.replace(/\s*(?:%|percent|per cent|pct)$/i, '');
  // A percentage as the newest source writes it: "5.8% to 5.2%" after a "5.2%", "3.5 to 4.25 percent" after a "percent".
  if (unit === 'percent') return to.endsWith('%') ? `${bare(from)}% to ${to}` : `${bare(from)} to ${bare(to)} percent`;
  // "Three container lines…": a number word opening its sentence is not capitalised mid-sentence.
  const word = (x: string) => (/^\p{L}/u.test(x) ? x.toLowerCase() : x);
  return `${word(from)} to ${word(to)}`;
}

/** A count named only by a unit of measure ("km", "tonnes", "barrels per day"): what it measures is not said. */
const unitOnly = (label: string) =>
  label
    .toLowerCase()
    .replace(/ per \w+$/, '')
    .split(' ')
    .every((w) => MEASURE_UNITS.has(w));

/** A sentence carrying someone's words in quotation marks ("'We held out': crews back"): colour, not a count first reported. */
const QUOTED_SPEECH = /["“”]|(?:^|\s)['‘][^']{8,}['’](?=[\s,.:;]|$)/u;

/** What a count of a vote measures: seats, votes, ballots, turnout. */
const BALLOT = /\b(?:seats?|votes?|ballots?|turnout|mandates?|delegates?|electors?)\b/i;
/** Words that say a thing held where it was, a stoppage too ("remained halted on Tuesday", "still idle"; not "stays shut until May"). */
const STEADY =
  /\b(?:unchanged|little changed|barely changed|(?:holds?|held|holding|remained|remains|stayed|stays|kept) (?:steady|stable|firm|at (?:about |around |some )?[$€£¥]?\d)|steady at|no change|(?:remained|remains|stayed|stays|still) (?:halted|shut|closed|suspended|idle|offline)\b(?! (?:for|until|through|into|beyond)\b))\b/i;

/** A figure its source says was revised: a corrected count, not a move of the situation. */
const REVISED = /\b(?:revis(?:ed|es|ing)|corrected|restated)\b/i;
/** Words that say a count was wrong as first reported (a clerical error, patients counted twice). */
const ERROR =
  /\b(?:errors?|mistakes?|mistaken(?:ly)?|wrongly|incorrect(?:ly)?|misreport\w*|typo|twice|double[- ]count\w*)\b/i;
/**
 * A count its source says it corrected for an error: it moved on paper, not in the world, so it is
 * no easing or worsening (a toll revised down after the missing were found alive still is).
 */
export const correctsError = (sentence: string) =>
  (REVISED.test(sentence) && ERROR.test(sentence)) || CORRECTED.test(sentence);
/**
 * A value a sentence sets right against the one said before it: "We now say 38, not 42", "running at
 * 165,000 barrels a day, not 120,000 as stated earlier". A correction of what was said, not a move.
 */
const CORRECTED =
  /,\s*not\s+(?:about |around |some )?[$€£¥]?\d|\bnot\s+[$€£¥]?\d[\d,.]*(?:\s+[\w%-]+){0,3}\s+as\s+(?:\w+\s+)?(?:stated|reported|said|given|published)\b/i;
/** A sentence that says its figure sets right or revises one given before. */
const revises = (sentence: string) => REVISED.test(sentence) || CORRECTED.test(sentence);

const RESOLUTION_HINT = /\b(?:deal|agreement|ceasefire|truce|restored|reopened|resumed|lifted|ended)\b/i;

/**
 * The same sentence read as two changes of one event (a figure and a place) is said once; a new figure
 * whose sentence another change of its event already quotes is not said again. A change that only
 * reads the sentence, saying another count of it in the report's words ("people evacuated rose from
 * 300 to 1,200" of "1,200 now evacuated, three deaths confirmed"), leaves the new figure to be said.
 */
function dedupe(changes: Change[]): Change[] {
  const seen = new Set<string>();
  // One sentence read as two kinds of change (a count that moved, a turn) is quoted once.
  const said = new Set<string>();
  const quoting = (c: Change) => c.text.includes(trimQuote(c.basis, 60).replace(/[.…]+$/, ''));
  const read = new Set(
    changes.filter((c) => c.kind !== 'first_figure' && quoting(c)).map((c) => `${c.eventId}|${c.basis}`),
  );
  // A sentence a turn or a count's line already quotes names its place there: a first report from that
  // place would spend a second line of a capped list on one source sentence.
  const quotedElsewhere = new Set(
    changes
      .filter((c) => c.kind !== 'first_figure' && c.kind !== 'place' && quoting(c))
      .map((c) => `${c.eventId}|${c.basis}`),
  );
  return changes.filter((c) => {
    const k = `${c.eventId}|${c.kind}|${contentTerms(tokenize(c.text)).join(' ')}`;
    if (
      seen.has(k) ||
      said.has(c.text) ||
      (c.kind === 'first_figure' && read.has(`${c.eventId}|${c.basis}`)) ||
      (c.kind === 'place' && quotedElsewhere.has(`${c.eventId}|${c.basis}`))
    )
      return false;
    seen.add(k);
    said.add(c.text);
    return true;
  });
}
