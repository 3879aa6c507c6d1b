import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary, Locale } from '@gazeta/contract';
import { ClockIcon } from '../../../components/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** Image widths a card occupies, for the browser to pick a srcset candidate. */
const SIZES = {
  // Beside its headline from 640 px (7/12 of the column), the whole width below.
  featured: '(min-width: 1280px) 700px, (min-width: 640px) 58vw, 100vw',
  // A phone's row shows a 5 rem (90 px) picture beside the headline.
  regular: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 90px',
  // Half a desktop row (see ArticleList).
  wide: '(min-width: 1280px) 590px, (min-width: 1024px) 48vw, (min-width: 640px) 50vw, 90px',
};

/**
 * A story in a list. `featured`: the lead, its headline beside its picture; `wide`: on a desktop
 * one of two side by side in a row of three columns' width (ArticleList fills its rows so).
 */
export function ArticleCard(props: { article: ArticleSummary; featured?: boolean; wide?: boolean; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { article, featured = false, wide = false, eager = false, headingLevel = 2 } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation('articles');
  const locale = i18n.language as Locale;
  return (
    <article className={`card${featured ? ' card--featured' : wide ? ' card--wide' : ''}`} lang={article.lang}>
      {article.image ? (
        <Link to={paths.article(article.id)} className="card__media" tabIndex={-1} aria-hidden="true">
          <img
            src={article.image.src}
            srcSet={article.image.srcset}
            sizes={featured ? SIZES.featured : wide ? SIZES.wide : SIZES.regular}
            width={article.image.width}
            height={article.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        </Link>
      ) : null}
      <div className="card__body">
        <Link to={paths.category(article.category.slug)} className="card__category" lang={locale}>
          {article.category.name}
        </Link>
        <Heading className="card__title">
          <Link to={paths.article(article.id)}>{article.title}</Link>
        </Heading>
        <p className="card__lead">{article.lead}</p>
        <p className="card__meta" lang={locale}>
          <time dateTime={article.published_at} suppressHydrationWarning>
            {formatDate(article.published_at, locale)}
          </time>
          <span className="card__read-time">
            <ClockIcon width={18} height={18} />
            {t('card.readTime', { count: article.read_time })}
          </span>
        </p>
      </div>
    </article>
  );
}
