import { Form, Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, type SocialActionResult } from '../social-intents.ts';

function DeleteQuestion({ request }: { request: MySocialRequest }) {
  const { t, i18n } = useTranslation('social');
  return (
    <>
      <p>{t('page.deleteText', { date: formatDate(request.publish_on, i18n.language as Locale) })}</p>
      {request.status === 'awaiting_payment' && request.order_id ? <p>{t('page.deleteUnpaid')}</p> : null}
    </>
  );
}

/** Spec §2 "Confirm deletion" as a pop-up; the page's list reloads after it, and a toast says it is done. */
export function DeleteRequestDialog({ request, action, onClose }: { request: MySocialRequest | null; action: string; onClose: () => void }) {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const remove = useFetcher<SocialActionResult>();
  useFetcherSettled(remove, (result) => toast({ message: result.ok ? t('page.deleted') : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' }), { atAnswer: true });
  return (
    <ConfirmDialog
      open={request !== null}
      title={t('page.deleteTitle')}
      confirmLabel={t('page.delete')}
      cancelLabel={t('page.cancel')}
      busy={remove.state !== 'idle'}
      onClose={onClose}
      onConfirm={() => {
        if (!request) return;
        void remove.submit({ intent: SOCIAL_INTENTS.remove, [SOCIAL_ID_FIELD]: String(request.id) }, { method: 'post', action });
        onClose();
      }}
    >
      {request ? <DeleteQuestion request={request} /> : null}
    </ConfirmDialog>
  );
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteRequestInPage({ request, action }: { request: MySocialRequest; action: string }) {
  const { t } = useTranslation('social');
  return (
    <section className="notice social-inline" aria-labelledby="social-delete-heading">
      <h2 id="social-delete-heading" className="social-inline__heading">
        {t('page.deleteTitle')}
      </h2>
      <DeleteQuestion request={request} />
      <Form method="post" action={action} className="social-inline__actions">
        <input type="hidden" name={SOCIAL_ID_FIELD} value={request.id} />
        <button type="submit" name="intent" value={SOCIAL_INTENTS.remove} className="button button--danger">
          {t('page.delete')}
        </button>
        <Link to={action} className="button">
          {t('page.cancel')}
        </Link>
      </Form>
    </section>
  );
}
