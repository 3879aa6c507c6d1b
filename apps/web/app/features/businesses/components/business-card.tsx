import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, type BusinessSummary } from '@gazeta/contract';
import { businessPath } from '../directory-query.ts';
import { HotDealBadge } from './hot-deal-badge.tsx';
import { OpenStatus } from './open-status.tsx';

/**
 * One business in a list (the directory, search): its logo, name (a link to its page), categories,
 * whether it is open now, its hot deal, a few words about it, where it is and its phone to tap.
 */
export function BusinessCard({ business, now, headingLevel = 2, eager = false }: { business: BusinessSummary; now: number; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation('businesses');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="business-card" data-business={business.id}>
      <div className="business-card__head">
        {business.logo ? (
          <img
            className="business-card__logo"
            src={business.logo.src}
            srcSet={business.logo.srcset}
            sizes="80px"
            width={80}
            height={80}
            // Beside its own name the logo says nothing more.
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="business-card__logo business-card__logo--none" aria-hidden="true">
            {business.name.slice(0, 1)}
          </span>
        )}
        <div className="business-card__title">
          <Heading className="business-card__name">
            {business.name_highlight === undefined ? (
              <Link to={businessPath(business.id)}>{business.name}</Link>
            ) : (
              <Link to={businessPath(business.id)} dangerouslySetInnerHTML={{ __html: business.name_highlight }} />
            )}
          </Heading>
          <p className="business-card__categories">{business.categories.map((category) => category.name).join(' · ')}</p>
        </div>
      </div>
      <OpenStatus schedule={business.schedule} now={now} />
      {business.hot_deal ? <HotDealBadge deal={business.hot_deal} /> : null}
      <p className="business-card__excerpt">{business.excerpt}</p>
      <p className="business-card__where">
        <span>
          {business.address}, {business.city}
        </span>
        <a href={`tel:${business.phone}`} className="business-card__phone" aria-label={t('card.call', { phone: formatPhone(business.phone) })}>
          {formatPhone(business.phone)}
        </a>
      </p>
    </article>
  );
}
