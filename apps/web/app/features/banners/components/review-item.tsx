import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ModerationBanner } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** A paid banner awaiting review as staff see it: the picture as readers will, where it leads, its run and price, then the decision. */
export function BannerReviewItem({ banner, decision }: { banner: ModerationBanner; decision: ReactNode }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const titleId = `review-banner-${banner.id}`;
  return (
    <article className="moderation-item banner-review" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <h2 id={titleId} className="moderation-item__title">
          {banner.title}
        </h2>
        <p className="post__meta">
          <span>{t('review.by', { name: banner.author.name })}</span> · {formatDate(banner.created_at, locale)}
        </p>
      </header>
      <div className="banner-review__body">
        <img className="banner-review__picture" src={banner.image.src} alt={t('review.picture', { title: banner.title })} width={banner.image.width} height={banner.image.height} loading="lazy" decoding="async" />
        <dl className="my-banner__facts">
          <div>
            <dt>{t('page.website')}</dt>
            <dd>
              <a href={banner.url} target="_blank" rel="noopener noreferrer nofollow">
                {banner.url}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('page.run')}</dt>
            <dd>
              {t('page.runDates', { from: formatDate(banner.starts_on, locale), until: formatDate(banner.ends_on, locale) })} · {t('page.weeks', { count: banner.weeks })}
            </dd>
          </div>
          <div>
            <dt>{t('page.price')}</dt>
            <dd>{formatMoney(banner.price_cents, locale)}</dd>
          </div>
        </dl>
      </div>
      {decision}
    </article>
  );
}
