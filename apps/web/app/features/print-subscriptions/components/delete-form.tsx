import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyPrintSubscription } from '@gazeta/contract';
import { SubmitButton } from '../../../components/form.tsx';
import { addressLine } from '../subscription-terms.ts';
import { SUBSCRIPTION_ID_FIELD, SUBSCRIPTION_INTENTS } from '../subscription-intents.ts';

/** The deletion's question (spec §2 "Confirm deletion") for a term not yet paid: what goes, the red button and the way back. */
export function DeleteForm({ term, action, back, onCancel }: { term: MyPrintSubscription; action: string; back: string; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Form method="post" action={action} className="delete-form" preventScrollReset>
      <p>{t('remove.text', { name: `${term.first_name} ${term.last_name}`, address: addressLine(term) })}</p>
      <input type="hidden" name={SUBSCRIPTION_ID_FIELD} value={term.id} />
      <div className="form__actions">
        <SubmitButton intent={SUBSCRIPTION_INTENTS.remove} variant="danger">
          {t('remove.confirm')}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('remove.cancel')}
          </button>
        ) : (
          <Link to={back} className="button button--secondary" preventScrollReset>
            {t('remove.cancel')}
          </Link>
        )}
      </div>
    </Form>
  );
}
