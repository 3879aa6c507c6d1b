import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@gazeta/contract';
import { Modal } from '../components/modal.tsx';
import { useErrorText } from '../components/form.tsx';
import { NEWSLETTER_INTENTS, type PopupSubscribeResult } from '../features/newsletter/newsletter.ts';
import { openModals } from '../lib/open-modals.ts';
import { paths } from '../lib/paths.ts';
import { getStored, setStored } from '../lib/storage.ts';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';

export const SUBSCRIBE_POPUP_HIDDEN_KEY = 'subscribePopupHidden';
/** How long a closed pop-up stays away. */
const HIDDEN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Let the reader see the page first. */
const SHOW_AFTER_MS = 8_000;
/** While a menu is open the pop-up waits, looking again this often. */
const RECHECK_MS = 1_000;

/**
 * A menu, a drawer or a pop-up is open: the phone menu and other pop-ups are modal dialogs,
 * the account menu a <details>, the other menus (categories, the bell, search) a toggle with
 * aria-expanded. A pop-up never opens over one of them.
 */
export function menuOpen(): boolean {
  return openModals.top() !== null || document.querySelector('details[open], [aria-expanded="true"]') !== null;
}

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
  const fetcher = useFetcher<PopupSubscribeResult>();
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (getStored<boolean>(SUBSCRIBE_POPUP_HIDDEN_KEY)) return;
    if (user?.newsletter === 'subscribed') return;
    let timer = 0;
    const tryOpen = () => {
      if (menuOpen()) timer = window.setTimeout(tryOpen, RECHECK_MS);
      else setOpen(true);
    };
    timer = window.setTimeout(tryOpen, SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [user?.newsletter]);

  const hide = () => {
    setStored(SUBSCRIBE_POPUP_HIDDEN_KEY, true, HIDDEN_FOR_MS);
    setOpen(false);
  };

  useFetcherSettled(
    fetcher,
    (result) => {
      hide();
      if (result.ok) {
        const key = result.status === 'subscribed' ? 'notification-newsletter-subscribed' : 'notification-newsletter-pending';
        toast({ message: t(`common:notifications.${key}`, { email: result.email }), status: 'success' });
      } else toast({ message: errorText(result.error ?? 'error-internal') ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const onSubscribe = () => {
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
    // The home page's action subscribes them; a session that ran out leads to /login from there.
    setStored(SUBSCRIBE_POPUP_HIDDEN_KEY, true, HIDDEN_FOR_MS);
    void fetcher.submit({ intent: NEWSLETTER_INTENTS.subscribe }, { method: 'post', action: `${paths.home()}?index`, defaultShouldRevalidate: false });
  };

  return (
    <Modal open={open} onClose={hide} title={t('subscribePopup.title')}>
      <p>{t('subscribePopup.body')}</p>
      {user?.email ? <p className="muted">{t('subscribePopup.to', { email: user.email })}</p> : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onSubscribe())}>
          {busy ? t('common:form.sending') : t('subscribePopup.subscribe')}
        </button>
        <button type="button" className="button" onClick={hide}>
          {t('subscribePopup.close')}
        </button>
      </div>
    </Modal>
  );
}
