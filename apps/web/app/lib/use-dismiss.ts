import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Closes a dropdown or menu on a click outside `inside`, on Escape, and on a route change
 * (spec §2: the search dropdown and category submenu close on an outside click or a route change).
 */
export function useDismiss(
  inside: RefObject<HTMLElement | null> | RefObject<HTMLElement | null>[],
  open: boolean,
  close: () => void,
): void {
  const { key } = useLocation();
  const onClose = useEffectEvent(close);

  useEffect(() => {
    onClose();
  }, [key]);

  useEffect(() => {
    if (!open) return;
    const refs = Array.isArray(inside) ? inside : [inside];
    const onPointer = (event: PointerEvent) => {
      if (!refs.some((ref) => ref.current?.contains(event.target as Node))) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, inside]);
}
