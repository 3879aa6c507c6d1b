/** Reading the fields of a multipart form as the routes that take one receive it (decision 013). */

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
