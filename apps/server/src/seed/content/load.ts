import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * Reads one of the demo content's data files, beside this module (the server runs from its
 * sources, so the files are where the code is), and parses it with its schema: a file that does
 * not match fails the seed with the file and each offending path named.
 */
export function loadContent<S extends z.ZodType>(file: string, schema: S, folder = import.meta.dirname): z.infer<S> {
  const where = path.join(folder, file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(where, 'utf8'));
  } catch (err) {
    throw new Error(`demo content ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n');
    throw new Error(`demo content ${file} does not match its schema:\n${issues}`);
  }
  return result.data;
}

/** Fails the load when `names` refers to something `known` lacks (a tag, a topic, a schedule). */
export function expectKnown(file: string, what: string, names: Iterable<string>, known: ReadonlySet<string>): void {
  const unknown = [...new Set(names)].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`demo content ${file}: unknown ${what}: ${unknown.join(', ')}`);
}
