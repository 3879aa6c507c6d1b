import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClassifiedSummary, ClassifiedType, Locale } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { adPath, catalogueBase } from '../catalogue-query.ts';
import { ClassifiedSet, type BadgeWords } from './classified-text.tsx';

/**
 * The words every card of a list shares. A list looks them up once for all its cards: an
 * i18next lookup per card was a tenth of the catalogue's render (decision 026).
 */
export interface CardWords {
  locale: Locale;
  types: Record<ClassifiedType, string>;
  badges: BadgeWords;
  photos(count: number): string;
}

export function useCardWords(): CardWords {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  return useMemo(() => {
    const photos = new Map<number, string>();
    return {
      locale,
      types: { offer: t('types.offer'), wanted: t('types.wanted') },
      badges: { hot: t('card.hot'), priority: t('card.priority'), lang: locale },
      photos(count) {
        let words = photos.get(count);
        if (words === undefined) photos.set(count, (words = t('card.photos', { count })));
        return words;
      },
    };
  }, [t, locale]);
}

/**
 * One ad in a list (the catalogue, search): the ad as in print, its title a link to its page,
 * then its kind, section and date. A search's matches come highlighted.
 */
export function AdCard({ ad, words, headingLevel = 2, showSection = true, eager = false }: { ad: ClassifiedSummary; words: CardWords; headingLevel?: 2 | 3; showSection?: boolean; eager?: boolean }) {
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
      <ClassifiedSet
        title={ad.title}
        text={ad.text}
        extras={ad.extras}
        lang={ad.lang}
        // Beside its own title the photo says nothing more: decorative here, described on the ad's page.
        picture={ad.image ? { ...ad.image, alt: '' } : null}
        heading={heading}
        textHtml={ad.text_highlight}
        eager={eager}
        badges={words.badges}
      />
      <p className="ad-card__meta">
        <span className={`ad-type ad-type--${ad.type}`}>{words.types[ad.type]}</span>
        {showSection ? (
          <Link to={catalogueBase(ad.section.slug)} className="ad-card__section">
            {ad.section.name}
          </Link>
        ) : null}
        <time dateTime={ad.published_at} suppressHydrationWarning>
          {formatDate(ad.published_at, words.locale)}
        </time>
        {ad.images_count > 1 ? <span>{words.photos(ad.images_count)}</span> : null}
      </p>
    </article>
  );
}
