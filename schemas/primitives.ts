import { z } from 'zod';

/** An RFC 3339 date-time with an offset, as written on the wire. */
export const dateTime = z.iso.datetime({ offset: true });

/**
 * A date-time that PostgreSQL can hold: once converted to UTC, its year lies in 0001-9999. An offset
 * beyond ±15:59 is fine here (it only shifts the instant); year 0000 is not.
 */
export const instant = dateTime.refine((s) => {
  const year = new Date(Date.parse(s)).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'must fall between the years 0001 and 9999 once converted to UTC');

/**
 * Text that a caller types (a query, an objective, a URL): C0 control characters other than tab,
 * line feed and carriage return, and DEL, are refused. U+0000 is among them: PostgreSQL's text
 * cannot hold it, and nothing a person types contains it.
 */
export const TYPED_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/; // eslint-disable-line no-control-regex
export const typedText = (max: number) =>
  z.string().max(max).regex(TYPED_TEXT, 'must not contain control characters (other than tab and line breaks)');

/**
 * Whether PostgreSQL can hold `s` as text: no U+0000 (its text type cannot) and no unpaired UTF-16
 * surrogate (no UTF-8 can: the driver would store U+FFFD instead, and json refuses the escape).
 */
export const storable = (s: string): boolean => !s.includes('\u0000') && s.isWellFormed();

/**
 * The path (`agents.0`, keys included) of the first string in a parsed request part that PostgreSQL
 * cannot hold, or null. Iterative: a deeply nested JSON body cannot exhaust the stack.
 */
export function unstorableAt(value: unknown, prefix: string): string | null {
  if (flatAndStorable(value)) return null;
  const stack: [unknown, string][] = [[value, prefix]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [v, path] = next;
    if (typeof v === 'string') {
      if (!storable(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (!storable(k)) return `${path}.${k}`;
        stack.push([child, `${path}.${k}`]);
      }
    }
  }
  return null;
}

/**
 * The common case, without the walk's allocations: nothing, or an object (path parameters, a query
 * string) of storable keys whose values are all storable text or scalars.
 */
function flatAndStorable(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (!storable(k)) return false;
    if (typeof v === 'string' ? !storable(v) : v !== null && typeof v === 'object') return false;
  }
  return true;
}

/** Stored text (article fields): anything but U+0000, which PostgreSQL's text cannot hold. */
export const storableText = () => z.string().refine((s) => !s.includes('\u0000'), 'must not contain U+0000 (NUL)');

/** The largest value of PostgreSQL's bigint, the type of every log position (`seq`, cursors). */
export const BIGINT_MAX = 9223372036854775807n;

/**
 * A position in a log numbered by PostgreSQL's bigint (the push log's `seq`): decimal digits from 0
 * to 2^63−1, carried as text or a bigint, never as a JS number (exact only up to 2^53).
 */
export const cursor = () =>
  z
    .string()
    .regex(/^[0-9]{1,19}$/, { message: 'a cursor is the id of a message: decimal digits', abort: true })
    .refine((s) => BigInt(s) <= BIGINT_MAX, `out of range: a cursor is at most ${BIGINT_MAX}`);
