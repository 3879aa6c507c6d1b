import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { CLASSIFIEDS_IN_SEARCH, normalizeSearchText, type ClassifiedsResponse } from '@gazeta/contract';
import type { Route } from './+types/search';
import { Pager } from '../components/pager.tsx';
import { getClassifieds } from '../features/classifieds/api/get-classifieds.ts';
import { ALL_ADS } from '../features/classifieds/catalogue-query.ts';
import classifiedsCss from '../features/classifieds/classifieds.css?url';
import { AdsInSearch } from '../features/classifieds/components/ads-in-search.tsx';
import { searchArticles } from '../features/search/api/search-articles.ts';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { ApiError, type Api } from '../lib/api-client.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.search' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: classifiedsCss }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // /search?q=… is where the search form goes without JavaScript.
  if (params.name === undefined) {
    const q = normalizeSearchText(new URL(request.url).searchParams.get('q') ?? '');
    if (q) throw redirect(paths.search(q));
    return { query: null, result: null, ads: null, classifiedsMessages: null };
  }
  const query = normalizeSearchText(params.name);
  // Spec §5: search runs only on non-empty trimmed text.
  if (!query) return { query: null, result: null, ads: null, classifiedsMessages: null };
  const page = pageFrom(request);
  const api = pageApi(context);
  // The private ads that match are a group of their own, on the first page (issue #14).
  const [result, ads] = await Promise.all([
    searchArticles(api, { q: query, page }),
    page === 1 ? findAds(serverApi(context), query) : Promise.resolve(null),
  ]);
  if (page > result.last_page) notFound();
  return { query, result, ads, classifiedsMessages: ads ? namespaceMessages(getRenderContext(context).locale, 'classifieds') : null };
}

/**
 * The first ads that match; the articles' results stand without them if the ads cannot be read
 * (text the API refuses, such as a control character, is the articles' search's to answer).
 */
async function findAds(api: Api, q: string): Promise<ClassifiedsResponse | null> {
  try {
    return await getClassifieds(api, { ...ALL_ADS, q }, CLASSIFIEDS_IN_SEARCH);
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) console.error('Failed to search the ads', error);
    return null;
  }
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
  const { query, result, ads } = loaderData;
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
          {ads ? <AdsInSearch result={ads} /> : null}
        </>
      ) : (
        <p className="notice">{t('empty')}</p>
      )}
    </div>
  );
}
