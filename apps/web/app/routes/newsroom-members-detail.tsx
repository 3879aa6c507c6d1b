import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELETE_CONFIRMATION, formatPhone, isAdmin, ROLES, type Locale, type MemberDetail, type Role } from '@gazeta/contract';
import type { Route } from './+types/newsroom-members-detail';
import { buttonClass } from '../components/button.ts';
import { FormAlert, FormStatus } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import membersCss from '../features/newsroom-members/members.css?url';
import { memberLabel } from '../features/newsroom-members/member-name.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../lib/format.ts';
import { fieldText } from '../lib/form-data.ts';
import { idFrom } from '../lib/intents.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';
import { notFound } from '../lib/loader-utils.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomMember' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: membersCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const INTENTS = ['role', 'sign-out', 'erase'] as const;
type Intent = (typeof INTENTS)[number];
type Answer = { intent: Intent; ok: true; role?: Role; ended?: number } | { intent: Intent; ok: false; code: string };

export async function loader({ context, params }: Route.LoaderArgs) {
  const me = await requireRole(context, isAdmin);
  const id = idFrom(params.id);
  if (id === null) notFound();
  const detail = await pageApi(context).get<MemberDetail>(`/api/newsroom/members/${id}`);
  return { detail, self: me.id === id, deleteWord: DELETE_CONFIRMATION[getRenderContext(context).locale] };
}

/** Each action is confirmed in its own form (a box to tick, or the typed word) and checked again by the server. */
export async function action({ context, params, request }: Route.ActionArgs): Promise<Answer> {
  await requireRole(context, isAdmin);
  const id = idFrom(params.id);
  const form = await request.formData();
  const intent = fieldText(form, 'intent') as Intent;
  if (id === null || !INTENTS.includes(intent)) return { intent: 'role', ok: false, code: 'error-not-found' };
  const reason = fieldText(form, 'reason') || undefined;
  if (intent !== 'erase' && form.get('sure') !== '1') return { intent, ok: false, code: 'error-terms-required' };
  const api = serverApi(context);
  try {
    if (intent === 'role') {
      const role = fieldText(form, 'role') as Role;
      await api.post(`/api/newsroom/members/${id}/role`, { role, reason });
      return { intent, ok: true, role };
    }
    if (intent === 'sign-out') {
      const answer = await api.post<{ sessions_ended?: number }>(`/api/newsroom/members/${id}/sign-out`, { reason });
      return { intent, ok: true, ended: answer.sessions_ended ?? 0 };
    }
    await api.post(`/api/newsroom/members/${id}/erase`, { confirmation: fieldText(form, 'confirmation'), reason });
    return { intent, ok: true };
  } catch (error) {
    return { intent, ok: false, code: accountFailure(error, context, { fields: [] }).form ?? 'error-internal' };
  }
}

function Outcome({ intent, answer }: { intent: Intent; answer: Answer | undefined }) {
  const { t } = useTranslation(['newsroom', 'errors']);
  if (answer?.intent !== intent) return null;
  if (!answer.ok) return <FormAlert>{t(`errors:${answer.code}`)}</FormAlert>;
  if (intent === 'role') return <FormStatus>{t('members.actions.role.done', { role: t(`members.roles.${answer.role ?? 'user'}`) })}</FormStatus>;
  if (intent === 'sign-out') return <FormStatus>{t('members.actions.signOut.done', { count: answer.ended ?? 0 })}</FormStatus>;
  return <FormStatus>{t('members.actions.erase.done')}</FormStatus>;
}

function ReasonField({ id }: { id: string }) {
  const { t } = useTranslation('newsroom');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('members.actions.reason')}
      </label>
      <input id={id} className="field__input" name="reason" maxLength={300} />
    </div>
  );
}

function SureBox({ id }: { id: string }) {
  const { t } = useTranslation('newsroom');
  return (
    <div className="checkbox">
      <input id={id} className="checkbox__input" type="checkbox" name="sure" value="1" required />
      <label className="checkbox__label" htmlFor={id}>
        {t('members.actions.sure')}
      </label>
    </div>
  );
}

/** A content kind's page, where its items have one. */
const contentLink: Partial<Record<MemberDetail['content'][number]['kind'], (id: number) => string>> = {
  'feed-posts': paths.feedPost,
  classifieds: paths.privateAd,
  businesses: paths.business,
  events: paths.event,
};

/** One member for an admin (issue #27): details, role, content, orders, sessions, and the three actions. */
export default function NewsroomMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const { detail, self, deleteWord } = loaderData;
  const { member } = detail;
  const erased = member.deleted_at !== null;
  const auditLink = paths.newsroomAudit(new URLSearchParams({ kind: 'member', subject: String(member.id) }));
  return (
    <>
      <p>
        <Link to={paths.newsroomMembers()}>{t('members.back')}</Link>
      </p>
      <header className="page-header">
        <h1 className="page-title">{erased ? `#${member.id}` : memberLabel(member)}</h1>
        <p className="page-lead">{t(`members.roles.${member.role}`)}</p>
      </header>
      {erased ? <FormStatus tone="info">{t('members.erased', { date: formatDate(member.deleted_at!, locale) })}</FormStatus> : null}
      <section className="panel" aria-labelledby="member-details">
        <h2 id="member-details" className="panel__title">
          {t('members.details')}
        </h2>
        <dl className="member-facts">
          <div>
            <dt>{t('members.id')}</dt>
            <dd>{member.id}</dd>
          </div>
          <div>
            <dt>{t('members.columns.role')}</dt>
            <dd data-testid="member-role">{t(`members.roles.${member.role}`)}</dd>
          </div>
          <div>
            <dt>{t('members.columns.email')}</dt>
            <dd>{member.email ? `${member.email} (${t(member.email_verified ? 'members.verified' : 'members.unverified')})` : '—'}</dd>
          </div>
          <div>
            <dt>{t('members.columns.phone')}</dt>
            <dd>{member.phone ? `${formatPhone(member.phone)} (${t(member.phone_verified ? 'members.verified' : 'members.unverified')})` : '—'}</dd>
          </div>
          <div>
            <dt>{t('members.columns.since')}</dt>
            <dd>{formatDate(member.created_at, locale)}</dd>
          </div>
          <div>
            <dt>{t('members.balance')}</dt>
            <dd>{formatMoney(member.balance_cents, locale)}</dd>
          </div>
          <div>
            <dt>{t('members.locale')}</dt>
            <dd>{member.locale}</dd>
          </div>
          <div>
            <dt>{t('members.providers')}</dt>
            <dd>{member.providers.length ? member.providers.join(', ') : t('members.noProviders')}</dd>
          </div>
        </dl>
        <p>
          <Link to={auditLink}>{t('members.actions.audit')}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="member-content">
        <h2 id="member-content" className="panel__title">
          {t('members.content.title')}
        </h2>
        <ul className="member-content">
          {detail.content.map((kind) => {
            const link = contentLink[kind.kind];
            return (
              <li key={kind.kind}>
                <strong>{t(`members.content.kinds.${kind.kind}`)}</strong>: {formatNumber(kind.count, locale)}
                {link && kind.latest.length ? (
                  <ul aria-label={`${t(`members.content.kinds.${kind.kind}`)}: ${t('members.content.latest')}`}>
                    {kind.latest.map((item) => (
                      <li key={item.id}>
                        <Link to={link(item.id)}>{item.title || `#${item.id}`}</Link> ({item.status})
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="panel" aria-labelledby="member-orders">
        <h2 id="member-orders" className="panel__title">
          {t('members.orders.title')}
        </h2>
        {detail.orders.length === 0 ? (
          <p>{t('members.orders.none')}</p>
        ) : (
          <ul className="member-sessions">
            {detail.orders.map((order) => (
              <li key={order.id}>
                <Link to={paths.order(order.id)}>{t('members.orders.order', { id: order.id })}</Link> · {formatMoney(order.total_cents, locale)} · {t(`members.orders.statuses.${order.status}`)}
                {order.refunded_cents > 0 ? ` · ${t('members.orders.refunded', { amount: formatMoney(order.refunded_cents, locale) })}` : null} · {formatDate(order.created_at, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="member-sessions">
        <h2 id="member-sessions" className="panel__title">
          {t('members.sessions.title')}
        </h2>
        {detail.sessions.length === 0 ? (
          <p data-testid="member-no-sessions">{t('members.sessions.none')}</p>
        ) : (
          <ul className="member-sessions">
            {detail.sessions.map((session, index) => (
              <li key={index}>
                <strong>{session.device ?? t('members.sessions.unknownDevice')}</strong>
                <br />
                {t('members.sessions.method')}: {session.method} · {t('members.sessions.started')} {formatDateTime(session.created_at, locale)} · {t('members.sessions.lastSeen')}{' '}
                {formatDateTime(session.last_seen_at, locale)} · {t('members.sessions.expires')} {formatDateTime(session.expires_at, locale)}
              </li>
            ))}
          </ul>
        )}
        <p className="field__hint">{t('members.sessions.ip')}</p>
      </section>
      {erased ? null : (
        <section className="panel member-actions" aria-labelledby="member-actions">
          <h2 id="member-actions" className="panel__title">
            {t('members.actions.title')}
          </h2>
          <Form method="post" className="member-action" aria-labelledby="action-role">
            <h3 id="action-role" className="member-action__title">
              {t('members.actions.role.title')}
            </h3>
            {self ? (
              <p>{t('members.actions.role.own')}</p>
            ) : (
              <>
                <div className="field">
                  <label className="field__label" htmlFor="member-new-role">
                    {t('members.actions.role.label')}
                  </label>
                  <select id="member-new-role" className="field__input field__select" name="role" defaultValue={member.role}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`members.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <ReasonField id="role-reason" />
                <SureBox id="role-sure" />
                <div>
                  <button type="submit" name="intent" value="role" className={buttonClass('primary')}>
                    {t('members.actions.role.submit')}
                  </button>
                </div>
              </>
            )}
            <Outcome intent="role" answer={actionData} />
          </Form>
          <Form method="post" className="member-action" aria-labelledby="action-sign-out">
            <h3 id="action-sign-out" className="member-action__title">
              {t('members.actions.signOut.title')}
            </h3>
            <p>{t('members.actions.signOut.lead')}</p>
            <ReasonField id="sign-out-reason" />
            <SureBox id="sign-out-sure" />
            <div>
              <button type="submit" name="intent" value="sign-out" className={buttonClass('secondary')}>
                {t('members.actions.signOut.submit')}
              </button>
            </div>
            <Outcome intent="sign-out" answer={actionData} />
          </Form>
          <Form method="post" className="member-action member-action--danger" aria-labelledby="action-erase">
            <h3 id="action-erase" className="member-action__title">
              {t('members.actions.erase.title')}
            </h3>
            {self ? (
              <p>{t('members.actions.erase.own')}</p>
            ) : (
              <>
                <p>{t('members.actions.erase.lead')}</p>
                <div className="field">
                  <label className="field__label" htmlFor="erase-confirmation">
                    {t('members.actions.erase.confirm', { word: deleteWord })}
                  </label>
                  <input id="erase-confirmation" className="field__input" name="confirmation" required autoComplete="off" />
                </div>
                <ReasonField id="erase-reason" />
                <div>
                  <button type="submit" name="intent" value="erase" className={buttonClass('danger')}>
                    {t('members.actions.erase.submit')}
                  </button>
                </div>
              </>
            )}
            <Outcome intent="erase" answer={actionData} />
          </Form>
        </section>
      )}
    </>
  );
}
