/** Reading the fields of a multipart form as the routes that take one receive it (decision 013). */
import { UploadedFile } from './uploads.ts';

const LIST_KEY = /^(?<name>[a-z_]+)(?:\[(?<index>\d*)\])?$/;

/** The values of a form list in order: `name[0]`, `name[1]`… (by number), `name[]` and plain `name`, repeated or not. */
export function formList(body: Record<string, unknown>, name: string): unknown[] {
  const found: { index: number; order: number; value: unknown }[] = [];
  let order = 0;
  for (const [key, raw] of Object.entries(body)) {
    const match = LIST_KEY.exec(key);
    if (match?.groups?.['name'] !== name) continue;
    const index = match.groups['index'] ? Number(match.groups['index']) : Number.MAX_SAFE_INTEGER;
    for (const value of Array.isArray(raw) ? raw : [raw]) found.push({ index, order: order++, value });
  }
  return found.sort((a, b) => a.index - b.index || a.order - b.order).map((entry) => entry.value);
}

/** A single text field: the first value if the name came twice. */
export const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * The fields of a form route's body: multipart's parts as @fastify/multipart gives them, or a
 * JSON object with the same names; anything else (a bare file, a buffer, a string) has none.
 */
export function formFields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof UploadedFile) ? (body as Record<string, unknown>) : {};
}

/** What was sent in a file field, leaving out an empty file input (a browser sends one when nothing is chosen). */
export function sentFiles(form: Record<string, unknown>, name: string): unknown[] {
  return formList(form, name).filter((value) => !(value instanceof UploadedFile && value.bytes === 0) && value !== '' && value !== undefined);
}
