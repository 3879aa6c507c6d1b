import { useTranslation } from 'react-i18next';
import type { HotDeal, Locale } from '@gazeta/contract';
import { formatDateTime } from '../../../lib/format.ts';

/** A hot deal as a card shows it: the badge, what is offered and until when. */
export function HotDealBadge({ deal }: { deal: HotDeal }) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  return (
    <p className="hot-deal-badge">
      <span className="hot-deal-badge__label">{t('card.hotDeal')}</span> <span className="hot-deal-badge__text">{deal.text}</span>{' '}
      <span className="hot-deal-badge__until">
        (
        {t('business.hotDealDates', {
          from: formatDateTime(deal.starts_at, locale),
          until: formatDateTime(deal.ends_at, locale),
        })}
        )
      </span>
    </p>
  );
}
