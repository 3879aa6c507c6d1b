import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Classified, type Locale } from '@gazeta/contract';
import type { Route } from './+types/private-ads-ad';
import type { loader as rootLoader } from '../root.tsx';
import { loginRedirectFor } from '../features/account/session.server.ts';
import { getClassified } from '../features/classifieds/api/get-classified.ts';
import { adPath, catalogueBase } from '../features/classifieds/catalogue-query.ts';
import { classifiedAction } from '../features/classifieds/classified-action.server.ts';
import { classifiedJsonLd } from '../features/classifieds/classified-json-ld.ts';
import { AdGallery } from '../features/classifieds/components/ad-gallery.tsx';
import { AdRuns } from '../features/classifieds/components/ad-runs.tsx';
import { ClassifiedText } from '../features/classifieds/components/classified-text.tsx';
import { ContactOwner } from '../features/classifieds/components/contact-owner.tsx';
import { ReportAd } from '../features/classifieds/components/report-ad.tsx';
import { chicagoToday, formatDate } from '../lib/format.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { describeText, namespacedSeoMeta, originOf, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'classifieds:meta.titles.ad' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const ad = await getClassified(pageApi(context), idFrom(params.id));
  const { origin } = getRenderContext(context);
  // Today in Chicago, to tell issues to come from those already out.
  const today = chicagoToday();
  return { ad, url: `${origin}${adPath(ad.id)}`, today };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return classifiedAction(context, idFrom(params.id), await request.formData(), (error) => loginRedirectFor(error, context));
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { ad, url } = data;
  const origin = originOf(args.matches, url);
  return namespacedSeoMeta(
    args,
    {
      titleKey: handle.titleKey,
      titleValues: { title: ad.title },
      description: describeText(ad.text),
      image: ad.image,
      // An ad no reader sees in the catalogue (its owner's view) is not for search engines.
      noindex: ad.status !== 'running',
      breadcrumbs: [
        { nameKey: 'classifieds:catalogue.heading', path: catalogueBase(null) },
        { name: ad.section.name, path: catalogueBase(ad.section.slug) },
        { name: ad.title, path: adPath(ad.id) },
      ],
    },
    [{ 'script:ld+json': classifiedJsonLd(ad, { url, origin }) }],
  );
};

/** One private ad (spec §2 /private-ads/{id}). */
export default function PrivateAdPage({ loaderData }: Route.ComponentProps) {
  return <AdView key={loaderData.ad.id} ad={loaderData.ad} today={loaderData.today} />;
}

function AdView({ ad, today }: { ad: Classified; today: string }) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <div className="container ad-page">
      <nav className="ad-page__back" aria-label={t('ad.back')}>
        <Link to={catalogueBase(null)}>{t('catalogue.heading')}</Link>
        <span aria-hidden="true"> › </span>
        <Link to={catalogueBase(ad.section.slug)}>{ad.section.name}</Link>
      </nav>
      {ad.status === 'running' ? null : <p className="notice ad-page__state">{t('ad.notListed', { status: t(`ad.status.${ad.status}`) })}</p>}
      <article className="ad-page__ad">
        <AdGallery images={ad.images} />
        <ClassifiedText
          title={ad.title}
          text={ad.text}
          extras={ad.extras}
          lang={ad.lang}
          className="classified--page"
          heading={<h1 className="classified__title ad-page__title">{ad.title}</h1>}
        />
        {ad.lang === locale ? null : <p className="ad-page__language">{t(`ad.languageNote.${ad.lang}`)}</p>}
        <dl className="ad-facts">
          <div>
            <dt>{t('ad.kind')}</dt>
            <dd>
              <span className={`ad-type ad-type--${ad.type}`}>{t(`types.${ad.type}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('ad.section')}</dt>
            <dd>
              <Link to={catalogueBase(ad.section.slug)}>{ad.section.name}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('ad.published')}</dt>
            <dd>
              <time dateTime={ad.published_at} suppressHydrationWarning>
                {formatDate(ad.published_at, locale)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('ad.validUntil')}</dt>
            <dd>
              <time dateTime={ad.valid_until}>{formatDate(ad.valid_until, locale)}</time>
            </dd>
          </div>
          {ad.phone ? (
            <div>
              <dt>{t('ad.phone')}</dt>
              <dd>
                <a href={`tel:${ad.phone}`} className="ad-facts__phone">
                  {formatPhone(ad.phone)}
                </a>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('ad.number')}</dt>
            <dd>{ad.id}</dd>
          </div>
        </dl>
      </article>
      <AdRuns runs={ad.runs} today={today} />
      <ContactOwner signedIn={signedIn} own={ad.own} />
      {ad.own || ad.status !== 'running' ? null : <ReportAd />}
    </div>
  );
}
