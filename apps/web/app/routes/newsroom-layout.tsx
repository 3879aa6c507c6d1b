import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canModerate } from '@gazeta/contract';
import type { Route } from './+types/newsroom-layout';
import type { ShellHandle } from '../layout/app-shell.tsx';
import { requireRole } from '../features/account/session.server.ts';
import newsroomCss from '../features/newsroom/newsroom.css?url';
import { placesFor } from '../features/newsroom/nav.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { getRenderContext } from '../lib/server-context.ts';

// The console shows no ads: staff work here, readers never see it.
export const handle: ShellHandle = { adsStrip: 'none' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsroomCss }];

/**
 * The newsroom's frame (issue #27): its texts, and the places the signed-in staff member may
 * open. A member who is not staff gets the same 404 as for any unknown page; each page and
 * every API call under it checks its own rung again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireRole(context, canModerate);
  return { newsroomMessages: namespaceMessages(getRenderContext(context).locale, 'newsroom'), role: user.role };
}

export default function NewsroomLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  return (
    <div className="container newsroom">
      <nav className="newsroom-nav" aria-label={t('nav.label')}>
        <ul className="newsroom-nav__list">
          {placesFor(loaderData.role).map((place) => (
            <li key={place.to}>
              <NavLink to={place.to} end className="newsroom-nav__link">
                {t(`nav.${place.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="newsroom-main">
        <Outlet />
      </div>
    </div>
  );
}
