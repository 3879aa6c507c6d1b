import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { BANNER_ID_FIELD, BANNER_INTENTS, BANNER_ORDER_FIELD, type BannerActionResult } from '../banner-intents.ts';

/** A saved banner's pay step (the shared PayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: BannerActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation('banners');
  const errorText = useErrorText();
  const answer = useActionData<BannerActionResult | undefined>();
  return (
    <PayStep
      testId="banner-pay"
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      canPay={Boolean(result.orderId)}
      amountCents={result.priceCents ?? 0}
      action={action}
      intent={BANNER_INTENTS.pay}
      fields={{ [BANNER_ID_FIELD]: result.id, [BANNER_ORDER_FIELD]: result.orderId }}
      refused={answer?.intent === BANNER_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined}
      onClose={onClose}
    />
  );
}
