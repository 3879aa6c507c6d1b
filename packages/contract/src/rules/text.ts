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

/**
 * Characters a reader cannot see, or sees as a blank where no space was typed (issue #26): format
 * characters (zero-width spaces and joiners, bidi marks, the soft hyphen, U+180E), the default
 * ignorables (Hangul fillers U+3164/U+115F/U+1160/U+FFA0, variation selectors, tags) and the blank
 * Braille pattern U+2800. In priced text they are refused: they would glue visible words into one
 * priced word, and nobody types them on purpose. Emoji keep theirs: a variation selector after a
 * pictograph or in a keycap, a zero-width joiner between pictographs, the tags of a subdivision flag.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const EMOJI_PARTS =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]|(?<=[0-9#*])\uFE0F(?=\u20E3)|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Whether the text holds a character no reader can see (INVISIBLE), emoji sequences aside. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text.replace(EMOJI_PARTS, (part) => (part.codePointAt(0) === 0x1f3f4 ? '\u{1F3F4}' : '')));
}

/**
 * Spaces of every other width (no-break, thin, figure, ideographic…) are a space to a reader, and
 * the line and paragraph separators are a line break: priced text stores them as U+0020 and "\n"
 * (a single line gets a space), so that nothing but a plain space parts its words.
 */
export function normalizeSpaces(text: string, options: { multiline?: boolean } = {}): string {
  return text.replace(/(?! )\p{Zs}/gu, ' ').replace(/[\u2028\u2029]/gu, options.multiline ? '\n' : ' ');
}

/**
 * What parts words for the word count: every space and line break, every control and every
 * invisible character (a text stored before the rule above still counts them as gaps).
 */
export const WORD_GAP = /[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]+/gu;
