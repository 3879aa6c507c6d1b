import { useTranslation } from 'react-i18next';
import { SCROLL_THRESHOLD_PX } from '@gazeta/contract';
import { ArrowUpIcon } from '../components/icons.tsx';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';

/** Appears after 200 px of scroll and glides back to the top (spec §2). */
export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const visible = useScrolledPast(SCROLL_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
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
