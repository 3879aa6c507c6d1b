type Listener = () => void;

/**
 * The modal <dialog>s open right now, the last opened on top. A modal dialog makes the rest of
 * the page inert (and puts itself above it), so what must stay seen and heard while one is
 * open (the toasts) goes inside the top one.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export const openModals = {
  add(dialog: HTMLDialogElement) {
    open.push(dialog);
    emit();
  },
  remove(dialog: HTMLDialogElement) {
    const index = open.lastIndexOf(dialog);
    if (index < 0) return;
    open.splice(index, 1);
    emit();
  },
  top: (): HTMLDialogElement | null => open.at(-1) ?? null,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
