import { useTranslation } from 'react-i18next';
import { canEdit, type CancelIssueResult, type Locale } from '@gazeta/contract';
import type { Route } from './+types/newsroom-print';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { DESK_FIELDS, type DeskAnswer } from '../features/newsroom-print/answer.ts';
import { getPrintDesk } from '../features/newsroom-print/api/get-print-desk.ts';
import { IssueCard } from '../features/newsroom-print/components/issue-card.tsx';
import deskCss from '../features/newsroom-print/newsroom-print.css?url';
import { formatDate } from '../lib/format.ts';
import { fieldText, sentFiles } from '../lib/form-data.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomPrint' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deskCss }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  return { desk: await getPrintDesk(pageApi(context)) };
}

const INTENTS = ['move', 'cancel', 'publish', 'articles'] as const;

/** The desk's four forms, each a plain form that works before JavaScript: the API decides and audits. */
export async function action({ context, request }: Route.ActionArgs): Promise<DeskAnswer> {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const intent = INTENTS.find((name) => name === fieldText(form, 'intent')) ?? 'move';
  const issueId = Number(fieldText(form, 'issue')) || 0;
  const api = serverApi(context);
  try {
    if (intent === 'move') {
      await api.patch(`/api/newsroom/print/issues/${issueId}`, {
        date: fieldText(form, 'date'),
        deadline_date: fieldText(form, 'deadline_date'),
        deadline_time: fieldText(form, 'deadline_time'),
      });
      return { intent, issueId, ok: true, code: 'moved' };
    }
    if (intent === 'cancel') {
      const result = await api.post<CancelIssueResult>(`/api/newsroom/print/issues/${issueId}/cancel`, { kind: fieldText(form, 'kind') || 'holiday', note: fieldText(form, 'note') });
      return { intent, issueId, ok: true, code: 'cancelled', count: result.moved.length };
    }
    if (intent === 'publish') {
      const upload = new FormData();
      for (const file of sentFiles(form, 'pdf')) upload.append('pdf', file, file.name || 'issue.pdf');
      upload.append('lang', fieldText(form, 'lang') || 'ru');
      const published = await api.post<{ number: number }>(`/api/newsroom/print/issues/${issueId}/publish`, upload);
      return { intent, issueId, ok: true, code: 'published', count: published.number };
    }
    const ids = fieldText(form, 'article_ids')
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((id) => (/^\d+$/.test(id) ? Number(id) : id));
    await api.put(`/api/newsroom/print/archive/${Number(fieldText(form, 'archive')) || 0}/articles`, { article_ids: ids });
    return { intent, issueId, ok: true, code: 'articles' };
  } catch (error) {
    const errors = accountFailure(error, context, { fields: DESK_FIELDS, codeFields: { 'error-print-pdf-required': 'pdf' } });
    const fields = Object.fromEntries(Object.entries(errors.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { intent, issueId, ok: false, code: errors.form ?? Object.values(fields)[0] ?? 'error-validation', fields };
  }
}

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The print desk (issue #27, decision 060): each edition's coming issues with what is booked into them, and the editor's changes. */
export default function NewsroomPrintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const { desk } = loaderData;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('print.title')}</h1>
        <p className="page-lead">{t('print.lead')}</p>
        <p>{t('print.today', { date: formatDate(desk.today, locale) })}</p>
      </header>
      {desk.editions.map((edition) => (
        <section key={edition.slug} className="desk-edition" aria-labelledby={`edition-${edition.slug}`}>
          <h2 id={`edition-${edition.slug}`}>{t('print.edition', { name: edition.name })}</h2>
          {edition.issues.length === 0 ? (
            <p>{t('print.empty')}</p>
          ) : (
            <ul className="desk-issues">
              {edition.issues.map((issue) => (
                <li key={issue.id}>
                  <IssueCard issue={issue} answer={actionData} nextNumber={desk.next_number} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
