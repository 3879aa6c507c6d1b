/**
 * Where a long e-mail address may break across lines: after its @ and after each dot, never
 * inside a word (issue #13: at 360 px an address is often wider than the screen).
 * `john.smith@mail.example.com` → `john.` `smith@` `mail.` `example.` `com`.
 */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=[@.])/u).filter(Boolean);
}

/** An address inside a sentence: no spaces or brackets, one @, and a dot in its domain. */
const EMAIL_IN_TEXT = /[^\s@<>()[\]«»“”"',;:]+@[^\s@<>()[\]«»“”"',;:]+\.[^\s@<>()[\]«»“”"',;:]*[^\s@<>()[\]«»“”"',;:.]/gu;

/** A text cut into plain runs and the addresses in it, in order (for rendering each address breakable). */
export function splitEmails(text: string): { text: string; email: boolean }[] {
  const parts: { text: string; email: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), email: false });
    parts.push({ text: match[0], email: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), email: false });
  return parts;
}
