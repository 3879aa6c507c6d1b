import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, type NewsroomArticleRow, type NewsroomArticlesPage, type NewsroomPerson } from '@gazeta/contract';
import type { Route } from './+types/newsroom-articles';
import { buttonClass } from '../components/button.ts';
import { FormAlert } from '../components/form.tsx';
import { requireRole } from '../features/account/session.server.ts';
import { getTaxonomy } from '../features/newsroom-articles/api/get-taxonomy.ts';
import { listArticles } from '../features/newsroom-articles/api/list-articles.ts';
import { ArticleRows } from '../features/newsroom-articles/components/article-rows.tsx';
import { ListFilters } from '../features/newsroom-articles/components/list-filters.tsx';
import { listQueryOf, toApiSearch, toSearch } from '../features/newsroom-articles/list-query.ts';
import articlesCss from '../features/newsroom-articles/newsroom-articles.css?url';
import { ApiError } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomArticles' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: articlesCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The newsroom's articles (issue #27), for editors: one page of the filtered list (keyset, newest change first). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireRole(context, canEdit);
  const { filters, cursor } = listQueryOf(new URL(request.url).searchParams);
  const api = pageApi(context);
  const taxonomy = await getTaxonomy(api);
  let page: NewsroomArticlesPage;
  let refused: string | null = null;
  try {
    page = await listArticles(api, toApiSearch(filters, cursor));
  } catch (error) {
    // A filter the API refuses (a "to" before "from", say) shows an empty list and why.
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    page = { data: [], next_cursor: null, per_page: 0 };
    refused = error.code;
  }
  return { page, filters, cursor, refused, categories: taxonomy.categories, me: { id: user.id, name: user.full_name } satisfies NewsroomPerson };
}

export default function NewsroomArticlesPage({ loaderData }: Route.ComponentProps) {
  // Other filters or another page: the list starts again.
  return <ArticleList key={toSearch(loaderData.filters, loaderData.cursor).toString()} data={loaderData} />;
}

function ArticleList({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation('newsroom');
  const { page, filters, cursor, refused, categories, me } = data;
  // "More" adds the next page below (with JavaScript); without it, it is the next page's address.
  const [rows, setRows] = useState<NewsroomArticleRow[]>(page.data);
  const [next, setNext] = useState(page.next_cursor);
  const more = useFetcher<typeof loader>();
  useFetcherSettled(more, (answer) => {
    setRows((shown) => [...shown, ...answer.page.data.filter((row) => !shown.some((known) => known.id === row.id))]);
    setNext(answer.page.next_cursor);
  });

  const authors = [me, ...rows.flatMap((row) => (row.author && row.author.id !== me.id ? [row.author] : []))].filter(
    (author, index, all) => all.findIndex((other) => other.id === author.id) === index,
  );
  const nextHref = next ? paths.newsroomArticles(toSearch(filters, next)) : null;

  return (
    <>
      <header className="page-header newsroom-articles__header">
        <h1 className="page-title">{t('articles.title')}</h1>
        <Link to={paths.newsroomArticleNew()} className={buttonClass('primary')}>
          {t('articles.new')}
        </Link>
      </header>
      <ListFilters action={paths.newsroomArticles()} filters={filters} categories={categories} authors={authors} />
      {refused ? <FormAlert>{t('articles.filters.refused')}</FormAlert> : null}
      {rows.length === 0 ? (
        <p className="newsroom-articles__empty">{cursor ? t('articles.noMore') : t('articles.empty')}</p>
      ) : (
        <ArticleRows rows={rows} />
      )}
      {nextHref ? (
        <p className="newsroom-articles__more">
          <Link
            to={nextHref}
            className="button"
            aria-disabled={more.state !== 'idle' || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (more.state === 'idle') void more.load(nextHref);
            }}
          >
            {more.state !== 'idle' ? t('articles.loading') : t('articles.more')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
