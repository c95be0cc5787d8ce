// Rules on text: required, numeric, length bounds, email, url, isLink, maxHtml.
import { isEmptyValue, readCount, readSwitch, type LocalRule } from './rule-types.ts';

/** Required: something must be filled in (a blank text or an empty list is nothing). */
export const required: LocalRule<true> = {
  readArgument: readSwitch,
  checksEmpty: true,
  check: (value) => (isEmptyValue(value) || value === false ? { kind: 'required' } : null),
};

/** options_required: a choice must be made (the spec's error type is `required`). */
export const optionsRequired: LocalRule<true> = {
  readArgument: readSwitch,
  checksEmpty: true,
  check: (value) => (isEmptyValue(value) ? { kind: 'required' } : null),
};

/** Digits only. */
export const numeric: LocalRule<true> = {
  readArgument: readSwitch,
  check: (value) => (/^[0-9]+$/.test(String(value)) ? null : { kind: 'numeric' }),
};

/** A text's length in characters (code points, so an emoji counts once). */
const lengthOf = (value: unknown) => [...String(value)].length;

/** min: at least this many characters. */
export const minLength: LocalRule<number> = {
  readArgument: readCount,
  check: (value, length) => (lengthOf(value) >= length ? null : { kind: 'min', params: { length } }),
};

/** max: at most this many characters. */
export const maxLength: LocalRule<number> = {
  readArgument: readCount,
  check: (value, length) => (lengthOf(value) <= length ? null : { kind: 'max', params: { length } }),
};

// An address as browsers' email inputs accept it, with a dotted domain whose last label has letters.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;

/** The extended email check: a plain address, not starting with a quote, no dot at either end of its name part. */
export function isEmailAddress(text: string): boolean {
  const local = text.slice(0, text.lastIndexOf('@'));
  return !text.startsWith('"') && EMAIL.test(text) && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** email: the extended email check. */
export const email: LocalRule<true> = {
  readArgument: readSwitch,
  check: (value) => (isEmailAddress(String(value).trim()) ? null : { kind: 'email' }),
};

/** emailWithNameParentheses: an address, optionally followed by a name in parentheses ("ada@example.com (Ada Lovelace)"). */
export const emailWithNameParentheses: LocalRule<true> = {
  readArgument: readSwitch,
  check: (value) => {
    const match = /^(\S+)(?:\s+\(([^()]*\S[^()]*)\))?$/.exec(String(value).trim());
    return match && isEmailAddress(match[1]!) ? null : { kind: 'emailWithNameParentheses' };
  },
};

const WEB_SCHEMES = new Set(['http:', 'https:', 'ftp:']);

/** An absolute http, https or ftp address with a host. */
export function isAbsoluteUrl(text: string): boolean {
  if (!URL.canParse(text) || /\s/.test(text)) return false;
  const url = new URL(text);
  return WEB_SCHEMES.has(url.protocol) && url.hostname !== '';
}

/** url: an absolute http, https or ftp address. */
export const url: LocalRule<true> = {
  readArgument: readSwitch,
  check: (value) => (isAbsoluteUrl(String(value).trim()) ? null : { kind: 'url' }),
};

/** The shortest mailto: link isLink accepts: 'mailto:' and at least five more characters. */
export const MIN_MAILTO_LENGTH = 12;

/** isLink: an absolute address, a mailto: link longer than 11 characters, or a path on this site ('/…'). */
export const isLink: LocalRule<true> = {
  readArgument: readSwitch,
  check: (value) => {
    const text = String(value).trim();
    const ok = isAbsoluteUrl(text) || (text.startsWith('mailto:') && text.length >= MIN_MAILTO_LENGTH) || text.startsWith('/');
    return ok ? null : { kind: 'isLink' };
  },
};

/** The text of some HTML, its tags removed. */
export const withoutTags = (html: string) => html.replace(/<[^>]*>/g, '');

/** maxHtml: at most this many characters once the tags are stripped. */
export const maxHtml: LocalRule<number> = {
  readArgument: readCount,
  check: (value, length) => ([...withoutTags(String(value))].length <= length ? null : { kind: 'maxHtml', params: { length } }),
};
