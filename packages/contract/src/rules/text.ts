/**
 * What typed text may hold. Control characters (NUL above all, which PostgreSQL cannot store)
 * and the lone halves of surrogate pairs are never text a person meant; tab and line breaks are
 * allowed only where the text has lines.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]|\p{Cs}/u;
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
/* eslint-enable no-control-regex */

/** A person's name as plain text: letters of any script, digits, spaces and the marks names use. */
const PLAIN_NAME = /^[\p{L}\p{M}\p{N} '’.-]*$/u;

export function isPlainName(text: string): boolean {
  return PLAIN_NAME.test(text);
}

export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_IN_LINES : CONTROL_IN_LINE).test(text);
}
