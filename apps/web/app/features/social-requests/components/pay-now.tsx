import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD, socialAnswer, type SocialActionResult } from '../social-intents.ts';

/** A saved request's pay step (the shared PayStep): in its pop-up, or in the page without JavaScript. */
export function PayNow({ result, action, onClose }: { result: SocialActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const answer = socialAnswer(useActionData());
  return (
    <PayStep
      testId="social-pay"
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      canPay={Boolean(result.orderId)}
      amountCents={result.priceCents ?? 0}
      action={action}
      intent={SOCIAL_INTENTS.pay}
      fields={{ [SOCIAL_ID_FIELD]: result.id, [SOCIAL_ORDER_FIELD]: result.orderId }}
      refused={answer?.intent === SOCIAL_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined}
      onClose={onClose}
    />
  );
}
