/**
 * A list's keyset cursor (the catalogues of classifieds, businesses and events): the sort key of
 * the last row given, as a JSON array in base64url. A cursor is the client's to send back, so
 * reading one trusts nothing: anything but an array of the right length whose last value is a
 * row id is null, and the list answers 422.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Whether a value is a row id (a positive PostgreSQL integer). */
export const isRowId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/**
 * The values a cursor carries when it has `length` of them, the last a row id; `read` checks
 * and turns the others into the list's key (null when they are not what this server writes).
 */
export function decodeCursor<Key>(cursor: string, length: number, read: (values: unknown[], id: number) => Key | null): Key | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== length) return null;
  const values = value as unknown[];
  const id = values.at(-1);
  return isRowId(id) ? read(values.slice(0, -1), id) : null;
}
