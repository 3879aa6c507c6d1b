import { ApiError } from './api-client.ts';
import { errorsFromApi, type ApiErrorOptions, type FormErrors } from './form-errors.ts';
import { errorsFromIssues, type IssueLike } from './form-issues.ts';

/** What an action answers a form with when it does not redirect. */
export interface FormResult {
  /** Which form on the page was sent (the submit button's `intent`). */
  intent: string;
  errors?: FormErrors;
  /** The fields to fill in again after a failure (never passwords or codes). */
  values?: Record<string, string>;
}

/**
 * A failed submission: the page renders again with the errors. It answers 200, like any page
 * that shows a form: a 4xx would only put "Failed to load resource" in the browser's console.
 */
export const failed = <T extends FormResult>(result: T): T => result;

/** The contract schema's complaints about the submitted fields. */
export const invalidFields = (issues: readonly IssueLike[]): FormErrors => errorsFromIssues(issues);

/**
 * An API failure as the form's errors. Only API answers are a form's business: anything else
 * (a bug) goes on to the error boundary.
 */
export function apiFailure(error: unknown, options: ApiErrorOptions): FormErrors {
  if (!(error instanceof ApiError)) throw error;
  return errorsFromApi(error, options);
}
