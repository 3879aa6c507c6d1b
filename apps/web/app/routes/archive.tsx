import { useTranslation } from 'react-i18next';
import type { Route } from './+types/archive';
import { Pager } from '../components/pager.tsx';
import { getIssues } from '../features/archive/api/get-issues.ts';
import { IssueCard } from '../features/archive/components/issue-card.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.archive' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const issues = await getIssues(pageApi(context), page);
  if (page > issues.last_page) notFound();
  return { issues };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.archive' });

/** The printed issues, page by page, each with its cover and PDF (spec §2 /archive). */
export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('archive');
  const { issues } = loaderData;
  return (
    <div className="container">
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      {issues.data.length === 0 ? (
        <p className="notice">{t('empty')}</p>
      ) : (
        <div className="issue-grid">
          {issues.data.map((issue, index) => (
            <IssueCard key={issue.id} issue={issue} eager={index < 2} />
          ))}
        </div>
      )}
      <Pager page={issues.current_page} last={issues.last_page} basePath={paths.archive()} />
    </div>
  );
}
