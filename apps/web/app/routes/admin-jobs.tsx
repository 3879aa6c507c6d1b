import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobQueue, JobQueuesResponse, Locale, OutboxFailure, OutboxRetryResponse, OutboxRetryResult, OutboxRetrying } from '@gazeta/contract';
import { isAdmin } from '@gazeta/contract';
import type { Route } from './+types/admin-jobs';
import { buttonClass } from '../components/button.ts';
import { FormStatus } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import jobsCss from '../features/admin-jobs/admin-jobs.css?url';
import { cronText } from '../features/admin-jobs/cron-text.ts';
import { byKind, isKnownJob, lastRun, runResult } from '../features/admin-jobs/job-view.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { fieldText } from '../lib/form-data.ts';
import { idFrom } from '../lib/intents.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.adminJobs' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: jobsCss }];

const RETRY = 'retry';

/** What "retry now" answered: the result for the message, or the error's code. */
type RetryAnswer = { intent: typeof RETRY; ok: true; id: number; result: OutboxRetryResult; error: string | null } | { intent: typeof RETRY; ok: false; id: number | null; code: string };

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, isAdmin);
  return { record: await pageApi(context).get<JobQueuesResponse>('/api/admin/jobs') };
}

export async function action({ context, request }: Route.ActionArgs): Promise<RetryAnswer> {
  await requireRole(context, isAdmin);
  const form = await request.formData();
  const id = idFrom(fieldText(form, 'id'));
  if (fieldText(form, 'intent') !== RETRY || id === null) return { intent: RETRY, ok: false, id, code: 'error-not-found' };
  try {
    // The server checks the role again, and claims the message as every delivery does.
    const answer = await serverApi(context).post<OutboxRetryResponse>(`/api/admin/outbox/${id}/retry`);
    return { intent: RETRY, ok: true, id, result: answer.result, error: answer.error };
  } catch (error) {
    return { intent: RETRY, ok: false, id, code: accountFailure(error, context, { fields: [] }).form ?? 'error-internal' };
  }
}

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

function When({ at, locale }: { at: string | null; locale: Locale }) {
  return at ? <time dateTime={at}>{formatDateTime(at, locale)}</time> : <>—</>;
}

function JobCard({ queue, locale }: { queue: JobQueue; locale: Locale }) {
  const { t } = useTranslation('pages');
  const last = lastRun(queue);
  const schedule = queue.cron ? cronText(queue.cron) : null;
  const result = last ? runResult(last) : null;
  return (
    <li className="job-card" data-testid={`job-${queue.name}`}>
      <h3 className="job-card__title">
        {isKnownJob(queue.name) ? (
          <>
            {t(`adminJobs.jobs.${queue.name}`)} <span className="job-card__name">{queue.name}</span>
          </>
        ) : (
          queue.name
        )}
      </h3>
      <dl className="job-facts">
        <div>
          <dt>{t('adminJobs.schedule')}</dt>
          <dd>
            {queue.cron === null ? t('adminJobs.noSchedule') : schedule ? t(`adminJobs.cron.${schedule.key}`, 'values' in schedule ? schedule.values : {}) : t('adminJobs.cron.raw')}
            {queue.cron ? (
              <>
                {' '}
                <code>{queue.cron}</code>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('adminJobs.lastRun')}</dt>
          <dd>{last ? <When at={last.completedAt ?? last.startedAt ?? last.createdAt} locale={locale} /> : t('adminJobs.never')}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.result')}</dt>
          <dd className={result === 'failed' ? 'job-result--failed' : undefined}>{result ? t(`adminJobs.results.${result}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.nextRun')}</dt>
          <dd>{queue.cron === null ? '—' : <When at={queue.nextRunAt} locale={locale} />}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.retries')}</dt>
          <dd>{t(queue.retryBackoff ? 'adminJobs.retryPolicyBackoff' : 'adminJobs.retryPolicy', { count: queue.retryLimit, limit: formatNumber(queue.retryLimit, locale), seconds: formatNumber(queue.retryDelaySeconds, locale) })}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.counts')}</dt>
          <dd>{t('adminJobs.countsText', { queued: formatNumber(queue.counts.queued, locale), active: formatNumber(queue.counts.active, locale), failed: formatNumber(queue.counts.failed, locale) })}</dd>
        </div>
      </dl>
      {queue.failures.length > 0 ? (
        <>
          <h4 className="job-failures__title">{t('adminJobs.failures')}</h4>
          <ul className="job-failures">
            {queue.failures.map((failure) => (
              <li key={failure.id}>
                <When at={failure.completedAt ?? failure.startedAt ?? failure.createdAt} locale={locale} />
                {failure.retries > 0 ? ` · ${t('adminJobs.afterRetries', { count: failure.retries, retries: formatNumber(failure.retries, locale) })}` : null}
                <p className="job-error">{failure.error ?? t('adminJobs.noError')}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

function MessageItem({ message, locale, answer }: { message: OutboxFailure | OutboxRetrying; locale: Locale; answer: RetryAnswer | undefined }) {
  const { t } = useTranslation(['pages', 'errors']);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(message.id);
  const mine = answer?.id === message.id ? answer : undefined;
  return (
    <li className="outbox-item" data-testid={`outbox-message-${message.id}`}>
      <h4 className="outbox-item__title">
        <code>{message.kind}</code> · {t(`adminJobs.channels.${message.channel}`)}
      </h4>
      <dl className="job-facts">
        <div>
          <dt>{t('adminJobs.to')}</dt>
          <dd>{message.to ?? t('adminJobs.noAddress')}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.attempts')}</dt>
          <dd>{formatNumber(message.attempts, locale)}</dd>
        </div>
        <div>
          <dt>{t('adminJobs.written')}</dt>
          <dd>
            <When at={message.createdAt} locale={locale} />
          </dd>
        </div>
        {'nextAttemptAt' in message ? (
          <div>
            <dt>{t('adminJobs.nextTry')}</dt>
            <dd>
              <When at={message.nextAttemptAt} locale={locale} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('adminJobs.failedAt')}</dt>
            <dd>
              <When at={message.failedAt} locale={locale} />
            </dd>
          </div>
        )}
      </dl>
      <p className="job-error">
        {t('adminJobs.lastError')}: {message.error ?? t('adminJobs.noError')}
      </p>
      <Form method="post" className="outbox-item__retry">
        <input type="hidden" name="id" value={message.id} />
        <button type="submit" name="intent" value={RETRY} className={buttonClass('secondary')} disabled={busy}>
          {t('adminJobs.retryNow')}
        </button>
      </Form>
      {mine ? <FormStatus tone={mine.ok && (mine.result === 'sent' || mine.result === 'skipped') ? 'success' : 'info'}>{mine.ok ? t(`adminJobs.retried.${mine.result}`, { error: mine.error ?? '' }) : mine.code === 'error-conflict' ? t('adminJobs.retried.delivered') : t(`errors:${mine.code}`)}</FormStatus> : null}
    </li>
  );
}

/** The admin's job record (decisions 038, 047): every timed job with its schedule, last and next run and failures; the mail not delivered, to retry. */
export default function AdminJobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const locale = i18n.language as Locale;
  const { data: queues, outbox } = loaderData.record;
  const answer = actionData;
  // A message the retry delivered has left the lists: its answer is said above them.
  const listed = new Set([...outbox.failures, ...outbox.retrying].map((message) => message.id));
  const delivered = answer?.ok && answer.id !== null && !listed.has(answer.id) ? answer : undefined;
  return (
    <div className="container account-page">
      <header className="page-header">
        <h1 className="page-title">{t('adminJobs.title')}</h1>
        <p className="page-lead">{t('adminJobs.lead')}</p>
      </header>
      <section className="panel" aria-labelledby="jobs-timed">
        <h2 id="jobs-timed" className="panel__title">
          {t('adminJobs.timed')}
        </h2>
        {queues.length === 0 ? (
          <p>{t('adminJobs.noJobs')}</p>
        ) : (
          <ul className="job-list">
            {byKind(queues).map((queue) => (
              <JobCard key={queue.name} queue={queue} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="jobs-outbox">
        <h2 id="jobs-outbox" className="panel__title">
          {t('adminJobs.outbox')}
        </h2>
        <p className="outbox-summary">{t('adminJobs.outboxSummary', { waiting: formatNumber(outbox.waiting, locale), failed: formatNumber(outbox.failed, locale) })}</p>
        {delivered ? <FormStatus>{t(`adminJobs.retried.${delivered.result}`, { error: delivered.error ?? '' })}</FormStatus> : null}
        <h3>{t('adminJobs.retrying')}</h3>
        {outbox.retrying.length === 0 ? (
          <p>{t('adminJobs.noneRetrying')}</p>
        ) : (
          <ul className="outbox-list" aria-label={t('adminJobs.retrying')}>
            {outbox.retrying.map((message) => (
              <MessageItem key={message.id} message={message} locale={locale} answer={answer} />
            ))}
          </ul>
        )}
        <h3>{t('adminJobs.failedForGood')}</h3>
        {outbox.failures.length === 0 ? (
          <p>{t('adminJobs.noneFailed')}</p>
        ) : (
          <ul className="outbox-list" aria-label={t('adminJobs.failedForGood')}>
            {outbox.failures.map((message) => (
              <MessageItem key={message.id} message={message} locale={locale} answer={answer} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
