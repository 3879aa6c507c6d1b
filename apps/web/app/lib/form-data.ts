/** A submitted field as text ('' when absent or a file). Passwords are not trimmed. */
export function fieldText(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

/** Submitted fields to send back to the form after a failure (never passwords or codes). */
export function echo(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fieldText(form, name)]));
}

/** A form sent without JavaScript carries an empty file input as a nameless, empty file. */
export const isEmptyFile = (value: FormDataEntryValue): boolean => typeof value !== 'string' && value.size === 0 && !value.name;

/** The files a form sent under a name (an empty file input sends none). */
export const sentFiles = (form: FormData, name: string): File[] => form.getAll(name).filter((value): value is File => typeof value !== 'string' && !isEmptyFile(value));

/** Every text sent under a name (a list of check boxes, repeated inputs), in order, trimmed. */
export const fieldTexts = (form: FormData, name: string): string[] => form.getAll(name).flatMap((value) => (typeof value === 'string' ? [value.trim()] : []));

/** A text area's text: a browser sends its line breaks as CR LF, the API counts (and prices) them as LF. */
export const fieldLines = (form: FormData, name: string): string => fieldText(form, name).replace(/\r\n?/g, '\n');
