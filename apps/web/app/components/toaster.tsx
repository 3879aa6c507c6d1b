import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openModals } from '../lib/open-modals.ts';
import { getServerSnapshot, toasts, TOAST_VISIBLE_PHONE, TOAST_VISIBLE_WIDE } from '../lib/toast.ts';
import { CloseIcon } from './icons.tsx';

const noDialog = () => null;
/** The phone layout (the stylesheet's breakpoint). */
const PHONE = '(max-width: 559px)';

/**
 * Keeps the queue in step with the reader: 3 toasts at once on a phone; sending a form
 * dismisses the errors of its last try; a link, a form or Back marks what is shown as the old
 * page's, dropped once the new page is on screen.
 */
function useToastRules() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const lastPage = useRef(page);

  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    const fit = () => toasts.setVisibleLimit(phone.matches ? TOAST_VISIBLE_PHONE : TOAST_VISIBLE_WIDE);
    fit();
    const onSubmit = () => {
      toasts.dismissErrors();
      toasts.leavingPage();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && link.getAttribute('target') !== '_blank') toasts.leavingPage();
    };
    const onBack = () => toasts.leavingPage();
    phone.addEventListener('change', fit);
    // Capture: before the page's own handlers show the new try's toasts.
    window.addEventListener('submit', onSubmit, true);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onBack);
    return () => {
      phone.removeEventListener('change', fit);
      window.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onBack);
    };
  }, []);

  useEffect(() => {
    if (page === lastPage.current) return;
    lastPage.current = page;
    toasts.pageChanged();
  }, [page]);
}

/**
 * Toasts top right (spec §9), below the header, announced to screen readers; errors
 * assertively. While a modal pop-up is open they live inside it: the page behind is inert, and
 * they must be seen and read.
 */
export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, getServerSnapshot);
  const dialog = useSyncExternalStore(openModals.subscribe, openModals.top, noDialog);
  useToastRules();
  const region = (
    <section className="toaster" aria-label={t('common:toast.region')}>
      {/* Each toast is its own live region (status or alert), so the stack is no list: axe's "list" rule. */}
      <div className="toaster__list">
        {list.map((item) => (
          <div
            key={item.id}
            className={`toast toast--${item.status}`}
            role={item.status === 'error' ? 'alert' : 'status'}
            style={{ '--toast-duration': `${item.duration}ms` } as React.CSSProperties}
          >
            <span className="toast__message">{item.message}</span>
            <button type="button" className="toast__close" onClick={() => toasts.dismiss(item.id)} aria-label={t('common:toast.dismiss')}>
              <CloseIcon width={20} height={20} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}
