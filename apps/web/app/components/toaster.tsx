import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { openModals } from '../lib/open-modals.ts';
import { getServerSnapshot, toasts } from '../lib/toast.ts';
import { CloseIcon } from './icons.tsx';

const noDialog = () => null;

/**
 * Toasts top right (spec §9), announced to screen readers; errors assertively. While a modal
 * pop-up is open they live inside it: the page behind is inert, and they must be seen and read.
 */
export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, getServerSnapshot);
  const dialog = useSyncExternalStore(openModals.subscribe, openModals.top, noDialog);
  const region = (
    <section className="toaster" aria-label={t('common:toast.region')}>
      <ol className="toaster__list">
        {list.map((item) => (
          <li
            key={item.id}
            className={`toast toast--${item.status}`}
            role={item.status === 'error' ? 'alert' : 'status'}
            style={{ '--toast-duration': `${item.duration}ms` } as React.CSSProperties}
          >
            <span className="toast__message">{item.message}</span>
            <button type="button" className="toast__close" onClick={() => toasts.dismiss(item.id)} aria-label={t('common:toast.dismiss')}>
              <CloseIcon width={20} height={20} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}
