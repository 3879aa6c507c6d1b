import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { CloseIcon } from './icons.tsx';

/**
 * A pop-up on the native <dialog>: the browser traps focus, closes on Escape, returns focus
 * to the opener and makes the page behind inert.
 */
export function Modal(props: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const { open, onClose, title, children, wide } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useModalDialog(ref, open);

  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__body">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common:actions.close')}>
            <CloseIcon />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
