import type { FormResult } from '../../lib/action-result.ts';

/**
 * The owner's proof that the API asks before changing the e-mail or the phone, setting a first
 * password or deleting the account: the current password, or a code sent to the account's phone.
 * "Send me a code" is a second submit button in the form that needs the proof.
 */
export const PROOF_CODE_INTENT = 'proof-code';
/** The hidden field that names the form asking for the code (its own submit intent). */
export const PROOF_FOR_FIELD = 'proof_for';
export const PROOF_FIELDS = ['current_password', 'code'] as const;
/** Errors of the proof shown at its fields. */
export const PROOF_CODE_FIELDS = {
  'error-incorrect-current-password': 'current_password',
  'notification-invalid-code-error': 'code',
  'error-code-attempts': 'code',
} as const;

export interface ProofResult extends FormResult {
  /** A proof code went to this number: the form says so and waits for it. */
  proofCodeSentTo?: string;
}
