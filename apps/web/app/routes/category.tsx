import { useTranslation } from 'react-i18next';
import type { Route } from './+types/category';
import { RssIcon } from '../components/icons.tsx';
import { Pager } from '../components/pager.tsx';
import { getArticles } from '../features/articles/api/get-articles.ts';
import { getCategories } from '../features/articles/api/get-categories.ts';
import { ArticleList } from '../features/articles/components/article-list.tsx';
import { LanguageOrderSwitch } from '../features/articles/components/language-order-switch.tsx';
import { catalogueHref, languageOrderOf } from '../features/articles/language-order.ts';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.category' };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const api = pageApi(context);
  const category = (await getCategories(api)).find((c) => c.slug === params.category);
  if (!category) notFound();
  const order = languageOrderOf(getRenderContext(context).locale, new URL(request.url));
  const articles = await getArticles(api, { page, category: category.slug, langFirst: order?.first });
  if (page > articles.last_page) notFound();
  return { category, articles, order };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seoMeta(args, {
        titleKey: handle.titleKey,
        titleValues: { category: args.loaderData.category.name },
        descriptionKey: 'meta:descriptions.category',
        descriptionValues: { category: args.loaderData.category.name },
        rss: { href: paths.categoryRss(args.loaderData.category.slug), title: args.loaderData.category.name },
        breadcrumbs: [{ name: args.loaderData.category.name, path: paths.category(args.loaderData.category.slug) }],
      })
    : [];

/** Articles of one category (spec §2: /cat/{category}). */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('articles');
  const { category, articles, order } = loaderData;
  return (
    <div className="container">
      <header className="page-header page-header--row">
        <h1 className="page-title">{t('catalogue.categoryHeading', { category: category.name })}</h1>
        <a className="rss-link" href={paths.categoryRss(category.slug)} type="application/rss+xml">
          <RssIcon width={20} height={20} />
          {t('catalogue.rss')}
        </a>
      </header>
      <LanguageOrderSwitch base={paths.category(category.slug)} order={order} />
      {articles.data.length === 0 ? (
        <p className="notice">{t('catalogue.empty')}</p>
      ) : (
        <ArticleList articles={articles.data} featureFirst={articles.current_page === 1} />
      )}
      <Pager page={articles.current_page} last={articles.last_page} href={(n) => catalogueHref(paths.category(category.slug), n, order)} />
    </div>
  );
}
