import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { DeleteDialog, DeleteInPage, type DeleteKind } from '../../../components/delete-dialog.tsx';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS } from '../social-intents.ts';

function DeleteQuestion({ request }: { request: MySocialRequest }) {
  const { t, i18n } = useTranslation('social');
  return (
    <>
      <p>{t('page.deleteText', { date: formatDate(request.publish_on, i18n.language as Locale) })}</p>
      {request.status === 'awaiting_payment' && request.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** The page's Delete intent in this feature's words (the shared DeleteDialog asks it). */
function useDeleteKind(action: string): DeleteKind {
  const { t } = useTranslation('social');
  return { action, intent: SOCIAL_INTENTS.remove, texts: { title: t('page.deleteTitle'), confirm: t('page.delete'), cancel: t('page.cancel'), done: t('page.deleted') } };
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteRequestDialog({ request, action, onClose }: { request: MySocialRequest | null; action: string; onClose: () => void }) {
  const kind = useDeleteKind(action);
  return <DeleteDialog kind={kind} fields={request ? { [SOCIAL_ID_FIELD]: request.id } : null} question={request ? <DeleteQuestion request={request} /> : null} onClose={onClose} />;
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteRequestInPage({ request, action }: { request: MySocialRequest; action: string }) {
  const kind = useDeleteKind(action);
  return <DeleteInPage kind={kind} fields={{ [SOCIAL_ID_FIELD]: request.id }} question={<DeleteQuestion request={request} />} />;
}
