import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, isAdmin, ROLES, type Locale, type MembersPage } from '@gazeta/contract';
import type { Route } from './+types/newsroom-members';
import { buttonClass } from '../components/button.ts';
import { requireRole } from '../features/account/session.server.ts';
import membersCss from '../features/newsroom-members/members.css?url';
import { memberLabel } from '../features/newsroom-members/member-name.ts';
import { formatDate } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomMembers' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: membersCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The search as the address holds it: a GET form, so it works before JavaScript and can be linked. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, isAdmin);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const role = url.searchParams.get('role') ?? '';
  const cursor = url.searchParams.get('cursor') ?? '';
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if ((ROLES as readonly string[]).includes(role)) query.set('role', role);
  if (/^\d{1,10}$/.test(cursor)) query.set('cursor', cursor);
  // The server checks the admin's rung again.
  const page = await pageApi(context).get<MembersPage>(`/api/newsroom/members?${query}`);
  return { page, q, role: query.get('role') ?? '' };
}

/** The newsroom's members (issue #27): search by name, phone however typed, or e-mail. */
export default function NewsroomMembers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const { page, q, role } = loaderData;
  const next = page.next === null ? null : `${paths.newsroomMembers()}?${new URLSearchParams({ ...(q ? { q } : {}), ...(role ? { role } : {}), cursor: String(page.next) })}`;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('members.title')}</h1>
        <p className="page-lead">{t('members.lead')}</p>
      </header>
      <Form method="get" className="members-search" role="search">
        <div className="members-search__row">
          <div className="field">
            <label className="field__label" htmlFor="members-q">
              {t('members.search.label')}
            </label>
            <p className="field__hint" id="members-q-hint">
              {t('members.search.hint')}
            </p>
            <input id="members-q" className="field__input" type="search" name="q" defaultValue={q} maxLength={100} aria-describedby="members-q-hint" />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="members-role">
              {t('members.search.role')}
            </label>
            <select id="members-role" className="field__input field__select" name="role" defaultValue={role}>
              <option value="">{t('members.search.anyRole')}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`members.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button type="submit" className={buttonClass('primary')}>
            {t('members.search.submit')}
          </button>
        </div>
      </Form>
      {page.data.length === 0 ? (
        <p>{t('members.search.none')}</p>
      ) : (
        <ul className="members-list" aria-label={t('members.search.results')}>
          {page.data.map((member) => (
            <li key={member.id} className="member-card" data-testid={`member-${member.id}`}>
              <h2 className="member-card__name">
                <Link to={paths.newsroomMember(member.id)}>{memberLabel(member)}</Link>
              </h2>
              <p className="member-card__facts">
                <span>{t(`members.roles.${member.role}`)}</span>
                {member.email ? <span>{member.email}</span> : null}
                {member.phone ? <span>{formatPhone(member.phone)}</span> : null}
                <span>
                  {t('members.columns.since')} {formatDate(member.created_at, locale)}
                </span>
                {member.active ? null : <span>{t('members.inactive')}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p>
          <Link to={next} className={buttonClass('secondary')}>
            {t('members.search.next')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
