import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, ModerationClassified } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { PrintPreview } from './print-preview.tsx';
import { ReviewPictures } from '../../../components/review-pictures.tsx';

/** An ad awaiting review as staff see it: its text, choices, pictures and print look, then the decision. */
export function ReviewItem({ ad, decision }: { ad: ModerationClassified; decision: ReactNode }) {
  const { t, i18n } = useTranslation('placing');
  const locale = i18n.language as Locale;
  const titleId = `review-classified-${ad.id}`;
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <p className="post__top">
          <span className="post__tag">{t(`classifieds:sections.${ad.section}`)}</span> <span className="badge">{t(`form.versions.${ad.version}`)}</span>
        </p>
        <h2 id={titleId} className="moderation-item__title">
          {ad.title}
        </h2>
        <p className="post__meta">
          <span>{t('review.by', { name: ad.author.name })}</span> · {t('page.runs', { from: formatDate(ad.publish_date, locale), until: formatDate(ad.valid_until, locale) })} ·{' '}
          {formatMoney(ad.price_cents, locale)}
        </p>
      </header>
      <p className="my-ad__text">{ad.text}</p>
      <ReviewPictures images={ad.images} />
      {ad.version !== 'online' ? <PrintPreview title={ad.title} text={ad.text} extras={ad.extras} printed picture={ad.images[0]?.src ?? null} phone={null} /> : null}
      {decision}
    </article>
  );
}
