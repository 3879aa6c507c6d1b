import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ModerationBanner } from '@gazeta/contract';
import { ReviewHeader } from '../../../components/paid-item.tsx';
import { formatDate } from '../../../lib/format.ts';
import { BannerFacts } from './banner-facts.tsx';

/** A paid banner awaiting review as staff see it: the picture as readers will, where it leads, its run and price, then the decision. */
export function BannerReviewItem({ banner, decision }: { banner: ModerationBanner; decision: ReactNode }) {
  const { t, i18n } = useTranslation('banners');
  const titleId = `review-banner-${banner.id}`;
  return (
    <article className="moderation-item banner-review" aria-labelledby={titleId}>
      <ReviewHeader id={titleId} title={banner.title} by={t('review.by', { name: banner.author.name })} at={banner.created_at} atText={formatDate(banner.created_at, i18n.language as Locale)} />
      <div className="banner-review__body">
        <img className="banner-review__picture" src={banner.image.src} alt={t('review.picture', { title: banner.title })} width={banner.image.width} height={banner.image.height} loading="lazy" decoding="async" />
        <BannerFacts banner={banner} />
      </div>
      {decision}
    </article>
  );
}
