import { useTranslation } from 'react-i18next';
import type { MyBanner } from '@gazeta/contract';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { BANNER_ID_FIELD, BANNER_INTENTS } from '../banner-intents.ts';

function DeleteQuestion({ item: banner }: { item: MyBanner }) {
  const { t } = useTranslation('banners');
  return (
    <>
      <p>{t('page.deleteText', { title: banner.title })}</p>
      {banner.status === 'awaiting_payment' && banner.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion": the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const bannerDeletion = deletionOf<MyBanner>({ words: { ns: 'banners' }, intent: BANNER_INTENTS.remove, idField: BANNER_ID_FIELD, Question: DeleteQuestion });
