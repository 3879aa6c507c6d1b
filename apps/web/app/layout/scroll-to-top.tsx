import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_THRESHOLD_PX } from '@gazeta/contract';
import { ArrowUpIcon } from '../components/icons.tsx';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';

/** What a reader types into: the button would sit on the keyboard's edge and the field's controls. */
const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]), textarea, select, [contenteditable=true], [contenteditable=""]';
/** A bar taller than this is not a bar (a sticky map): the button does not climb over it. */
const MAX_BAR_SHARE = 0.4;
const GAP_PX = 8;
/** How long the page rests before the button, once aside, comes back to a clear spot. */
const SETTLE_MS = 250;

/** The fixed or sticky box `element` belongs to, if any. */
function pinnedBox(element: Element | null): Element | null {
  for (let node = element; node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return node;
  }
  return null;
}

/**
 * How far the button must rise so that no fixed or sticky bar at the bottom of the screen (an
 * editor's actions, a cookie bar, a sticky toolbar) is under it.
 */
function liftOverBars(button: HTMLElement, lifted: number): number {
  const rect = button.getBoundingClientRect();
  const top = rect.top + lifted;
  const bottom = rect.bottom + lifted;
  const points: [number, number][] = [
    [rect.left + 2, top + 2],
    [rect.right - 2, top + 2],
    [rect.left + 2, bottom - 2],
    [rect.right - 2, bottom - 2],
    [(rect.left + rect.right) / 2, (top + bottom) / 2],
  ];
  let lift = 0;
  for (const [x, y] of points) {
    for (const element of document.elementsFromPoint(x, y)) {
      if (button.contains(element)) continue;
      const bar = pinnedBox(element);
      if (!bar || bar.contains(button)) continue;
      const box = bar.getBoundingClientRect();
      if (box.height > window.innerHeight * MAX_BAR_SHARE) continue;
      lift = Math.max(lift, bottom - box.top + GAP_PX);
    }
  }
  return Math.ceil(lift);
}

/** What a reader can press or type into: the button must not lie on one. */
const CONTROL =
  'a[href], button, summary, input, select, textarea, label, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=menuitem], [tabindex]:not([tabindex="-1"]), [contenteditable=true], [contenteditable=""]';

/**
 * Whether a control of the page lies under the button's box, moved up by `lift` from where it
 * stands now (`lifted`): a city's row on /map, a link in a story, a map's zoom buttons.
 */
function controlUnder(button: HTMLElement, lifted: number, lift: number): boolean {
  const rect = button.getBoundingClientRect();
  const shift = lifted - lift;
  const inset = 3;
  for (let x = rect.left + inset; x <= rect.right - inset; x += (rect.width - 2 * inset) / 3) {
    for (let y = rect.top + inset; y <= rect.bottom - inset; y += (rect.height - 2 * inset) / 3) {
      // The first element under the button is what the reader sees there.
      const under = document.elementsFromPoint(x, y + shift).find((element) => !button.contains(element));
      if (under?.closest(CONTROL)) return true;
    }
  }
  return false;
}

/**
 * Appears after 200 px of scroll and glides back to the top (spec §2). It never covers a
 * control: it rises above fixed bars at the bottom of the screen, steps aside while a form
 * field has the focus, and fades out while a control of the page (a city's row and count on
 * /map, a link, a button) is under it, coming back once the page rests with the spot clear.
 */
export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [typing, setTyping] = useState(false);
  const [lift, setLift] = useState(0);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const lifted = useRef(0);

  useEffect(() => {
    const update = () => setTyping(document.activeElement instanceof Element && document.activeElement.matches(FIELD));
    // On focusout the focus has not landed yet.
    const later = () => queueMicrotask(update);
    update();
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);

  const visible = scrolled && !typing;
  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    let settle = 0;
    let lastScroll = 0;
    let aside = false;
    const measure = () => {
      frame = 0;
      if (!button.current) return;
      const next = liftOverBars(button.current, lifted.current);
      // A reader on the button itself (from the keyboard) keeps it.
      const onButton = document.activeElement === button.current;
      const over = !onButton && controlUnder(button.current, lifted.current, next);
      // It steps aside at once, and comes back only once the page rests on a clear spot:
      // a list of controls scrolling by does not make it blink.
      const waited = performance.now() - lastScroll;
      if (over || !aside || waited >= SETTLE_MS) {
        aside = over;
        setCovering(over);
      } else if (!settle) {
        settle = window.setTimeout(() => {
          settle = 0;
          schedule();
        }, SETTLE_MS - waited);
      }
      if (next !== lifted.current) {
        lifted.current = next;
        setLift(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const onScroll = () => {
      lastScroll = performance.now();
      schedule();
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', 'open'] });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      if (settle) window.clearTimeout(settle);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      className={covering ? 'scroll-top scroll-top--aside' : 'scroll-top'}
      style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
      aria-label={t('scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
