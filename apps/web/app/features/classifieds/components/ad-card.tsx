import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedSummary, Locale } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { adPath, catalogueBase } from '../catalogue-query.ts';
import { ClassifiedText } from './classified-text.tsx';

/**
 * One ad in a list (the catalogue, search): the ad as in print, its title a link to its page,
 * then its kind, section and date. A search's matches come highlighted.
 */
export function AdCard({ ad, headingLevel = 2, showSection = true, eager = false }: { ad: ClassifiedSummary; headingLevel?: 2 | 3; showSection?: boolean; eager?: boolean }) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading className="classified__title ad-card__title">
      {ad.title_highlight === undefined ? (
        <Link to={adPath(ad.id)}>{ad.title}</Link>
      ) : (
        <Link to={adPath(ad.id)} dangerouslySetInnerHTML={{ __html: ad.title_highlight }} />
      )}
    </Heading>
  );
  return (
    <article className="ad-card" data-ad={ad.id}>
      <ClassifiedText
        title={ad.title}
        text={ad.text}
        extras={ad.extras}
        lang={ad.lang}
        // Beside its own title the photo says nothing more: decorative here, described on the ad's page.
        picture={ad.image ? { ...ad.image, alt: '' } : null}
        heading={heading}
        textHtml={ad.text_highlight}
        eager={eager}
      />
      <p className="ad-card__meta">
        <span className={`ad-type ad-type--${ad.type}`}>{t(`types.${ad.type}`)}</span>
        {showSection ? (
          <Link to={catalogueBase(ad.section.slug)} className="ad-card__section">
            {ad.section.name}
          </Link>
        ) : null}
        <time dateTime={ad.published_at} suppressHydrationWarning>
          {formatDate(ad.published_at, locale)}
        </time>
        {ad.images_count > 1 ? <span>{t('card.photos', { count: ad.images_count })}</span> : null}
      </p>
    </article>
  );
}
