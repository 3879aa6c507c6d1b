import { useTranslation } from 'react-i18next';
import type { MyDisplayAd } from '@gazeta/contract';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS } from '../display-ad-intents.ts';

function DeleteQuestion({ item: ad }: { item: MyDisplayAd }) {
  const { t } = useTranslation('advertising');
  return (
    <>
      <p>{t('page.deleteText', { item: ad.item })}</p>
      {ad.status === 'awaiting_payment' && ad.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion": the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const displayAdDeletion = deletionOf<MyDisplayAd>({ words: { ns: 'advertising' }, intent: DISPLAY_AD_INTENTS.remove, idField: DISPLAY_AD_ID_FIELD, Question: DeleteQuestion });
