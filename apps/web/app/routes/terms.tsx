import { useTranslation } from 'react-i18next';
import { SITE, type Locale } from '@gazeta/contract';
import type { Route } from './+types/terms';
import { Sections, type Section } from '../components/sections.tsx';
import { formatDate } from '../lib/format.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.terms' };

/** When the terms below last changed. */
const TERMS_UPDATED = '2026-11-01';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.terms' });

export default function TermsPage() {
  const { t, i18n } = useTranslation('pages');
  const sections = t('terms.sections', { returnObjects: true, email: SITE.email }) as Section[];
  return (
    <div className="container prose">
      <h1 className="page-title">{t('terms.heading')}</h1>
      <p className="muted">{t('terms.updated', { date: formatDate(TERMS_UPDATED, i18n.language as Locale) })}</p>
      <Sections items={sections} />
    </div>
  );
}
