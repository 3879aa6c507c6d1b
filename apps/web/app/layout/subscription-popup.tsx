import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/modal.tsx';
import { paths } from '../lib/paths.ts';
import { getStored, setStored } from '../lib/storage.ts';

export const SUBSCRIBE_POPUP_HIDDEN_KEY = 'subscribePopupHidden';
/** How long a closed pop-up stays away. */
const HIDDEN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Let the reader see the page first. */
const SHOW_AFTER_MS = 8_000;

/**
 * The home page's newsletter pop-up (spec §2, §4): hidden for a while once closed or after a
 * subscribe attempt. Subscribing needs an account with an e-mail, so it leads to /login.
 */
export function SubscriptionPopup() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (getStored<boolean>(SUBSCRIBE_POPUP_HIDDEN_KEY)) return;
    const timer = setTimeout(() => setOpen(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const hide = () => {
    setStored(SUBSCRIBE_POPUP_HIDDEN_KEY, true, HIDDEN_FOR_MS);
    setOpen(false);
  };

  return (
    <Modal open={open} onClose={hide} title={t('subscribePopup.title')}>
      <p>{t('subscribePopup.body')}</p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            hide();
            void navigate(paths.login());
          }}
        >
          {t('subscribePopup.subscribe')}
        </button>
        <button type="button" className="button" onClick={hide}>
          {t('subscribePopup.close')}
        </button>
      </div>
    </Modal>
  );
}
