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
  /\b(?:newsletter|subscribe|subscription|sign up|abonnier\w*|jetzt anmelden|support (?:us|our)|unterstütze\w*|donate|spenden?|hazte miembro|suscr[ií]b\w*|advertise with|werbung\b|anzeige:|all rights reserved|alle rechte vorbehalten|copyrighted|chroniony prawem|todos los derechos|if you enjoyed|gefällt dir|hat (?:dir|ihnen) (?:der|dieser) (?:artikel|beitrag) gefallen|war (?:der|dieser) (?:artikel|beitrag) (?:nützlich|hilfreich)|(?:artikel|beitrag) teilen|share this)/i;

/**
 * A short line that opens what follows the article: comments, related reading, further links, the
 * author box, contacts, the newest articles ("Mehr zum Thema", "About the author", "Kontakt:").
 */
const TAIL_MARKER =
  /^(?:related (?:posts|articles|stories)|more (?:on this|from)|you (?:may|might) also like|read (?:more|also|next)|comments?|leave a (?:reply|comment)|ähnliche (?:beiträge|artikel)|das könnte (?:sie|dich) auch interessieren|auch interessant|mehr zum thema|weitere (?:artikel|beiträge|meldungen)|lesen sie auch|kommentare?(?: schreiben)?|\d+ kommentare?|schreibe(?:n sie)? einen kommentar|about the authors?|über (?:den autor|die autorin|die autoren)|zum autor|o autorze|(?:more|further|weitere) (?:information|informationen|infos?)|(?:further|zum) (?:reading|weiterlesen)|weiterlesen|(?:press |media )?contacts?|(?:presse)?kontakt|ansprechpartner(?:in)?(?: zum thema)?|(?:latest|newest|recent) (?:articles|posts|stories|news)|neueste (?:artikel|beiträge|nachrichten)|czytaj (?:także|też|więcej)|zobacz (?:też|także)|lee (?:también|más)|leer más|à lire aussi|lire aussi)\s*:?$/i;

/**
 * Interface labels that are never text: buttons to load or show more, to open or close an image,
 * to print, to show sources, and notices standing in for blocked external content.
 */
const UI_LABEL =
  /^(?:load more|show more|see more|view more|mehr (?:laden|anzeigen)|lade weitere inhalte|weitere inhalte laden|(?:bild|foto|image) (?:anzeigen|schließen|vergrößern)|enlarge(?: image)?|zoom|close|schließen|fermer|cerrar|zamknij|print(?: this)?(?: article| page)?|drucken|artikel drucken|seite drucken|drukuj|imprimir|imprimer|stampa|quellen (?:ausblenden|anzeigen|einblenden)|(?:hide|show) sources|externer inhalt|external content|empfohlener (?:redaktioneller|externer) inhalt|recommended (?:editorial|external) content|cargar más|ver más|voir plus|pokaż więcej|carica altri|back to top|nach oben)\s*(?:\.\.\.|…)?$/i;

/**
 * Notices about the page rather than the story: download as PDF, how to cite, affiliate
 * disclosures, licence lines, get the app; and log in to comment (both words in the line).
 */
const NOTICE =
  /\b(?:(?:als )?pdf herunterladen|download\b.{0,30}\bpdf|pdf download|suggested citation|zitiervorschlag|zitierweise|how to cite|cite this (?:article|page|post)|we may (?:receive|earn) (?:a )?(?:compensation|commission)|affiliate[- ]links?|(?:links?|verlinkungen)\b.{0,80}\bprovision|(?:licen[cs]ed|lizenziert|licen[cs]e|lizenz)\b.{0,40}(?:creative commons|cc[- ]by)|(?:creative commons|cc[- ]by)\S*[- ](?:licen[cs]e|lizenz)|download (?:the|our) [a-z\s]{0,30}apps?)\b|^(?=.*\b(?:komment|comment))(?=.*\b(?:eingeloggt|angemeldet|registriert|logged in|signed in)\b)/i;
/** Longest line taken as a notice. */
const NOTICE_CHARS = 300;

/** A label left alone on its line, its value elsewhere or gone: "Published:", "By", "Author". */
const META_LABEL =
  /^(?:published|posted|updated|date|by|author|veröffentlicht|veröffentlichung|aktualisiert|erschienen in|datum|stand|von|autor(?:in)?|publié|publicado|autor)\s*:?$/i;

/**
 * A heading that opens a list of more of the site's content: a few words, no sentence, starting
 * "More on", "Weitere", "Mehr zum" ("Mehr zu Klima und Konsum", "Weitere Tourentipps in Schweden").
 */
function isMoreHeading(line: string): boolean {
  return (
    line.length < 80 &&
    /^(?:mehr (?:zu|zum|zur|von|aus|über)|more (?:on|from|about)|weitere|plus de|más (?:de|sobre)|więcej)\b/i.test(
      line,
    ) &&
    !/[.!?]$/.test(line) &&
    line.split(' ').length <= 7
  );
}

/** A link to another story, introduced as one: "SEE ALSO: …", "Lesen Sie auch: …". */
const SEE_ALSO =
  /^(?:see (?:also|more)|read (?:also|more|next)|also read|don'?t miss|related|puedes ver|lee también|mira también|lesen sie auch|siehe auch|auch interessant|czytaj (?:także|też|więcej)|zobacz (?:też|także)|à lire aussi|lire aussi|leggi anche)\s*[:|]\s*\S/i;
/** Longest line taken as a link to another story. */
const TEASER_LINE_CHARS = 200;

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
 * The related-reading or comments tail: a marker line in the second half starts the tail only when
 * no paragraph of prose follows it; a marker in mid-article ("Read more" between paragraphs) is
 * dropped alone, as is a marker in the first half.
 */
function dropTail(lines: string[]): string[] {
  const kept = [...lines];
  const half = Math.ceil(kept.length / 2);
  for (let i = 0; i < kept.length; i++) {
    const line = kept[i]!;
    if (line.length >= 60) continue;
    const late = i >= half;
    if (!(TAIL_MARKER.test(line) || (late && isMoreHeading(line)))) continue;
    if (late && !kept.slice(i + 1).some((l) => l.length >= PROSE_CHARS)) return kept.slice(0, i);
    kept.splice(i--, 1);
  }
  return kept;
}

/**
 * Drops furniture lines from extracted text: lines above the headline, datelines and bylines
 * around the body, credit and filing lines, calls to action, notices about the page, interface
 * labels, labels left alone, links introduced as links, and a related-reading tail.
 */
export function cleanLines(text: string, headline: string | null): string {
  const lines = dropHeadFurniture(text.split('\n\n'), headline).filter(
    (l) =>
      !(l.length < 160 && CREDIT.test(l)) &&
      !(l.length < 200 && PROMO.test(l)) &&
      !(l.length < NOTICE_CHARS && NOTICE.test(l)) &&
      !(l.length < TEASER_LINE_CHARS && SEE_ALSO.test(l)) &&
      !UI_LABEL.test(l) &&
      !META_LABEL.test(l),
  );
  return dropTail(lines).join('\n\n');
}
