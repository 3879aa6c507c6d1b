import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { SUBSCRIPTION_INTENTS, SUBSCRIPTION_ORDER_FIELD, type SubscriptionActionResult } from '../subscription-intents.ts';

/**
 * A new term's pay step (the shared PayStep), where the form was: it takes the focus, so it is
 * read out at once; "Pay later" leaves the term waiting in the list above.
 */
export function PayNow({ result, action }: { result: SubscriptionActionResult; action: string }) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  return (
    <PayStep
      testId="subscription-pay"
      focus
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      canPay={Boolean(result.orderId)}
      amountCents={result.priceCents ?? 0}
      action={action}
      intent={SUBSCRIPTION_INTENTS.pay}
      fields={{ [SUBSCRIPTION_ORDER_FIELD]: result.orderId }}
    />
  );
}
