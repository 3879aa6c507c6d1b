/** Loaded before every test file of every project (vitest.config.ts). */
import { afterEach, beforeEach } from 'vitest';
import { checkConsoleErrors, watchConsoleErrors } from './console-errors.ts';

beforeEach(() => watchConsoleErrors());
afterEach(() => checkConsoleErrors());
