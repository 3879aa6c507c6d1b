import { useEffect, type RefObject } from 'react';
import { openModals } from './open-modals.ts';

/** Opens a native <dialog> modally while `open` is true, and closes it otherwise. */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    openModals.add(dialog);
    return () => openModals.remove(dialog);
  }, [open, ref]);
}
