import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/newsroom';
import { placesFor } from '../features/newsroom/nav.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroom' };

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The newsroom's overview: who is signed in, and the places of the console they may open. */
export default function NewsroomHome() {
  const { t } = useTranslation('newsroom');
  const frame = useRouteLoaderData<{ role: 'moderator' | 'editor' | 'admin' }>('routes/newsroom-layout');
  const role = frame?.role ?? 'moderator';
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('home.title')}</h1>
        <p className="page-lead">{t('home.lead')}</p>
        <p>{t('home.role', { role: t(`home.roles.${role}`) })}</p>
      </header>
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
