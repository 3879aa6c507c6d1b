import { useTranslation } from 'react-i18next';
import type { MyBanner } from '@gazeta/contract';
import { DeleteDialog, DeleteInPage, type DeleteKind } from '../../../components/delete-dialog.tsx';
import { BANNER_ID_FIELD, BANNER_INTENTS } from '../banner-intents.ts';

function DeleteQuestion({ banner }: { banner: MyBanner }) {
  const { t } = useTranslation('banners');
  return (
    <>
      <p>{t('page.deleteText', { title: banner.title })}</p>
      {banner.status === 'awaiting_payment' && banner.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** The page's Delete intent in this feature's words (the shared DeleteDialog asks it). */
function useDeleteKind(action: string): DeleteKind {
  const { t } = useTranslation('banners');
  return { action, intent: BANNER_INTENTS.remove, texts: { title: t('page.deleteTitle'), confirm: t('page.delete'), cancel: t('page.cancel'), done: t('page.deleted') } };
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteBannerDialog({ banner, action, onClose }: { banner: MyBanner | null; action: string; onClose: () => void }) {
  const kind = useDeleteKind(action);
  return <DeleteDialog kind={kind} fields={banner ? { [BANNER_ID_FIELD]: banner.id } : null} question={banner ? <DeleteQuestion banner={banner} /> : null} onClose={onClose} />;
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteBannerInPage({ banner, action }: { banner: MyBanner; action: string }) {
  const kind = useDeleteKind(action);
  return <DeleteInPage kind={kind} fields={{ [BANNER_ID_FIELD]: banner.id }} question={<DeleteQuestion banner={banner} />} />;
}
