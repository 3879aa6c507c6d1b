import { Form, Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyBanner } from '@gazeta/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { BANNER_ID_FIELD, BANNER_INTENTS, type BannerActionResult } from '../banner-intents.ts';

function DeleteQuestion({ banner }: { banner: MyBanner }) {
  const { t } = useTranslation('banners');
  return (
    <>
      <p>{t('page.deleteText', { title: banner.title })}</p>
      {banner.status === 'awaiting_payment' && banner.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteBannerDialog({ banner, action, onClose }: { banner: MyBanner | null; action: string; onClose: () => void }) {
  const { t } = useTranslation('banners');
  const errorText = useErrorText();
  const remove = useFetcher<BannerActionResult>();
  useFetcherSettled(remove, (result) => toast({ message: result.ok ? t('page.deleted') : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' }), { atAnswer: true });
  return (
    <ConfirmDialog
      open={banner !== null}
      title={t('page.deleteTitle')}
      confirmLabel={t('page.delete')}
      cancelLabel={t('page.cancel')}
      busy={remove.state !== 'idle'}
      onClose={onClose}
      onConfirm={() => {
        if (!banner) return;
        void remove.submit({ intent: BANNER_INTENTS.remove, [BANNER_ID_FIELD]: String(banner.id) }, { method: 'post', action });
        onClose();
      }}
    >
      {banner ? <DeleteQuestion banner={banner} /> : null}
    </ConfirmDialog>
  );
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteBannerInPage({ banner, action }: { banner: MyBanner; action: string }) {
  const { t } = useTranslation('banners');
  return (
    <section className="notice banner-inline" aria-labelledby="banner-delete-heading">
      <h2 id="banner-delete-heading" className="banner-inline__heading">
        {t('page.deleteTitle')}
      </h2>
      <DeleteQuestion banner={banner} />
      <Form method="post" action={action} className="banner-inline__actions">
        <input type="hidden" name={BANNER_ID_FIELD} value={banner.id} />
        <button type="submit" name="intent" value={BANNER_INTENTS.remove} className="button button--danger">
          {t('page.delete')}
        </button>
        <Link to={action} className="button">
          {t('page.cancel')}
        </Link>
      </Form>
    </section>
  );
}
