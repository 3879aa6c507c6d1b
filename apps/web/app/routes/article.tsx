import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Article, Locale, VoteState } from '@gazeta/contract';
import type { Route } from './+types/article';
import { ClockIcon, EyeIcon } from '../components/icons.tsx';
import { ShareLinks } from '../components/share-links.tsx';
import { VoteButtons } from '../components/vote-buttons.tsx';
import { getArticle } from '../features/articles/api/get-article.ts';
import { articleAction } from '../features/articles/article-action.server.ts';
import { ARTICLE_VOTE_KIND } from '../features/articles/article-actions.ts';
import { ArticleCard } from '../features/articles/components/article-card.tsx';
import { useArticleStats } from '../features/articles/hooks/use-article-stats.ts';
import { formatDate, formatNumber } from '../lib/format.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { getVotes } from '../lib/votes.ts';
import type { loader as rootLoader } from '../root.tsx';
import { Picture } from '../components/picture.tsx';

export const handle: RouteHandle = { titleKey: 'meta:titles.article' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const api = pageApi(context);
  const [article, votes] = await Promise.all([getArticle(api, id), getVotes(api, ARTICLE_VOTE_KIND, id)]);
  return { article, votes, url: `${getRenderContext(context).origin}${paths.article(article.id)}` };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return articleAction(context, idFrom(params.id), await request.formData());
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData?.article;
  if (!article) return [];
  const locale = rootMetaOf(args.matches)?.locale ?? 'ru';
  return seoMeta(args, {
    titleKey: handle.titleKey,
    titleValues: { title: article.title },
    description: article.lead,
    image: article.image,
    type: 'article',
    article: {
      publishedTime: article.published_at,
      modifiedTime: article.updated_at,
      section: article.category.name,
      tags: article.tags.map((tag) => (locale === 'en' ? tag.name_en : tag.name_ru)),
      author: article.author,
      lang: article.lang,
    },
    breadcrumbs: [
      { name: article.category.name, path: paths.category(article.category.slug) },
      { name: article.title, path: paths.article(article.id) },
    ],
  });
};

/** One article (spec §2 /article/{id}; §3: likes, read time, views, tags, similar articles). */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return <ArticleView key={loaderData.article.id} article={loaderData.article} votes={loaderData.votes} url={loaderData.url} signedIn={signedIn} />;
}

function ArticleView({ article, votes, url, signedIn }: { article: Article; votes: VoteState; url: string; signedIn: boolean }) {
  const { t, i18n } = useTranslation(['articles', 'common']);
  const locale = i18n.language as Locale;
  const stats = useArticleStats(article.id, { views: article.views, likes: article.likes });
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
              {t('articles:card.views', { count: stats.views, formatted: formatNumber(stats.views, locale) })}
            </span>
          </p>
          {showLanguage ? (
            <p className="article__language-note">
              {t(`articles:article.languageNote.${article.lang}`)}
            </p>
          ) : null}
        </header>
        {article.image ? (
          <figure className="article__figure">
            <Picture image={article.image} sizes="(min-width: 800px) 760px, 100vw" lead />
          </figure>
        ) : null}
        <div className="article__body prose" lang={article.lang} dangerouslySetInnerHTML={{ __html: article.body_html }} />
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
          <div className="article__actions">
            <VoteButtons kind={ARTICLE_VOTE_KIND} id={article.id} state={votes} action={paths.article(article.id)} signedIn={signedIn} />
            <ShareLinks url={url} title={article.title} label={t('articles:article.share')} />
          </div>
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
