import { ItemPayStep } from '../../../components/pay-step.tsx';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, DISPLAY_AD_ORDER_FIELD, type DisplayAdActionResult } from '../display-ad-intents.ts';

/** A saved display ad's pay step (the shared ItemPayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: DisplayAdActionResult; action: string; onClose?: (() => void) | undefined }) {
  return <ItemPayStep ns="advertising" testId="display-ad-pay" result={result} action={action} intent={DISPLAY_AD_INTENTS.pay} idField={DISPLAY_AD_ID_FIELD} orderField={DISPLAY_AD_ORDER_FIELD} onClose={onClose} />;
}
