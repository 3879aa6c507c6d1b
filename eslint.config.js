// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/app';
const MODULES = './apps/server/src/modules';
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf(`${WEB}/features`);
const modules = foldersOf(MODULES);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, unicorn },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Our own modules only: following imports into dependencies' bundles (PGlite's) overflows the parser.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'unicorn/filename-case': ['error', { case: 'kebabCase', ignore: [/^\+types/] }],
      'no-console': ['error', { allow: ['error', 'warn', 'info', 'log', 'table'] }],
      eqeqeq: ['error', 'smart'],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] })],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Bulletproof-react boundaries: shared → features → app; a feature never imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in layout/ or routes/.',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/layout`, `${WEB}/routes`],
              message: 'Shared code must not import features, layout or routes.',
            },
            {
              target: `${WEB}/features`,
              from: [`${WEB}/layout`, `${WEB}/routes`],
              message: 'Features must not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      // A server module reaches another only through its public interface (its index.ts).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: modules.map((module) => ({
            target: `${MODULES}/${module}`,
            from: MODULES,
            except: [`./${module}`, ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
            message: 'A module may import another module only through its index.ts (its public interface).',
          })),
        },
      ],
    },
  },
  {
    // One place books print issues (issue #26): only the print module reads the editions and their issues.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/print/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/**'],
              importNames: ['editionIssues', 'printEditions', 'classifiedBookings', 'displayAdBookings'],
              message: "The print schedule and its bookings are the print module's: ask its index.ts (createPrintBookings, PrintService).",
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer (schema, migrations, client) imports nothing above it: no module, job, seed or the app.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/jobs', './apps/server/src/seed', './apps/server/src/web', './apps/server/src/dev', './apps/server/src/providers', './apps/server/src/app.ts', './apps/server/src/services.ts', './apps/server/src/bootstrap.ts'],
              message: 'The data layer imports nothing above it (decision 039).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app never reaches server code, and server code never reaches the web app.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/server/**', '@gazeta/server'], message: 'Call the API instead.' }] }],
    },
  },
);
