import { MONTHS, WEEKDAYS, monthIndex } from '../evidence/lexicon.ts';

/** The period a question asks about, in UTC. */
export interface TimeScope {
  /** Sources published (else ingested) at or after this… */
  from: Date | null;
  /** …and before this. */
  to: Date | null;
  /** Asks for the newest state ("latest", "now", "still", "so far"). */
  latest: boolean;
  /** Asks about what is to come ("will", "expected", "next"). */
  future: boolean;
  /** The phrase that set the period, if any (e.g. "last week"). */
  phrase: string | null;
  /**
   * A part of a named day ("on Tuesday at lunchtime"): the words a source uses for it, and its hours
   * in UTC. Sources write in local time, so the period read is the whole day give or take 14 hours,
   * and the answer prefers sentences that name that part of the day themselves.
   */
  part?: { words: RegExp; weekday: string; from: Date; to: Date };
}

const DAY = 86_400_000;
const startOfDay = (t: number) => t - (((t % DAY) + DAY) % DAY);
/** Monday 00:00 UTC of the week holding `t`. */
const startOfWeek = (t: number) => {
  const d = startOfDay(t);
  return d - ((new Date(d).getUTCDay() + 6) % 7) * DAY;
};
const utc = (y: number, m: number, d = 1) => Date.UTC(y, m, d);

const MONTH = `(${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const WEEKDAY = `(${WEEKDAYS.join('|')})`;
const HOUR = 3_600_000;
/** Hours (UTC) a part of a named day spans. */
const PARTS_OF_DAY: Record<string, [number, number]> = {
  morning: [0, 12],
  lunchtime: [11, 15],
  midday: [11, 14],
  noon: [11, 14],
  afternoon: [12, 18],
  evening: [17, 24],
  night: [18, 30],
};
const PARTS = Object.keys(PARTS_OF_DAY).join('|');
/** How sources name each part of a day. */
const PART_WORDS: Record<string, string> = {
  morning: 'morning|mid-morning|dawn|daybreak',
  lunchtime: 'lunchtime|midday|noon',
  midday: 'lunchtime|midday|noon',
  noon: 'lunchtime|midday|noon',
  afternoon: 'afternoon',
  evening: 'evening|dusk|night',
  night: 'night|overnight|evening',
};
/**
 * How a question asks for what a changing thing came to: "what time did they announce in the end",
 * "when did they actually meet", "what was the final result". News that moved or corrected it is newer.
 */
export const IN_THE_END =
  /\b(in the end|eventually|finally|ultimately|actually|(?:end|ends|ended) up|final (?:result|results|count|tally|figure|figures|outcome|score|toll|turnout|time|date))\b/i;
const UNITS: Record<string, number> = { hour: 3_600_000, day: DAY, week: 7 * DAY, month: 30 * DAY };

/**
 * The period a question names, relative to `now`: today, yesterday, this or last week or month, a
 * weekday (the latest one, or the next one for a question about the future), "past 3 days", a date
 * ("12 March", "March 12, 2026", "2026-03-12"), a month or a year, "since …". A date without a year
 * is the latest such date up to now (or the next one, for the future).
 */
export function timeScopeOf(question: string, now: Date): TimeScope {
  const q = question.toLowerCase();
  const t = now.getTime();
  // "When do the talks resume?": a when-question in the present asks what is scheduled.
  const future =
    /\b(will|won.t|expected|expect|due(?! to)|next|going to|planned|plan to|scheduled|upcoming|forecast)\b/.test(q) ||
    /^when (do|does|is|are|can|could)\b(?!.*\b(ago|last|yesterday)\b)/.test(q);
  const latest =
    /\b(latest|current|currently|now|still|so far|as of|most recent|newest|to date|anymore|remain|remains)\b/.test(q) ||
    IN_THE_END.test(q);
  const scope = (from: number | null, to: number | null, phrase: string): TimeScope => ({
    from: from === null ? null : new Date(from),
    // Up to now, inclusive: a period that has not ended yet ends now.
    to: new Date(Math.min(to ?? t + 1, t + 1)),
    latest,
    future,
    phrase,
  });
  let m: RegExpExecArray | null;

  if ((m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(q))) {
    const d = utc(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (!Number.isNaN(d)) return scope(d, d + DAY, m[0]);
  }
  const dayMonth =
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}(?:,? (\\d{4}))?`).exec(q) ??
    new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(q);
  if (dayMonth) {
    const dayFirst = /^\d/.test(dayMonth[0]);
    const day = Number(dayFirst ? dayMonth[1] : dayMonth[2]);
    const month = monthIndex(dayFirst ? dayMonth[2]! : dayMonth[1]!)!;
    const year = dayMonth[3] ? Number(dayMonth[3]) : null;
    if (day >= 1 && day <= 31) {
      let d = utc(year ?? now.getUTCFullYear(), month, day);
      if (year === null && !future && d > t) d = utc(now.getUTCFullYear() - 1, month, day);
      if (year === null && future && d + DAY < t) d = utc(now.getUTCFullYear() + 1, month, day);
      return scope(d, d + DAY, dayMonth[0]);
    }
  }
  if (/\btoday\b|\bthis (morning|afternoon|evening)\b|\btonight\b/.test(q)) {
    return scope(startOfDay(t), null, 'today');
  }
  if (/\byesterday\b|\blast night\b/.test(q)) return scope(startOfDay(t) - DAY, startOfDay(t), 'yesterday');
  if ((m = /\b(?:in |over )?the (?:past|last) (\d+|two|three|four|five|six|seven) (hour|day|week|month)s?\b/.exec(q))) {
    const n = Number(m[1]) || ['two', 'three', 'four', 'five', 'six', 'seven'].indexOf(m[1]!) + 2;
    return scope(t - n * UNITS[m[2]!]!, null, m[0]);
  }
  if (/\bthis week\b/.test(q)) return scope(startOfWeek(t), null, 'this week');
  if (/\blast week\b/.test(q)) return scope(startOfWeek(t) - 7 * DAY, startOfWeek(t), 'last week');
  if (/\bnext week\b/.test(q)) return scope(startOfWeek(t) + 7 * DAY, startOfWeek(t) + 14 * DAY, 'next week');
  if (/\b(?:over )?(?:the|this|last) weekend\b/.test(q)) {
    const sat = startOfWeek(t) - 2 * DAY;
    return scope(sat, sat + 2 * DAY, 'weekend');
  }
  if (/\bthis month\b/.test(q)) {
    const d = new Date(t);
    return scope(utc(d.getUTCFullYear(), d.getUTCMonth()), null, 'this month');
  }
  if (/\blast month\b/.test(q)) {
    const d = new Date(t);
    return scope(utc(d.getUTCFullYear(), d.getUTCMonth() - 1), utc(d.getUTCFullYear(), d.getUTCMonth()), 'last month');
  }
  if ((m = new RegExp(`\\b(?:on |last |this |next )?${WEEKDAY}\\b`).exec(q))) {
    const wd = WEEKDAYS.indexOf(m[1]!);
    const today = startOfDay(t);
    const back = (new Date(today).getUTCDay() - wd + 7) % 7;
    const ahead = (wd - new Date(today).getUTCDay() + 7) % 7;
    const d = future || m[0].startsWith('next') ? today + ahead * DAY : today - back * DAY;
    // A weekday in a question about the future names when something will happen, not the period to read;
    // so does one in a question about how things stand ("Is the strike still on for Thursday?").
    if (future || (latest && /^(is|are|will)\b/.test(q))) return scope(null, null, m[0]);
    // "On Wednesday morning": that part of the day (UTC, as the sources' times are read).
    const part =
      new RegExp(`${m[0]} (${PARTS})\\b`).exec(q)?.[1] ??
      new RegExp(`\\b(${PARTS}) ${m[0].startsWith('on ') ? m[0] : `(?:on )?${m[0]}`}\\b`).exec(q)?.[1];
    if (part) {
      const [from, to] = PARTS_OF_DAY[part]!;
      const words = new RegExp(`\\b(${PART_WORDS[part]})\\b`, 'i');
      return {
        ...scope(d - 14 * HOUR, d + DAY + 14 * HOUR, `${m[0]} ${part}`),
        part: { words, weekday: m[1]!, from: new Date(d + from * HOUR), to: new Date(d + to * HOUR) },
      };
    }
    return scope(d, d + DAY, m[0]);
  }
  if ((m = new RegExp(`\\bin ${MONTH}(?: (\\d{4}))?\\b`).exec(q))) {
    const month = monthIndex(m[1]!)!;
    let year = m[2] ? Number(m[2]) : new Date(t).getUTCFullYear();
    if (!m[2] && utc(year, month) > t) year -= 1;
    return scope(utc(year, month), utc(year, month + 1), m[0]);
  }
  if ((m = /\b(?:in|during) (\d{4})\b/.exec(q))) {
    const year = Number(m[1]);
    if (year >= 1900 && year <= 2100) return scope(utc(year, 0), utc(year + 1, 0), m[0]);
  }
  return { from: null, to: null, latest, future, phrase: null };
}

/** Words and phrases that place something in time, for "when" questions. */
const TIME_EXPRESSION = new RegExp(
  [
    `\\b(on |by |from |until |before |after |since |this |next |last |early |late )?${WEEKDAY}\\b`,
    `\\b\\d{1,2}(st|nd|rd|th)? ${MONTH}\\b`,
    `\\b${MONTH} \\d{1,2}\\b`,
    `\\bin ${MONTH}\\b`,
    `\\b(in|by|until|since) \\d{4}\\b`,
    '\\b(overnight|yesterday|today|tonight|tomorrow|this (morning|afternoon|evening|week|month|year)|next (week|month|year)|last (night|week|month|year)|at (dawn|dusk|noon|midnight))\\b',
    '\\b(within|in|for|after) (\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|a few) (hours?|days?|weeks?|months?|years?)\\b',
    '\\b(early|late|mid)[- ](morning|afternoon|evening|week|month|year)\\b',
    '\\b\\d{1,2}(:\\d{2})? ?(a\\.m\\.|p\\.m\\.|am|pm)\\b',
    // A 24-hour clock time: "at 14:30", "from 12:00 to 14:00".
    '\\b([01]?\\d|2[0-3]):[0-5]\\d\\b',
    '\\bthe (end|start|beginning|middle) of (the )?(week|month|year|day)\\b',
  ].join('|'),
  'i',
);

/** The first expression of time in a sentence ("early on Saturday", "within 48 hours"), or null. */
export function timeExpressionIn(sentence: string): string | null {
  return TIME_EXPRESSION.exec(sentence)?.[0] ?? null;
}
