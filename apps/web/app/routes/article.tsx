import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Article, VoteState } from '@gazeta/contract';
import type { Route } from './+types/article';
import { ShareLinks } from '../components/share-links.tsx';
import { VoteButtons } from '../components/vote-buttons.tsx';
import { getArticle } from '../features/articles/api/get-article.ts';
import { articleAction } from '../features/articles/article-action.server.ts';
import { ARTICLE_VOTE_KIND } from '../features/articles/article-actions.ts';
import { ArticleView } from '../features/articles/components/article-view.tsx';
import { useArticleStats } from '../features/articles/hooks/use-article-stats.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { getVotes } from '../lib/votes.ts';
import type { loader as rootLoader } from '../root.tsx';

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
  const root = rootMetaOf(args.matches);
  const locale = root?.locale ?? 'ru';
  const tags = seoMeta(args, {
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
  return withTranslationAlternates(tags, article, root?.origin ?? '');
};

/**
 * An article published in other languages (issue #27) names each as its hreflang alternate:
 * the story in that language is another page. Its own language is this page; x-default stays
 * this page too. Without translations the page keeps the interface-language alternates.
 */
function withTranslationAlternates(tags: MetaDescriptor[], article: Article, origin: string): MetaDescriptor[] {
  if (article.translations.length === 0) return tags;
  const isHreflang = (tag: MetaDescriptor) => 'hrefLang' in tag && 'rel' in tag && tag.rel === 'alternate';
  const self = `${origin}${paths.article(article.id)}`;
  return [
    ...tags.filter((tag) => !isHreflang(tag)),
    { tagName: 'link', rel: 'alternate', hrefLang: article.lang, href: self },
    ...article.translations.map((translation) => ({ tagName: 'link', rel: 'alternate', hrefLang: translation.lang, href: `${origin}${paths.article(translation.id)}` })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: self },
  ];
}

/** One article (spec §2 /article/{id}; §3: likes, read time, views, tags, similar articles). */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return <ArticleLive key={loaderData.article.id} article={loaderData.article} votes={loaderData.votes} url={loaderData.url} signedIn={signedIn} />;
}

function ArticleLive({ article, votes, url, signedIn }: { article: Article; votes: VoteState; url: string; signedIn: boolean }) {
  const { t } = useTranslation('articles');
  const stats = useArticleStats(article.id, { views: article.views, likes: article.likes });
  return (
    <ArticleView
      article={article}
      views={stats.views}
      actions={
        <>
          <VoteButtons kind={ARTICLE_VOTE_KIND} id={article.id} state={votes} action={paths.article(article.id)} signedIn={signedIn} />
          <ShareLinks url={url} title={article.title} label={t('article.share')} />
        </>
      }
    />
  );
}
