import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, canModerate, isAdmin, REVIEW_KINDS, type AuditPage, type NewsroomArticlesPage, type NewsroomSchedule, type ReviewPage } from '@gazeta/contract';
import type { Route } from './+types/newsroom';
import { requireRole } from '../features/account/session.server.ts';
import { placesFor } from '../features/newsroom/nav.ts';
import { formatDateTime } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroom' };

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** How many of each list the overview shows: the rest is one click away. */
const SHOWN = 5;

/**
 * The newsroom's overview (issue #27): the work waiting for the signed-in staff member, by what
 * their role may do — the review queue for everyone, drafts, scheduled articles and the next
 * print deadlines for editors, the latest staff actions for admins. Each part is read through
 * the API their own page uses, so a role sees here only what it may open there.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireRole(context, canModerate);
  const api = pageApi(context);
  const [review, drafts, scheduled, schedule, audit] = await Promise.all([
    canModerate(user.role) ? api.get<ReviewPage>('/api/newsroom/review') : null,
    canEdit(user.role) ? api.get<NewsroomArticlesPage>(`/api/newsroom/articles?state=draft&per_page=${SHOWN}`) : null,
    canEdit(user.role) ? api.get<NewsroomArticlesPage>(`/api/newsroom/articles?state=scheduled&per_page=${SHOWN}`) : null,
    canEdit(user.role) ? api.get<NewsroomSchedule>('/api/newsroom/print') : null,
    isAdmin(user.role) ? api.get<AuditPage>('/api/newsroom/audit') : null,
  ]);
  // Each edition's next issue still to come: what the print desk must close next.
  const nextIssues = schedule?.editions.flatMap((edition) => {
    const next = edition.issues.find((issue) => issue.status === 'scheduled' && !issue.archive);
    return next ? [{ edition: edition.name, issue: next }] : [];
  });
  return {
    role: user.role,
    locale: getRenderContext(context).locale,
    review: review ? review.counts : null,
    drafts: drafts?.data ?? null,
    scheduled: scheduled?.data ?? null,
    nextIssues: nextIssues ?? null,
    audit: audit ? audit.data.slice(0, SHOWN) : null,
  };
}

export default function NewsroomHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  const { role, locale, review, drafts, scheduled, nextIssues, audit } = loaderData;
  const waiting = review ? REVIEW_KINDS.reduce((sum, kind) => sum + review[kind], 0) : 0;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('home.title')}</h1>
        <p className="page-lead">{t('home.lead')}</p>
        <p>{t('home.role', { role: t(`home.roles.${role}`) })}</p>
      </header>
      <div className="newsroom-overview">
        {review ? (
          <section className="panel" aria-labelledby="overview-review">
            <h2 id="overview-review" className="panel__title">
              <Link to={paths.newsroomReview()}>{t('home.review', { count: waiting })}</Link>
            </h2>
            {waiting === 0 ? (
              <p>{t('home.reviewEmpty')}</p>
            ) : (
              <ul className="newsroom-overview__list">
                {REVIEW_KINDS.filter((kind) => review[kind] > 0).map((kind) => (
                  <li key={kind}>
                    <Link to={`${paths.newsroomReview()}?kind=${kind}`}>{t(`review.kinds.${kind}`)}</Link> <span className="newsroom-overview__count">{review[kind]}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {drafts && scheduled ? (
          <section className="panel" aria-labelledby="overview-articles">
            <h2 id="overview-articles" className="panel__title">
              <Link to={paths.newsroomArticles()}>{t('home.articles')}</Link>
            </h2>
            <h3 className="newsroom-overview__heading">{t('home.scheduled')}</h3>
            {scheduled.length === 0 ? (
              <p>{t('home.scheduledEmpty')}</p>
            ) : (
              <ul className="newsroom-overview__list">
                {scheduled.map((article) => (
                  <li key={article.id}>
                    <Link to={paths.newsroomArticle(article.id)}>{article.title || t('articles.untitled')}</Link>
                    {article.publish_at ? (
                      <>
                        {' '}
                        <time dateTime={article.publish_at}>{formatDateTime(article.publish_at, locale)}</time>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <h3 className="newsroom-overview__heading">{t('home.drafts')}</h3>
            {drafts.length === 0 ? (
              <p>{t('home.draftsEmpty')}</p>
            ) : (
              <ul className="newsroom-overview__list">
                {drafts.map((article) => (
                  <li key={article.id}>
                    <Link to={paths.newsroomArticle(article.id)}>{article.title || t('articles.untitled')}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {nextIssues ? (
          <section className="panel" aria-labelledby="overview-print">
            <h2 id="overview-print" className="panel__title">
              <Link to={paths.newsroomPrint()}>{t('home.print')}</Link>
            </h2>
            {nextIssues.length === 0 ? (
              <p>{t('home.printEmpty')}</p>
            ) : (
              <ul className="newsroom-overview__list">
                {nextIssues.map(({ edition, issue }) => (
                  <li key={issue.id}>
                    {t('home.nextIssue', { edition, count: issue.counts.classifieds + issue.counts.display_ads })}{' '}
                    <time dateTime={issue.deadline_at}>{formatDateTime(issue.deadline_at, locale)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {audit ? (
          <section className="panel" aria-labelledby="overview-audit">
            <h2 id="overview-audit" className="panel__title">
              <Link to={paths.newsroomAudit()}>{t('home.audit')}</Link>
            </h2>
            {audit.length === 0 ? (
              <p>{t('home.auditEmpty')}</p>
            ) : (
              <ul className="newsroom-overview__list">
                {audit.map((entry) => (
                  <li key={entry.id}>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> {entry.actor?.name ?? t('home.system')}: <code>{entry.action}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
      <h2 className="newsroom-overview__heading">{t('home.places')}</h2>
      <ul className="newsroom-places">
        {placesFor(role)
          .filter((place) => place.label !== 'home')
          .map((place) => (
            <li key={place.to}>
              <Link to={place.to} className="newsroom-place">
                {t(`nav.${place.label}`)}
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}
