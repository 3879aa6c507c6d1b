import { redirect, type RouterContextProvider } from 'react-router';
import { phoneChangeBodySchema, phoneCodeBodySchema } from '@gazeta/contract';
import { failed, invalidFields } from '../../lib/action-result.ts';
import { echo, fieldText } from '../../lib/form-data.ts';
import { withNotice } from '../../lib/notice.ts';
import { serverApi } from '../../lib/server-context.ts';
import { sendPhoneCode } from './api/send-phone-code.ts';
import { verifyPhone } from './api/verify-phone.ts';
import { PROOF_CODE_FIELDS, PROOF_FIELDS } from './owner-proof.ts';
import { proofFrom } from './owner-proof.server.ts';
import { PHONE_INTENTS, type PhoneResult } from './phone.ts';
import { accountFailure } from './session.server.ts';

/**
 * Confirming (or changing) the signed-in user's phone: the number gets a code, the code
 * confirms it and the page says so. The same two steps on /profile and /profile/changeinfo; a
 * number other than the account's own also carries the owner's proof (password or code).
 */
export async function phoneIntent(context: Readonly<RouterContextProvider>, intent: string, form: FormData, returnTo: string) {
  const api = serverApi(context);
  if (intent === PHONE_INTENTS.send) {
    const values = echo(form, ['phone']);
    const parsed = phoneChangeBodySchema.safeParse({ ...values, ...proofFrom(form) });
    if (!parsed.success) return failed<PhoneResult>({ intent, errors: invalidFields(parsed.error.issues), values });
    try {
      const sent = await sendPhoneCode(api, parsed.data);
      return { intent, codeSentTo: sent.phone, expiresIn: sent.expires_in } satisfies PhoneResult;
    } catch (error) {
      const errors = accountFailure(error, context, { fields: ['phone', ...PROOF_FIELDS], codeFields: PROOF_CODE_FIELDS });
      return failed<PhoneResult>({ intent, errors, values });
    }
  }
  const phone = fieldText(form, 'phone');
  const parsed = phoneCodeBodySchema.safeParse({ phone, code: fieldText(form, 'code') });
  if (!parsed.success) return failed<PhoneResult>({ intent, codeSentTo: phone, errors: invalidFields(parsed.error.issues) });
  try {
    await verifyPhone(api, parsed.data);
  } catch (error) {
    const errors = accountFailure(error, context, { fields: ['code'], codeFields: { 'error-code-attempts': 'code' } });
    return failed<PhoneResult>({ intent, codeSentTo: phone, errors });
  }
  return redirect(withNotice(returnTo, 'phone-verified'));
}
