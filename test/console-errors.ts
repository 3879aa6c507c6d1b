/**
 * A test fails on a `console.error` it did not declare (epic-stack does the same): an error
 * logged in passing — a failed fetch, a React warning — is a bug until a test says otherwise.
 * The hooks live in setup.ts, which every Vitest project loads.
 */
import { format } from 'node:util';
import { vi } from 'vitest';

interface Expected {
  pattern: string | RegExp;
  met: boolean;
}

let expected: Expected[] = [];
let unexpected: string[] = [];
let spy: { mockRestore(): void } | undefined;

const matches = (pattern: string | RegExp, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/**
 * Declares one `console.error` this test causes: a call whose message (the arguments as
 * `util.format` prints them) contains `pattern` or matches it. Declare it once per call; the
 * test fails if it is never made.
 */
export function expectConsoleError(pattern: string | RegExp): void {
  expected.push({ pattern, met: false });
}

/** Starts a test's watch: every call is recorded, only the undeclared ones are printed. */
export function watchConsoleErrors(): void {
  expected = [];
  unexpected = [];
  const print = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    const declared = expected.find((entry) => !entry.met && matches(entry.pattern, message));
    if (declared) {
      declared.met = true;
      return;
    }
    unexpected.push(message);
    print(...args);
  });
}

/** Ends a test's watch: throws for calls it did not declare and declared calls it did not make. */
export function checkConsoleErrors(): void {
  const missing = expected.filter((entry) => !entry.met).map((entry) => String(entry.pattern));
  const made = unexpected;
  spy?.mockRestore();
  spy = undefined;
  expected = [];
  unexpected = [];
  const problems = [
    ...made.map((message) => `unexpected console.error: ${message.split('\n')[0]}`),
    ...missing.map((pattern) => `expected a console.error matching ${pattern}, none was made`),
  ];
  if (problems.length > 0) {
    throw new Error(`${problems.join('\n')}\n(declare an expected one with expectConsoleError(pattern) from test/console-errors.ts)`);
  }
}
