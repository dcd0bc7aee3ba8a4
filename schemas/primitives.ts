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

/** Stored text (article fields): anything but U+0000, which PostgreSQL's text cannot hold. */
export const storableText = () => z.string().refine((s) => !s.includes('\u0000'), 'must not contain U+0000 (NUL)');
