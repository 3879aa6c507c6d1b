import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS } from '../social-intents.ts';

function DeleteQuestion({ item: request }: { item: MySocialRequest }) {
  const { t, i18n } = useTranslation('social');
  return (
    <>
      <p>{t('page.deleteText', { date: formatDate(request.publish_on, i18n.language as Locale) })}</p>
      {request.status === 'awaiting_payment' && request.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion": the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const socialRequestDeletion = deletionOf<MySocialRequest>({ words: { ns: 'social' }, intent: SOCIAL_INTENTS.remove, idField: SOCIAL_ID_FIELD, Question: DeleteQuestion });
