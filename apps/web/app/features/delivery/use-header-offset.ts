import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--delivery-header` on the element at the height of the site's sticky header (one row
 * on phones, two on wide screens, lower once the page scrolls), so the sticky map sits just
 * below it. Without it the CSS falls back to the --header-h token.
 */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('header.header');
    const target = ref.current;
    if (!header || !target || typeof ResizeObserver === 'undefined') return;
    const update = () => target.style.setProperty('--delivery-header', `${Math.ceil(header.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
