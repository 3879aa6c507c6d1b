import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, isAdUnits, type Locale, type ModerationDisplayAd } from '@gazeta/contract';
import { Facts, ReviewHeader } from '../../../components/paid-item.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AdSize } from './ad-size.tsx';
import { DisplayAdPictures } from './display-ad-pictures.tsx';
import { useDisplayAdFacts } from './display-ad-facts.tsx';
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
  const facts = useDisplayAdFacts(ad, {
    className: 'display-ad-review__size',
    value: (
      <>
        {/* The size drawn on a page, as it will print: the words beside it say it. */}
        <PageDiagram units={isAdUnits(ad.units) ? ad.units : null} className="display-ad-review__page" />
        <span>
          <AdSize units={ad.units} />
        </span>
      </>
    ),
  });
  const contact = (
    <>
      <a href={`mailto:${ad.email}`}>{ad.email}</a> ·{' '}
      <a href={`tel:${ad.phone}`} className="nowrap">
        {formatPhone(ad.phone)}
      </a>
    </>
  );
  return (
    <article className="moderation-item display-ad-review" aria-labelledby={titleId}>
      <ReviewHeader id={titleId} title={ad.item} by={t('review.by', { name: ad.author.name })} at={ad.created_at} atText={formatDate(ad.created_at, locale)} />
      <div className="display-ad-review__body">
        <Facts className="display-ad__facts" facts={[...facts, { term: t('review.contact'), value: contact }]} />
      </div>
      <div className="display-ad-review__message">
        <h3 className="display-ad-review__subheading">{t('review.message')}</h3>
        <p className="display-ad__message">{ad.message}</p>
      </div>
      <DisplayAdPictures ad={ad} className="display-ad-review__pictures" sizes="(min-width: 40rem) 14rem, 45vw" linked />
      {decision}
    </article>
  );
}
