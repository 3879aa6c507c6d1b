import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Article, Locale } from '@gazeta/contract';
import { ClockIcon, EyeIcon } from '../../../components/icons.tsx';
import { Picture } from '../../../components/picture.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleCard } from './article-card.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * One article as a reader sees it (spec §2 /article/{id}). The public page gives it the live
 * numbers and the like and share buttons; the newsroom's preview (issue #27) gives it the
 * working copy and none of them, so what the editor previews is this same component.
 */
export function ArticleView({ article, views, actions }: { article: Article; views: number; actions?: ReactNode }) {
  const { t, i18n } = useTranslation(['articles', 'common']);
  const locale = i18n.language as Locale;
  const showLanguage = article.lang !== locale;

  return (
    <div className="container">
      <article className="article">
        <header className="article__header">
          <Link to={paths.category(article.category.slug)} className="article__category">
            {article.category.name}
          </Link>
          <h1 className="article__title" lang={article.lang}>
            {article.title}
          </h1>
          <p className="article__lead" lang={article.lang}>
            {article.lead}
          </p>
          <p className="article__meta">
            <span>{t('articles:article.by', { author: article.author })}</span>
            <time dateTime={article.published_at} suppressHydrationWarning>
              {formatDate(article.published_at, locale)}
            </time>
            <span className="article__stat">
              <ClockIcon width={18} height={18} />
              {t('articles:card.readTime', { count: article.read_time })}
            </span>
            <span className="article__stat" data-testid="article-views">
              <EyeIcon width={18} height={18} />
              {t('articles:card.views', { count: views, formatted: formatNumber(views, locale) })}
            </span>
          </p>
          {showLanguage ? <p className="article__language-note">{t(`articles:article.languageNote.${article.lang}`)}</p> : null}
          <LanguageSwitch lang={article.lang} translations={article.translations} />
        </header>
        {article.image ? (
          <figure className="article__figure">
            <Picture image={article.image} sizes="(min-width: 800px) 760px, 100vw" lead />
          </figure>
        ) : null}
        <ArticleBody html={article.body_html} lang={article.lang} />
        <footer className="article__footer">
          {article.tags.length > 0 ? (
            <div className="tags">
              <h2 className="tags__heading">{t('articles:article.tags')}</h2>
              <ul className="tags__list">
                {article.tags.map((tag) => {
                  const name = locale === 'en' ? tag.name_en : tag.name_ru;
                  return (
                    <li key={tag.tag_id}>
                      <Link to={paths.search(name)} className="tag">
                        #{name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          {actions ? <div className="article__actions">{actions}</div> : null}
        </footer>
      </article>
      {article.similar.length > 0 ? (
        <section className="similar" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="section-title">
            {t('articles:article.similar')}
          </h2>
          <div className="card-grid card-grid--quad">
            {article.similar.map((item) => (
              <ArticleCard key={item.id} article={item} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
