import { useTranslation } from 'react-i18next';
import { SITE } from '@gazeta/contract';
import type { Route } from './+types/about';
import { Sections, type Section } from '../components/sections.tsx';
import { RatesTable } from '../layout/rates-table.tsx';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.about' };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.about' });

export default function AboutPage() {
  const { t } = useTranslation(['pages', 'layout']);
  return (
    <div className="container prose">
      <h1 className="page-title">{t('pages:about.heading')}</h1>
      <Sections items={t('pages:about.sections', { returnObjects: true }) as Section[]} />
      <p>{t('pages:about.contact', { email: SITE.email, phone: SITE.phone })}</p>
      <section id="community">
        <h2>{t('layout:popups.community.title')}</h2>
        {(t('layout:popups.community.body', { returnObjects: true }) as string[]).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <section id="rates">
        <h2>{t('layout:popups.rates.title')}</h2>
        <RatesTable />
      </section>
    </div>
  );
}
