import { ItemPayStep } from '../../../components/pay-step.tsx';
import { BANNER_ID_FIELD, BANNER_INTENTS, BANNER_ORDER_FIELD, type BannerActionResult } from '../banner-intents.ts';

/** A saved banner's pay step (the shared ItemPayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: BannerActionResult; action: string; onClose?: (() => void) | undefined }) {
  return <ItemPayStep ns="banners" testId="banner-pay" result={result} action={action} intent={BANNER_INTENTS.pay} idField={BANNER_ID_FIELD} orderField={BANNER_ORDER_FIELD} onClose={onClose} />;
}
