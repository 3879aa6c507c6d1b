import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@gazeta/contract';
import { Modal } from '../components/modal.tsx';
import { useErrorText } from '../components/form.tsx';
import { subscribe } from '../features/newsletter/api/subscribe.ts';
import { ApiError, browserApi } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { getStored, setStored } from '../lib/storage.ts';
import { toast } from '../lib/toast.ts';

export const SUBSCRIBE_POPUP_HIDDEN_KEY = 'subscribePopupHidden';
/** How long a closed pop-up stays away. */
const HIDDEN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Let the reader see the page first. */
const SHOW_AFTER_MS = 8_000;

/**
 * The home page's newsletter pop-up (spec §2, §4): hidden for a while once closed or after a
 * subscribe attempt. Subscribing needs a user e-mail (spec §5): a visitor goes to /login, a
 * signed-in reader without an address to the form where it is added, and a reader with one
 * is subscribed at once with their name and address (spec §7).
 */
export function SubscriptionPopup({ user }: { user: User | null }) {
  const { t } = useTranslation(['layout', 'common']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (getStored<boolean>(SUBSCRIBE_POPUP_HIDDEN_KEY)) return;
    if (user?.newsletter === 'subscribed') return;
    const timer = setTimeout(() => setOpen(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [user?.newsletter]);

  const hide = () => {
    setStored(SUBSCRIBE_POPUP_HIDDEN_KEY, true, HIDDEN_FOR_MS);
    setOpen(false);
  };

  const onSubscribe = async () => {
    if (!user) {
      hide();
      void navigate(paths.login());
      return;
    }
    if (!user.email) {
      hide();
      void navigate(`${paths.profileChangeInfo()}#personal`);
      return;
    }
    setBusy(true);
    try {
      const { status } = await subscribe(browserApi, { name: user.full_name, email: user.email });
      toast({
        message:
          status === 'subscribed'
            ? t('common:notifications.notification-newsletter-subscribed')
            : t('common:notifications.notification-newsletter-pending', { email: user.email }),
        status: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(paths.login());
      } else {
        if (!(error instanceof ApiError)) console.error('Failed to subscribe', error);
        toast({ message: errorText(error instanceof ApiError ? error.code : 'error-internal') ?? '', status: 'error' });
      }
    } finally {
      setBusy(false);
      hide();
    }
  };

  return (
    <Modal open={open} onClose={hide} title={t('subscribePopup.title')}>
      <p>{t('subscribePopup.body')}</p>
      {user?.email ? <p className="muted">{t('subscribePopup.to', { email: user.email })}</p> : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : onSubscribe())}>
          {busy ? t('common:form.sending') : t('subscribePopup.subscribe')}
        </button>
        <button type="button" className="button" onClick={hide}>
          {t('subscribePopup.close')}
        </button>
      </div>
    </Modal>
  );
}
