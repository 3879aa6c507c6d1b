import type { RouterContextProvider } from 'react-router';
import { failed } from '../../lib/action-result.ts';
import { echo, fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { sendProofCode } from './api/send-proof-code.ts';
import { PROOF_FOR_FIELD, type ProofResult } from './owner-proof.ts';
import { accountFailure } from './session.server.ts';

/** The proof the form carries, as the API takes it (empty fields left out). */
export function proofFrom(form: FormData): { current_password?: string; code?: string } {
  const password = fieldText(form, 'current_password', { trim: false });
  const code = fieldText(form, 'code');
  return { ...(password ? { current_password: password } : {}), ...(code ? { code } : {}) };
}

/**
 * "Send me a code": the code goes to the account's phone and the form that asked for it comes
 * back with what was typed (`keep`), waiting for the code.
 */
export async function proofCodeIntent(context: Readonly<RouterContextProvider>, form: FormData, keep: readonly string[]): Promise<ProofResult> {
  const intent = fieldText(form, PROOF_FOR_FIELD);
  const values = echo(form, keep);
  try {
    const sent = await sendProofCode(serverApi(context));
    return { intent, values, proofCodeSentTo: sent.phone };
  } catch (error) {
    return failed<ProofResult>({ intent, values, errors: accountFailure(error, context, { fields: ['code'] }) });
  }
}
