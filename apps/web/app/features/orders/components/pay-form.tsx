import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Order } from '@gazeta/contract';
import { FormAlert, SubmitButton, useErrorText } from '../../../components/form.tsx';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { PAY_INTENT } from '../orders.ts';

/** Pays an order that waits for its payment: the page's action opens the checkout. */
export function PayForm({ order, errors, label }: { order: Order; errors?: FormErrors | undefined; label?: string }) {
  const { t, i18n } = useTranslation('orders');
  const errorText = useErrorText();
  return (
    <Form method="post" className="pay-form">
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <input type="hidden" name="order" value={order.id} />
      <SubmitButton intent={PAY_INTENT}>{label ?? t('receipt.pay', { amount: formatMoney(order.due_cents, i18n.language as Locale) })}</SubmitButton>
      <p className="muted pay-form__hint">{t('receipt.payHint')}</p>
    </Form>
  );
}
