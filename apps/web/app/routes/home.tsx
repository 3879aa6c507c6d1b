import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { Pager } from '../components/pager.tsx';
import { verifyEmail } from '../features/account/api/verify-email.ts';
import { loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { getArticles } from '../features/articles/api/get-articles.ts';
import { PlacedAdsStrip } from '../features/ads/components/ads-strip.tsx';
import { ArticleCard } from '../features/articles/components/article-card.tsx';
import { ArticleList } from '../features/articles/components/article-list.tsx';
import { LanguageOrderSwitch } from '../features/articles/components/language-order-switch.tsx';
import { catalogueHref, languageOrderOf } from '../features/articles/language-order.ts';
import { popupSubscribe } from '../features/newsletter/newsletter-intent.server.ts';
import { NEWSLETTER_INTENTS } from '../features/newsletter/newsletter.ts';
import { ApiError } from '../lib/api-client.ts';
import { fieldText } from '../lib/form-data.ts';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import type { ShellHandle } from '../layout/app-shell.tsx';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

/** The ads strip goes below the lead story, so the first screen of a phone shows news. */
export const handle: RouteHandle & ShellHandle = { titleKey: 'meta:titles.home', adsStrip: 'in-page' };

type Verification = 'verified' | 'failed' | null;

/** /verify-email?token=… (the link of the confirmation e-mail): the result goes above the catalogue. */
async function verification(request: Request, api: ReturnType<typeof serverApi>): Promise<Verification> {
  const url = new URL(request.url);
  if (url.pathname !== paths.verifyEmail()) return null;
  const token = url.searchParams.get('token');
  if (!token) return null;
  if (!/^[\w-]{16,200}$/.test(token)) return 'failed';
  try {
    await verifyEmail(api, token);
    return 'verified';
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return 'failed';
    console.error('Failed to verify an e-mail address', error);
    return 'failed';
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const order = languageOrderOf(getRenderContext(context).locale, new URL(request.url));
  const [articles, verified] = await Promise.all([
    getArticles(pageApi(context), { page, langFirst: order?.first }),
    verification(request, serverApi(context)),
  ]);
  if (page > articles.last_page) notFound();
  return { articles, verification: verified, order };
}

/** The home page's one form: the newsletter pop-up's "Subscribe". */
export async function action({ context, request }: Route.ActionArgs) {
  const intent = fieldText(await request.formData(), 'intent');
  if (intent === NEWSLETTER_INTENTS.subscribe) return popupSubscribe(context, await requireUser(context), (error) => loginRedirectFor(error, context));
  return { intent, ok: false, error: 'error-bad-request' };
}

export const meta: Route.MetaFunction = (args) =>
  args.location.pathname === paths.verifyEmail()
    ? seoMeta(args, { titleKey: 'meta:titles.verifyEmail', descriptionKey: 'meta:descriptions.home', noindex: true })
    : seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.home', describesSite: true });

function VerificationBanner({ result }: { result: Exclude<Verification, null> }) {
  const { t } = useTranslation('articles');
  if (result === 'verified') {
    return (
      <div className="notice notice--success verify-banner" role="status">
        <p>{t('verify.verified')}</p>
      </div>
    );
  }
  return (
    <div className="notice notice--error verify-banner" role="alert">
      <p>
        <strong>{t('verify.failed')}</strong>
      </p>
      <p>
        {t('verify.failedHint')} {t('verify.newLink')}
      </p>
    </div>
  );
}

/**
 * The article catalogue (spec §2: / and /verify-email). The first page opens with the lead
 * story, headline beside its picture on wide screens, then the ads strip, then the rest.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('articles');
  const { articles, verification: result, order } = loaderData;
  const lead = articles.current_page === 1 ? articles.data[0] : undefined;
  const rest = lead ? articles.data.slice(1) : articles.data;
  return (
    <div className="container home">
      {result ? <VerificationBanner result={result} /> : null}
      <header className="page-header home__header">
        <h1 className="page-title home__title">{t('catalogue.heading')}</h1>
        <p className="page-lead home__lead-text">{t('catalogue.lead')}</p>
        <LanguageOrderSwitch base={paths.home()} order={order} />
      </header>
      {articles.data.length === 0 ? <p className="notice">{t('catalogue.empty')}</p> : null}
      {lead ? (
        <div className="home__lead">
          <ArticleCard article={lead} featured eager />
        </div>
      ) : null}
      <div className="home__ads">
        <PlacedAdsStrip />
      </div>
      {rest.length > 0 ? <ArticleList articles={rest} featureFirst={false} eagerFirst={!lead} /> : null}
      <Pager page={articles.current_page} last={articles.last_page} href={(n) => catalogueHref(paths.home(), n, order)} />
    </div>
  );
}
