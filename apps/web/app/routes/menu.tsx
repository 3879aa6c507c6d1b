import { useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/menu';
import { MenuLinks } from '../layout/mobile-menu.tsx';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import type { loader as rootLoader } from '../root.tsx';

export const handle: RouteHandle = { titleKey: 'meta:titles.menu' };

/** A page of its own only for a phone whose menu button was tapped before JavaScript ran. */
export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

export default function MenuPage() {
  const { t } = useTranslation('layout');
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="container menu-page">
      <h1 className="page-title">{t('mobileMenu.title')}</h1>
      <MenuLinks categories={root?.categories ?? []} user={root?.user ?? null} />
    </div>
  );
}
