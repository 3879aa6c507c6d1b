import { phoneCodeBodySchema, type PhoneCodeBody } from '@gazeta/contract';
import { apiFailure, invalidFields } from '../../lib/action-result.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { fieldText } from '../../lib/form-data.ts';

/**
 * The code step of sign-up and of sign-in by SMS: the typed code is checked against the
 * contract, then `confirm` sends it. Answers null when it went through, else what the step
 * shows again (the phone it waits on and the errors).
 */
export async function submitSmsCode(
  form: FormData,
  confirm: (body: PhoneCodeBody) => Promise<unknown>,
): Promise<{ codeSentTo: string; errors: FormErrors } | null> {
  const phone = fieldText(form, 'phone');
  const parsed = phoneCodeBodySchema.safeParse({ phone, code: fieldText(form, 'code') });
  if (!parsed.success) return { codeSentTo: phone, errors: invalidFields(parsed.error.issues) };
  try {
    await confirm(parsed.data);
    return null;
  } catch (error) {
    return { codeSentTo: phone, errors: apiFailure(error, { fields: ['code'], codeFields: { 'error-code-attempts': 'code' } }) };
  }
}
