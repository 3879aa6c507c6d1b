import { Form, Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyDisplayAd } from '@gazeta/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, type DisplayAdActionResult } from '../display-ad-intents.ts';

function DeleteQuestion({ ad }: { ad: MyDisplayAd }) {
  const { t } = useTranslation('advertising');
  return (
    <>
      <p>{t('page.deleteText', { item: ad.item })}</p>
      {ad.status === 'awaiting_payment' && ad.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteDisplayAdDialog({ ad, action, onClose }: { ad: MyDisplayAd | null; action: string; onClose: () => void }) {
  const { t } = useTranslation('advertising');
  const errorText = useErrorText();
  const remove = useFetcher<DisplayAdActionResult>();
  useFetcherSettled(remove, (result) => toast({ message: result.ok ? t('page.deleted') : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' }), { atAnswer: true });
  return (
    <ConfirmDialog
      open={ad !== null}
      title={t('page.deleteTitle')}
      confirmLabel={t('page.delete')}
      cancelLabel={t('page.cancel')}
      busy={remove.state !== 'idle'}
      onClose={onClose}
      onConfirm={() => {
        if (!ad) return;
        void remove.submit({ intent: DISPLAY_AD_INTENTS.remove, [DISPLAY_AD_ID_FIELD]: String(ad.id) }, { method: 'post', action });
        onClose();
      }}
    >
      {ad ? <DeleteQuestion ad={ad} /> : null}
    </ConfirmDialog>
  );
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteDisplayAdInPage({ ad, action }: { ad: MyDisplayAd; action: string }) {
  const { t } = useTranslation('advertising');
  return (
    <section className="notice display-ad-inline" aria-labelledby="display-ad-delete-heading">
      <h2 id="display-ad-delete-heading" className="display-ad-inline__heading">
        {t('page.deleteTitle')}
      </h2>
      <DeleteQuestion ad={ad} />
      <Form method="post" action={action} className="display-ad-inline__actions">
        <input type="hidden" name={DISPLAY_AD_ID_FIELD} value={ad.id} />
        <button type="submit" name="intent" value={DISPLAY_AD_INTENTS.remove} className="button button--danger">
          {t('page.delete')}
        </button>
        <Link to={action} className="button">
          {t('page.cancel')}
        </Link>
      </Form>
    </section>
  );
}
