import { useTranslation } from 'react-i18next';
import type { MyDisplayAd } from '@gazeta/contract';
import { DeleteDialog, DeleteInPage, type DeleteKind } from '../../../components/delete-dialog.tsx';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS } from '../display-ad-intents.ts';

function DeleteQuestion({ ad }: { ad: MyDisplayAd }) {
  const { t } = useTranslation('advertising');
  return (
    <>
      <p>{t('page.deleteText', { item: ad.item })}</p>
      {ad.status === 'awaiting_payment' && ad.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** The page's Delete intent in this feature's words (the shared DeleteDialog asks it). */
function useDeleteKind(action: string): DeleteKind {
  const { t } = useTranslation('advertising');
  return { action, intent: DISPLAY_AD_INTENTS.remove, texts: { title: t('page.deleteTitle'), confirm: t('page.delete'), cancel: t('page.cancel'), done: t('page.deleted') } };
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteDisplayAdDialog({ ad, action, onClose }: { ad: MyDisplayAd | null; action: string; onClose: () => void }) {
  const kind = useDeleteKind(action);
  return <DeleteDialog kind={kind} fields={ad ? { [DISPLAY_AD_ID_FIELD]: ad.id } : null} question={ad ? <DeleteQuestion ad={ad} /> : null} onClose={onClose} />;
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteDisplayAdInPage({ ad, action }: { ad: MyDisplayAd; action: string }) {
  const kind = useDeleteKind(action);
  return <DeleteInPage kind={kind} fields={{ [DISPLAY_AD_ID_FIELD]: ad.id }} question={<DeleteQuestion ad={ad} />} />;
}
