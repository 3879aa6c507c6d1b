// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';

/** Spec §2: every route has a page-title key; it must exist in both languages. */
const config = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
/** A pathless layout (`layout(…)`) is no page of its own: the pages inside it have the titles. */
const layouts = new Set([...config.matchAll(/layout\('(routes\/[\w-]+\.tsx)'/g)].map((m) => m[1]!));
const files = [...new Set([...config.matchAll(/'(routes\/[\w-]+\.tsx)'/g)].map((m) => m[1]!))].filter((file) => !layouts.has(file));

function lookup(key: string, locale: (typeof LOCALES)[number]): unknown {
  const [ns, path] = key.split(':') as [keyof (typeof resources)['en'], string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[locale][ns]);
}

describe('route modules', () => {
  it('are all found', () => {
    expect(files.length).toBeGreaterThanOrEqual(11);
  });

  it.each(files)('%s has a page-title key translated in every locale', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const key = source.match(/export const handle: RouteHandle = \{ titleKey: '([\w:.-]+)' \}/)?.[1];
    expect(key, `${file} exports handle.titleKey`).toBeDefined();
    for (const locale of LOCALES) expect(lookup(key!, locale), `${locale} ${key}`).toBeTypeOf('string');
  });
});
