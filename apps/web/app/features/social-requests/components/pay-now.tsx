import { ItemPayStep } from '../../../components/pay-step.tsx';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD, type SocialActionResult } from '../social-intents.ts';

/** A saved request's pay step (the shared ItemPayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: SocialActionResult; action: string; onClose?: (() => void) | undefined }) {
  return <ItemPayStep ns="social" testId="social-pay" result={result} action={action} intent={SOCIAL_INTENTS.pay} idField={SOCIAL_ID_FIELD} orderField={SOCIAL_ORDER_FIELD} onClose={onClose} />;
}
