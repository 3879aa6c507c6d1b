import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateInputs } from './template-cache.ts';

describe('the test template cache key', () => {
  it('covers the demo seed’s data files, so editing the content builds a new template', async () => {
    const files = (await templateInputs()).map((file) => file.split(path.sep).join('/'));
    for (const name of ['classifieds.json', 'articles-ru.json', 'feed-en.json', 'businesses.json', 'events.json']) {
      expect(files.some((file) => file.endsWith(`apps/server/src/seed/content/${name}`)), name).toBe(true);
    }
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });
});
