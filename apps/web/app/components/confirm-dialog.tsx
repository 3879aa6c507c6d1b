import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

/** Spec §2 "Confirm deletion": a question, the dangerous button and a way back. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { open, title, children, confirmLabel, cancelLabel, busy = false, onConfirm, onClose } = props;
  const { t } = useTranslation('common');
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {children}
      <div className="modal__actions">
        <button
          type="button"
          className="button button--danger"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy ? t('form.sending') : confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
