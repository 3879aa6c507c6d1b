/** Words a reader gets through in a minute; Russian words are longer, so one rate serves both. */
export const WORDS_PER_MINUTE = 180;

export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes to read, never less than one. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}
