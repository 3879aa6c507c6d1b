import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, isAdUnits, type Locale, type ModerationDisplayAd } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { AdSize } from './ad-size.tsx';
import { AdTerm } from './ad-term.tsx';
import { PageDiagram } from './page-diagram.tsx';

/**
 * A paid display ad waiting for review as staff see it: who asked, what is advertised and what
 * they wrote, whether the ad is ready or to be laid out, its size on the page, term, editions and
 * first issue, the contact, the pictures and the logo at a readable size, then the decision.
 */
export function DisplayAdReviewItem({ ad, decision }: { ad: ModerationDisplayAd; decision: ReactNode }) {
  const { t, i18n } = useTranslation('advertising');
  const locale = i18n.language as Locale;
  const titleId = `review-display-ad-${ad.id}`;
  return (
    <article className="moderation-item display-ad-review" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <h2 id={titleId} className="moderation-item__title">
          {ad.item}
        </h2>
        <p className="post__meta">
          <span>{t('review.by', { name: ad.author.name })}</span> · {formatDate(ad.created_at, locale)}
        </p>
      </header>
      <div className="display-ad-review__body">
        <dl className="display-ad__facts">
          <div>
            <dt>{t('page.requestType')}</dt>
            <dd>{t(`requestType.${ad.request_type}`)}</dd>
          </div>
          <div>
            <dt>{t('page.size')}</dt>
            <dd className="display-ad-review__size">
              {/* The size drawn on a page, as it will print: the words beside it say it. */}
              <PageDiagram units={isAdUnits(ad.units) ? ad.units : null} className="display-ad-review__page" />
              <span>
                <AdSize units={ad.units} />
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('page.term')}</dt>
            <dd>
              <AdTerm term={ad.term} issues={ad.issues} />
            </dd>
          </div>
          <div>
            <dt>{t('page.editions')}</dt>
            <dd>{ad.editions.map((edition) => edition.name).join(', ')}</dd>
          </div>
          <div>
            <dt>{t('page.publishOn')}</dt>
            <dd>{formatDate(ad.publish_on, locale)}</dd>
          </div>
          <div>
            <dt>{t('page.price')}</dt>
            <dd>{formatMoney(ad.price_cents, locale)}</dd>
          </div>
          <div>
            <dt>{t('review.contact')}</dt>
            <dd>
              <a href={`mailto:${ad.email}`}>{ad.email}</a> ·{' '}
              <a href={`tel:${ad.phone}`} className="nowrap">
                {formatPhone(ad.phone)}
              </a>
            </dd>
          </div>
        </dl>
      </div>
      <div className="display-ad-review__message">
        <h3 className="display-ad-review__subheading">{t('review.message')}</h3>
        <p className="display-ad__message">{ad.message}</p>
      </div>
      {ad.images.length > 0 || ad.logo ? (
        <ul className="display-ad-review__pictures">
          {ad.images.map((image, index) => (
            <li key={image.src}>
              <a href={image.src} target="_blank" rel="noopener">
                <img src={image.src} srcSet={image.srcset || undefined} sizes="(min-width: 40rem) 14rem, 45vw" alt={t('page.pictureAlt', { n: index + 1, item: ad.item })} width={image.width} height={image.height} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
          {ad.logo ? (
            <li>
              <a href={ad.logo.src} target="_blank" rel="noopener">
                <img src={ad.logo.src} alt={t('page.logoAlt', { item: ad.item })} width={ad.logo.width} height={ad.logo.height} loading="lazy" decoding="async" />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {decision}
    </article>
  );
}
