import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, WEEKDAYS, type ModerationBusiness } from '@gazeta/contract';
import { ReviewPictures } from '../../../components/review-pictures.tsx';

/** A listing awaiting review as staff see it: everything readers would see, then the decision. */
export function BusinessReviewItem({ business, decision }: { business: ModerationBusiness; decision: ReactNode }) {
  const { t } = useTranslation('businesses');
  const titleId = `review-business-${business.id}`;
  const hours = WEEKDAYS.map((day) => {
    const value = business.schedule[day];
    return value === undefined ? null : `${t(`days.${day}`)}: ${value === 'off' ? t('business.dayOff') : `${value.opens}–${value.closes}`}`;
  }).filter(Boolean);
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <p className="post__top">
          {business.categories.map((slug) => (
            <span key={slug} className="post__tag">
              {t(`categories.${slug}`)}
            </span>
          ))}
        </p>
        <h2 id={titleId} className="moderation-item__title">
          {business.name}
        </h2>
        <p className="post__meta">
          <span>{t('review.by', { name: business.author.name })}</span> · {business.address}, {business.city}, {business.state} {business.zip} · {formatPhone(business.phone)}
        </p>
      </header>
      {business.logo ? <img className="my-business__logo" src={business.logo.src} alt={business.logo.alt} width={72} height={72} /> : null}
      <p className="my-ad__text">{business.information}</p>
      <p className="muted">{hours.join(' · ')}</p>
      {business.website || business.email ? <p className="muted">{[business.website, business.email].filter(Boolean).join(' · ')}</p> : null}
      {business.hot_deal ? <p className="notice">{t('review.deal', { text: business.hot_deal.text, from: business.hot_deal.starts, until: business.hot_deal.ends })}</p> : null}
      <ReviewPictures images={business.images} />
      {decision}
    </article>
  );
}
