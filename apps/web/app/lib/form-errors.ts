import type { FieldError } from '@gazeta/contract';

/**
 * What a form shows after a failed submission: one error code per field (shown under its label)
 * and optionally one for the whole form. Codes, not texts: the page translates them with the
 * `errors` namespace, so a language switch re-translates them too.
 */
export interface FormErrors {
  fields: Partial<Record<string, string>>;
  form?: string;
}

/** The parts of an ApiError this needs. */
export interface ApiErrorLike {
  status: number;
  code: string;
  errors?: Record<string, FieldError[]> | undefined;
}

export interface ApiErrorOptions {
  /** The form's field names: errors for other fields are shown for the whole form. */
  fields: readonly string[];
  /** Errors without a field that belong beside one (`notification-incorrect-password` → password). */
  codeFields?: Partial<Record<string, string>>;
}

/**
 * An API failure as form errors: its per-field codes go to the form's fields, a code the form
 * ties to a field goes there, and everything else is said once for the whole form.
 */
export function errorsFromApi(error: ApiErrorLike, { fields, codeFields = {} }: ApiErrorOptions): FormErrors {
  const result: FormErrors = { fields: {} };
  for (const [field, list] of Object.entries(error.errors ?? {})) {
    const code = list[0]?.code;
    if (!code) continue;
    if (fields.includes(field)) result.fields[field] ??= code;
    else result.form ??= code;
  }
  if (Object.keys(result.fields).length > 0 || result.form) return result;
  const field = codeFields[error.code];
  if (field && fields.includes(field)) result.fields[field] = error.code;
  else result.form = error.code;
  return result;
}

export function hasErrors(errors: FormErrors | undefined): boolean {
  return Boolean(errors && (errors.form || Object.values(errors.fields).some(Boolean)));
}
