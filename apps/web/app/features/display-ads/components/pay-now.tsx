import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, DISPLAY_AD_ORDER_FIELD, type DisplayAdActionResult } from '../display-ad-intents.ts';

/** A saved display ad's pay step (the shared PayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: DisplayAdActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation('advertising');
  const errorText = useErrorText();
  const answer = useActionData<DisplayAdActionResult | undefined>();
  return (
    <PayStep
      testId="display-ad-pay"
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      canPay={Boolean(result.orderId)}
      amountCents={result.priceCents ?? 0}
      action={action}
      intent={DISPLAY_AD_INTENTS.pay}
      fields={{ [DISPLAY_AD_ID_FIELD]: result.id, [DISPLAY_AD_ORDER_FIELD]: result.orderId }}
      refused={answer?.intent === DISPLAY_AD_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined}
      onClose={onClose}
    />
  );
}
