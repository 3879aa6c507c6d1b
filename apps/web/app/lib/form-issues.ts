import { ALL_ERROR_CODES, validationCodeFor } from '@gazeta/contract';
import type { FormErrors } from './form-errors.ts';

/**
 * Server side only (the contract's error list brings zod with it): a contract schema's
 * complaints as form errors.
 */

/** The parts of a zod issue this needs (zod 4's `$ZodIssue`). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
}

const KNOWN = new Set(ALL_ERROR_CODES);

/**
 * Zod issues from a contract schema as form errors. A schema names its own code as the message
 * (`error: 'error-email-required'`); anything else becomes a generic validation code. The first
 * complaint about a field is the one shown.
 */
export function errorsFromIssues(issues: readonly IssueLike[]): FormErrors {
  const result: FormErrors = { fields: {} };
  for (const issue of issues) {
    const code = KNOWN.has(issue.message) ? issue.message : validationCodeFor(issue.code, issue.input);
    const field = issue.path.map(String).join('.');
    if (!field) result.form ??= code;
    else result.fields[field] ??= code;
  }
  return result;
}
