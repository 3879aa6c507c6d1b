import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { Pager } from '../components/pager.tsx';
import { getArticles } from '../features/articles/api/get-articles.ts';
import { ArticleList } from '../features/articles/components/article-list.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.home' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const articles = await getArticles(serverApi(context), { page });
  if (page > articles.last_page) notFound();
  return { articles };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.home' });

/** The article catalogue (spec §2: / and /verify-email). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('articles');
  const { articles } = loaderData;
  return (
    <div className="container">
      <header className="page-header">
        <h1 className="page-title">{t('catalogue.heading')}</h1>
        <p className="page-lead">{t('catalogue.lead')}</p>
      </header>
      {articles.data.length === 0 ? (
        <p className="notice">{t('catalogue.empty')}</p>
      ) : (
        <ArticleList articles={articles.data} featureFirst={articles.current_page === 1} />
      )}
      <Pager page={articles.current_page} last={articles.last_page} basePath={paths.home()} />
    </div>
  );
}
