import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const APP = fileURLToPath(new URL('./app/', import.meta.url));

/**
 * The app's own modules that root.tsx imports statically, directly or not: the frame every page
 * loads. Kept in one chunk, they are not cut into many small files whenever a new page (or a
 * module loaded on demand) shares a few of them, which would cost every page bytes and requests.
 */
function shellModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^'?]+\.tsx?)';/gm)) {
      visit(path.resolve(path.dirname(file), match[1]!));
    }
  };
  visit(path.join(APP, 'root.tsx'));
  return seen;
}

export default defineConfig(() => {
  const shell = shellModules();
  return {
    plugins: [reactRouter()],
    build: {
      // Leaflet, the map page and the rich-text editor (TipTap, ~130 KB gzip) load on demand;
      // keep warnings meaningful for the rest.
      chunkSizeWarningLimit: 420,
    },
    environments: {
      // Only the browser's build: the server's needs no chunks for anyone to fetch.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // React, React Router and i18next: every page needs them, as one file.
                  { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                  { name: 'shell', test: (id: string) => shell.has(id.split('?')[0]!), priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
  };
});
