import { Link, redirect, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { Route } from './+types/private-ads';
import type { loader as rootLoader } from '../root.tsx';
import { buttonClass } from '../components/button.ts';
import { getClassifieds } from '../features/classifieds/api/get-classifieds.ts';
import { getClassifiedSections } from '../features/classifieds/api/get-sections.ts';
import { catalogueBase, catalogueHref, isFirstPlainPage, readCatalogue } from '../features/classifieds/catalogue-query.ts';
import { AdList } from '../features/classifieds/components/ad-list.tsx';
import { CatalogueFilters, ClassifiedsSearch } from '../features/classifieds/components/catalogue-tools.tsx';
import { SectionChips } from '../features/classifieds/components/section-chips.tsx';
import { formatNumber } from '../lib/format.ts';
import { notFound } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'classifieds:meta.titles.catalogue' };

/** The private ads catalogue, whole or of one section (spec §2: /private-ads, /private-ads/cat/{category}). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const read = readCatalogue(params.category, url.searchParams);
  if (!read) notFound();
  // One address per page (the filter form without JavaScript sends empty fields).
  if (read.canonical) throw redirect(read.canonical);
  const { query } = read;
  const api = pageApi(context);
  const [sections, ads] = await Promise.all([getClassifiedSections(api), getClassifieds(api, query)]);
  return { query, sections, ads };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const section = data.query.section ? data.sections.data.find((s) => s.slug === data.query.section) : undefined;
  return namespacedSeoMeta(args, {
    titleKey: section ? 'classifieds:meta.titles.section' : handle.titleKey,
    titleValues: section ? { section: section.name } : {},
    descriptionKey: section ? 'classifieds:meta.descriptions.section' : 'classifieds:meta.descriptions.catalogue',
    descriptionValues: section ? { section: section.name } : {},
    // Filtered, searched and later pages are for readers, not for search engines.
    noindex: !isFirstPlainPage(data.query),
    breadcrumbs: [
      { nameKey: 'classifieds:catalogue.heading', path: catalogueBase(null) },
      ...(section ? [{ name: section.name, path: catalogueBase(section.slug) }] : []),
    ],
  });
};

export default function PrivateAdsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  const { query, sections, ads } = loaderData;
  const section = query.section ? sections.data.find((s) => s.slug === query.section) : undefined;
  // Placing needs an account: a reader without a session signs in first (the login has no return path yet).
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  // A new address is a new list (and forms holding its choices).
  const key = catalogueHref(query);
  return (
    <div className="container catalogue">
      <header className="page-header page-header--row catalogue__header">
        <div>
          <h1 className="page-title">{section ? t('catalogue.sectionHeading', { section: section.name }) : t('catalogue.heading')}</h1>
          <p className="page-lead">
            {t('catalogue.lead')} <Link to={paths.privateAdInstruction()}>{t('catalogue.place')}</Link>
          </p>
        </div>
        <Link to={signedIn ? paths.profileClassifieds({ new: true }) : paths.login()} className={buttonClass('primary', { extra: 'catalogue__place' })}>
          {t('catalogue.placeAd')}
        </Link>
      </header>
      <ClassifiedsSearch key={`search ${key}`} query={query} />
      <SectionChips sections={sections} query={query} />
      <CatalogueFilters key={`filters ${key}`} query={query} />
      <p className="catalogue__count" role="status">
        {query.q
          ? ads.total_capped
            ? t('catalogue.foundMore', { number: formatNumber(ads.total, locale), query: query.q })
            : t('catalogue.found', { count: ads.total, query: query.q })
          : t('catalogue.count', { count: ads.total })}
      </p>
      {ads.data.length === 0 ? (
        <div className="notice">
          <p>{query.q ? t('catalogue.emptySearch', { query: query.q }) : t('catalogue.empty')}</p>
          {query.q || query.type || query.photo ? <p>{t('catalogue.emptyHint')}</p> : null}
        </div>
      ) : (
        <AdList key={key} first={ads} query={query} />
      )}
    </div>
  );
}
