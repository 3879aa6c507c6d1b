import { useTranslation } from 'react-i18next';
import type { Locale, MyClassified } from '@gazeta/contract';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { CLASSIFIED_ID_FIELD, CLASSIFIED_INTENTS } from '../classified-intents.ts';

/**
 * What deleting the ad gives back (decision 025), said before it is done: the amount and where
 * it goes, or that its paid issues are closed, or that its unpaid order is simply given up.
 */
function DeletionRefund({ ad }: { ad: MyClassified }) {
  const { t, i18n } = useTranslation('placing');
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale);
  const { refund_on_delete: refund } = ad;
  if (refund.cents > 0) {
    return (
      <>
        <p>{t('page.deleteRefund', { amount: money(refund.cents) })}</p>
        <ul className="my-ad__refund">
          {refund.to_card_cents > 0 ? <li>{t('page.deleteRefundCard', { amount: money(refund.to_card_cents) })}</li> : null}
          {refund.to_balance_cents > 0 ? <li>{t('page.deleteRefundBalance', { amount: money(refund.to_balance_cents) })}</li> : null}
        </ul>
      </>
    );
  }
  if (ad.paid_cents > ad.refunded_cents && ad.status !== 'rejected') return <p>{t('page.deleteNoRefund')}</p>;
  if (ad.order_id !== null && ad.due_cents > 0) return <p>{t('page.deleteUnpaid')}</p>;
  return null;
}

function DeleteQuestion({ item: ad }: { item: MyClassified }) {
  const { t } = useTranslation('placing');
  return (
    <>
      <p>{t('page.deleteText', { title: ad.title })}</p>
      <DeletionRefund ad={ad} />
    </>
  );
}

/** Spec §2 "Confirm deletion", with what it gives back: the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const classifiedDeletion = deletionOf<MyClassified>({ words: { ns: 'placing', cancel: 'form.cancel', doneRefunded: 'page.deletedRefunded' }, intent: CLASSIFIED_INTENTS.remove, idField: CLASSIFIED_ID_FIELD, Question: DeleteQuestion });
