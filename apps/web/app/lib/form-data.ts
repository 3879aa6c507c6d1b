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
