import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { normalizeSearchText, SEARCH_QUERY_MAX } from '@gazeta/contract';
import type { Route } from './+types/archive';
import { buttonClass } from '../components/button.ts';
import { Pager } from '../components/pager.tsx';
import { getIssue } from '../features/archive/api/get-issue.ts';
import { getIssues } from '../features/archive/api/get-issues.ts';
import { searchArchive } from '../features/archive/api/search-archive.ts';
import archiveCss from '../features/archive/archive.css?url';
import { ArchiveHits } from '../features/archive/components/archive-hits.tsx';
import { IssueCard } from '../features/archive/components/issue-card.tsx';
import { IssueContents } from '../features/archive/components/issue-contents.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.archive' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: archiveCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageFrom(request);
  const api = pageApi(context);
  const query = normalizeSearchText(url.searchParams.get('q') ?? '') ?? '';
  const issueId = Number(url.searchParams.get('issue'));
  const [issues, hits, issue] = await Promise.all([
    query ? null : getIssues(api, page),
    query ? searchArchive(api, { q: query, page }) : null,
    Number.isInteger(issueId) && issueId > 0 ? getIssue(api, issueId) : null,
  ]);
  if (issues && page > issues.last_page) notFound();
  return { issues, hits, issue, query };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.archive', ...(args.loaderData?.query || args.loaderData?.issue ? { noindex: true } : {}) });

/** The printed issues, page by page, each with its cover and PDF (spec §2 /archive); a search of their text; one issue with what ran in it. */
export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('archive');
  const { issues, hits, issue, query } = loaderData;
  return (
    <div className="container">
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <Form method="get" action={paths.archive()} role="search" aria-label={t('searchLabel')} className="archive-search">
        <label htmlFor="archive-q" className="field__label">
          {t('searchLabel')}
        </label>
        <div className="field__control">
          <input id="archive-q" name="q" type="search" className="field__input" defaultValue={query} maxLength={SEARCH_QUERY_MAX} key={query} />
          <button type="submit" className={buttonClass('primary')}>
            {t('searchButton')}
          </button>
        </div>
      </Form>
      {issue ? <IssueContents issue={issue} /> : null}
      {hits ? (
        <section aria-labelledby="archive-results">
          <h2 id="archive-results">{t('resultsFor', { query })}</h2>
          {hits.data.length === 0 ? <p className="notice">{t('noResults')}</p> : <ArchiveHits hits={hits.data} headingLevel={3} />}
          <Pager page={hits.current_page} last={hits.last_page} href={(n) => paths.archive({ q: query, page: n })} />
        </section>
      ) : null}
      {issues ? (
        <>
          {issues.data.length === 0 ? (
            <p className="notice">{t('empty')}</p>
          ) : (
            <div className="issue-grid">
              {issues.data.map((item, index) => (
                <IssueCard key={item.id} issue={item} eager={index < 2} />
              ))}
            </div>
          )}
          <Pager page={issues.current_page} last={issues.last_page} basePath={paths.archive()} />
        </>
      ) : null}
    </div>
  );
}
