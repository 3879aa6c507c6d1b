import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { normalizeSearchText } from '@gazeta/contract';
import type { Route } from './+types/search';
import { Pager } from '../components/pager.tsx';
import { searchArticles } from '../features/search/api/search-articles.ts';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.search' };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // /search?q=… is where the search form goes without JavaScript.
  if (params.name === undefined) {
    const q = normalizeSearchText(new URL(request.url).searchParams.get('q') ?? '');
    if (q) throw redirect(paths.search(q));
    return { query: null, result: null };
  }
  const query = normalizeSearchText(params.name);
  // Spec §5: search runs only on non-empty trimmed text.
  if (!query) return { query: null, result: null };
  const page = pageFrom(request);
  const result = await searchArticles(pageApi(context), { q: query, page });
  if (page > result.last_page) notFound();
  return { query, result };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    titleKey: args.loaderData?.query ? handle.titleKey : 'meta:titles.searchEmpty',
    titleValues: { query: args.loaderData?.query ?? '' },
    descriptionKey: 'meta:descriptions.search',
    noindex: true,
  });

/** Search results (spec §2 /search/{name}). */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('search');
  const { query, result } = loaderData;
  return (
    <div className="container search-page">
      <h1 className="page-title">{query ? t('resultsFor', { query }) : t('heading')}</h1>
      <div className="search-page__box">
        {/* A new search is a new box, holding its own text. */}
        <SearchBox key={query ?? ''} label={t('formLabel')} initialText={query ?? ''} />
      </div>
      {result ? (
        <>
          <SearchResults result={result} />
          <Pager page={result.current_page} last={result.last_page} basePath={paths.search(result.query)} />
        </>
      ) : (
        <p className="notice">{t('empty')}</p>
      )}
    </div>
  );
}
