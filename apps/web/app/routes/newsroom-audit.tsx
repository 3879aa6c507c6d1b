import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_SUBJECT_KINDS, isAdmin, type AuditPage, type Locale } from '@gazeta/contract';
import type { Route } from './+types/newsroom-audit';
import { buttonClass } from '../components/button.ts';
import { requireRole } from '../features/account/session.server.ts';
import auditCss from '../features/newsroom-audit/audit.css?url';
import { fieldChanges, subjectLink, valueText } from '../features/newsroom-audit/audit-view.ts';
import { formatDateTime } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomAudit' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: auditCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const FILTERS = ['actor', 'action', 'kind', 'subject', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The filters as the address holds them (a GET form: it works before JavaScript, and can be linked). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, isAdmin);
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ''])) as Filters;
  const query = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  const cursor = url.searchParams.get('cursor') ?? '';
  if (cursor) query.set('cursor', cursor);
  // A filter the API refuses (a day that is none) is the page's own error, never a 500.
  const page = await pageApi(context).get<AuditPage>(`/api/newsroom/audit${query.size ? `?${query}` : ''}`);
  return { page, filters };
}

function Field({ name, label, value, type = 'text', inputMode }: { name: string; label: string; value: string; type?: string; inputMode?: 'numeric' }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`audit-${name}`}>
        {label}
      </label>
      <input id={`audit-${name}`} className="field__input" name={name} type={type} defaultValue={value} inputMode={inputMode} maxLength={60} />
    </div>
  );
}

/** The audit log for admins (issue #27): who did what, when, to what, and before → after. Read only. */
export default function NewsroomAudit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const { page, filters } = loaderData;
  const kept = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const next = page.next ? paths.newsroomAudit(new URLSearchParams([...kept, ['cursor', page.next]])) : null;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('audit.title')}</h1>
        <p className="page-lead">{t('audit.lead')}</p>
      </header>
      <Form method="get" className="audit-filters" aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title" className="audit-filters__title">
          {t('audit.filters.title')}
        </h2>
        <div className="audit-filters__fields">
          <Field name="action" label={t('audit.filters.action')} value={filters.action} />
          <div className="field">
            <label className="field__label" htmlFor="audit-kind">
              {t('audit.filters.kind')}
            </label>
            <select id="audit-kind" className="field__input field__select" name="kind" defaultValue={filters.kind}>
              <option value="">{t('audit.filters.anyKind')}</option>
              {AUDIT_SUBJECT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`audit.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <Field name="subject" label={t('audit.filters.subject')} value={filters.subject} />
          <Field name="actor" label={t('audit.filters.actor')} value={filters.actor} inputMode="numeric" />
          <Field name="from" label={t('audit.filters.from')} value={filters.from} type="date" />
          <Field name="to" label={t('audit.filters.to')} value={filters.to} type="date" />
        </div>
        <div className="audit-filters__actions">
          <button type="submit" className={buttonClass('primary')}>
            {t('audit.filters.submit')}
          </button>
          {kept.size ? <Link to={paths.newsroomAudit()}>{t('audit.filters.reset')}</Link> : null}
        </div>
      </Form>
      {page.data.length === 0 ? (
        <p>{t('audit.none')}</p>
      ) : (
        <ol className="audit-list" aria-label={t('audit.entries')}>
          {page.data.map((entry) => {
            const link = subjectLink(entry.subject);
            const subject = `${t(`audit.kinds.${entry.subject.kind}`)} ${entry.subject.id}`;
            const changes = fieldChanges(entry);
            return (
              <li key={entry.id} className="audit-entry" data-testid={`audit-entry-${entry.id}`}>
                <p className="audit-entry__head">
                  <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                  <span>{entry.actor ? <Link to={paths.newsroomMember(entry.actor.id)}>{entry.actor.name}</Link> : t('audit.system')}</span>
                  <code className="audit-entry__action">{entry.action}</code>
                  <span>{link ? <Link to={link}>{subject}</Link> : subject}</span>
                </p>
                {changes.length === 0 ? (
                  <p className="field__hint">{t('audit.nothing')}</p>
                ) : (
                  <ul className="audit-diff" aria-label={t('audit.change')}>
                    {changes.map((change) => (
                      <li key={change.field}>
                        <code>{change.field}</code>: <del>{valueText(change.before)}</del> → <ins>{valueText(change.after)}</ins>
                      </li>
                    ))}
                  </ul>
                )}
                {entry.reason ? (
                  <p className="audit-entry__reason">
                    {t('audit.reason')}: {entry.reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {next ? (
        <p>
          <Link to={next} className={buttonClass('secondary')}>
            {t('audit.next')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
