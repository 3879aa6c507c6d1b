import { useTranslation } from 'react-i18next';
import { SITE } from '@gazeta/contract';
import type { Route } from './+types/user-delete-info';
import { Sections, type Section } from '../components/sections.tsx';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.userDeleteInfo' };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.userDeleteInfo' });

export default function UserDeleteInfoPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="container prose">
      <h1 className="page-title">{t('userDeleteInfo.heading')}</h1>
      <p className="page-lead">{t('userDeleteInfo.intro')}</p>
      <Sections items={t('userDeleteInfo.sections', { returnObjects: true, email: SITE.email }) as Section[]} />
    </div>
  );
}
