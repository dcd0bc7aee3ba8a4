/** Rules on the extracted text's lines (one block a line): what page furniture looks like once it is text. */

const MONTHS =
  'jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia';
/** A date as pages print it: 03.04.2020, 2020-04-03, 3/4/2020, 3. April 2020, April 3, 2020. */
const DATE = new RegExp(
  `\\b(?:\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}\\.? (?:${MONTHS})\\p{L}*\\.? \\d{4}|(?:${MONTHS})\\p{L}*\\.? \\d{1,2},? \\d{4})\\b`,
  'iu',
);
const TIME = /\b\d{1,2}[:.]\d{2}\s*(?:uhr|h|am|pm)?\b/gi;

/** A line that is a date or a byline with a date, and little else: "Published: 3 April 2020, 12:35". */
function isDateline(line: string): boolean {
  if (line.length > 90 || !DATE.test(line)) return false;
  const rest = line
    .replace(DATE, ' ')
    .replace(TIME, ' ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim();
  return rest.split(/\s+/).filter(Boolean).length <= 5;
}

/** Photo credits and captions' sources, and meta lines filing the article: "Foto: …", "Tags: …", "© …". */
const CREDIT =
  /^(?:(?:foto|fotos|photo|photos|bild|bilder|titelbild|beitragsbild|abbildung|abb|image|images|picture|credit|credits|crédits? photos?|photographie|quelle|source|copyright|grafik|illustration|tags|schlagwörter|schlagworte|stichwörter|kategorie|kategorien|categories|category|filed under|posted in|abgelegt unter)\s*[.:|]|©|\(c\)\s|copyright\b)/i;

/** Calls to action that close or interrupt an article: subscribe, support us, share, rights notices. */
const PROMO =
  /\b(?:newsletter|subscribe|subscription|sign up|abonnier\w*|jetzt anmelden|support (?:us|our)|unterstütze\w*|donate|spenden?|hazte miembro|suscr[ií]b\w*|download (?:the|our) app|advertise with|werbung\b|anzeige:|all rights reserved|alle rechte vorbehalten|copyrighted|chroniony prawem|todos los derechos|if you enjoyed|gefällt dir|hat (?:dir|ihnen) (?:der|dieser) (?:artikel|beitrag) gefallen|war (?:der|dieser) (?:artikel|beitrag) (?:nützlich|hilfreich)|(?:artikel|beitrag) teilen|share this)/i;

/** A short line that opens the comments or the related-reading list at the end of an article. */
const TAIL_MARKER =
  /^(?:related (?:posts|articles|stories)|more (?:on this|from)|you (?:may|might) also like|read (?:more|also|next)|comments?|leave a (?:reply|comment)|ähnliche (?:beiträge|artikel)|das könnte (?:sie|dich) auch interessieren|auch interessant|mehr zum thema|weitere (?:artikel|beiträge|meldungen)|lesen sie auch|kommentare?(?: schreiben)?|\d+ kommentare?|schreibe(?:n sie)? einen kommentar)\s*:?$/i;

/** A line of prose: long enough that related-story teasers and link lists rarely reach it. */
const PROSE_CHARS = 120;

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Lines above the headline (kickers, dates, category lines), and datelines around the body's start and end. */
function dropHeadFurniture(lines: string[], headline: string | null): string[] {
  const h = headline ? key(headline) : '';
  const at = h ? lines.slice(0, 6).findIndex((l) => key(l) === h) : -1;
  const rest = at > 0 && lines.slice(0, at).every((l) => l.length < 120) ? lines.slice(at) : lines;
  const firstProse = rest.findIndex((l) => l.length >= PROSE_CHARS);
  const head = firstProse < 0 ? Math.min(rest.length, 4) : firstProse;
  return rest.filter((l, i) => !((i < head || i >= rest.length - 3) && isDateline(l)));
}

/**
 * The related-reading or comments tail: a marker line starts the tail only when no paragraph of
 * prose follows it; a marker in mid-article ("Read more" between paragraphs) is dropped alone.
 */
function dropTail(lines: string[]): string[] {
  const kept = [...lines];
  for (let i = Math.ceil(kept.length / 2); i < kept.length; i++) {
    if (kept[i]!.length >= 60 || !TAIL_MARKER.test(kept[i]!)) continue;
    if (!kept.slice(i + 1).some((l) => l.length >= PROSE_CHARS)) return kept.slice(0, i);
    kept.splice(i--, 1);
  }
  return kept;
}

/**
 * Drops furniture lines from extracted text: lines above the headline, datelines and bylines
 * around the body, credit and filing lines, calls to action, and a related-reading tail.
 */
export function cleanLines(text: string, headline: string | null): string {
  const lines = dropHeadFurniture(text.split('\n\n'), headline).filter(
    (l) => !(l.length < 160 && CREDIT.test(l)) && !(l.length < 200 && PROMO.test(l)),
  );
  return dropTail(lines).join('\n\n');
}
