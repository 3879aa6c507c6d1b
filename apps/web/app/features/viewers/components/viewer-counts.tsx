import { useTranslation } from 'react-i18next';
import { displayedViewerCounts, type Locale, type ViewerCounts as Counts } from '@gazeta/contract';
import { formatNumber } from '../../../lib/format.ts';

const LABEL = { today: 'footer.viewersToday', week: 'footer.viewersWeek', month: 'footer.viewersMonth' } as const;

/** Visitor counts with their offsets; a period whose count is zero or missing is not shown. */
export function ViewerCounts({ counts }: { counts: Counts | null }) {
  const { t, i18n } = useTranslation('layout');
  const shown = displayedViewerCounts(counts);
  if (shown.length === 0) return null;
  return (
    <div className="viewers">
      <h2 className="footer__heading">{t('footer.viewers')}</h2>
      <dl className="viewers__list">
        {shown.map(({ period, value }) => (
          <div key={period} className="viewers__item" data-period={period}>
            <dt>{t(LABEL[period])}</dt>
            <dd>{formatNumber(value, i18n.language as Locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
