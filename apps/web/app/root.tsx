import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@gazeta/contract';
import type { Route } from './+types/root';
import { signedInState } from './features/account/session.server.ts';
import { getAds } from './features/ads/api/get-ads.ts';
import { getCategories } from './features/articles/api/get-categories.ts';
import { getViewers } from './features/viewers/api/get-viewers.ts';
import { useVisitCounter } from './features/viewers/hooks/use-visit-counter.ts';
import { useErrorText } from './components/form.tsx';
import { BackHomeLink } from './components/back-home-link.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { syncAuthData } from './lib/auth-data.ts';
import { loadMessages } from './lib/i18n.ts';
import { getRates } from './lib/rates.ts';
import { messageHrefsIn } from './lib/namespaces.ts';
import type { PageErrorData } from './lib/loader-utils.ts';
import { namespaceMessages, sharedMessages } from './lib/messages.server.ts';
import { shouldRevalidateShell } from './lib/revalidate.ts';
import { seoMeta, type RouteHandle } from './lib/seo.ts';
import { getRenderContext, serverApi } from './lib/server-context.ts';
import { keepForShell } from './lib/shell-data.server.ts';
import type { Api } from './lib/api-client.ts';
import { sweepExpired } from './lib/storage.ts';
import { useLocaleSync } from './lib/use-locale-sync.ts';
import appCss from './styles/app.css?url';
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interLatin from './styles/fonts/inter-latin-core-wght-normal.woff2?url';
import literataCyrillic from '@fontsource-variable/literata/files/literata-cyrillic-wght-normal.woff2?url';
import literataLatin from './styles/fonts/literata-latin-core-wght-normal.woff2?url';

/**
 * The font files the first screen needs in the page's language (decision 019): the headline
 * serif and the interface sans. The browser would find them only after the stylesheet.
 */
const FIRST_SCREEN_FONTS = { ru: [literataCyrillic, interCyrillic], en: [literataLatin, interLatin] } as const;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/** Failures here are only logged (spec §8): the page renders without that part. */
async function quietly<T>(work: Promise<T>, fallback: T, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error(message, error);
    return fallback;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, origin, shellVersion, testMode = false } = getRenderContext(context);
  const api = serverApi(context);
  const shell = <T,>(part: string, read: (api: Api) => Promise<T>) => keepForShell(`${part}:${locale}`, shellVersion, () => read(api));
  const [categories, viewers, ads, rates, auth] = await Promise.all([
    quietly(shell('categories', getCategories), [], 'Failed to get categories'),
    quietly(shell('viewers', getViewers), null, 'Failed to get viewers'),
    quietly(shell('ads', getAds), [], 'Failed to fetch advertisement'),
    quietly(shell('rates', getRates), null, 'Failed to get the rate table'),
    // Only a request with the session cookie asks (anonymous pages are cached and never do).
    quietly(signedInState(context), null, 'Failed to get auth status'),
  ]);
  const user: User | null = auth?.auth ? auth.user : null;
  // A signed-in reader has the notification bell on every page: it speaks the feed's language.
  const feedMessages = user ? namespaceMessages(locale, 'feed') : null;
  return { locale, messages: sharedMessages(locale), feedMessages, origin, categories, viewers, ads, rates, user, testMode };
}

/**
 * The message files the next page's loaders name (its namespaces, or a new language's shared
 * texts) are fetched before it renders; the first page's before it hydrates (entry.client.tsx).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const results = await next();
    const hrefs = Object.values(results).flatMap((result) => (result.type === 'data' ? messageHrefsIn(result.result) : []));
    await Promise.all(hrefs.map(loadMessages));
    return results;
  },
];

export const shouldRevalidate = shouldRevalidateShell;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'ru';
  // The message files this page speaks, fetched with the page's first requests (decision 031).
  const messageFiles = useMatches().flatMap((match) => messageHrefsIn(match.loaderData));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9e1b16" />
        {messageFiles.map((href) => (
          <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" data-messages="" />
        ))}
        {FIRST_SCREEN_FONTS[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function ClientEffects({ locale, user }: { locale: 'en' | 'ru'; user: User | null }) {
  useLocaleSync(locale);
  useVisitCounter();
  useEffect(() => sweepExpired(), []);
  // Spec §3-§4: authData is stored on sign-in and removed on sign-out.
  useEffect(() => syncAuthData(user), [user]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell data={loaderData}>
      <ClientEffects locale={loaderData.locale} user={loaderData.user} />
      <Outlet />
    </AppShell>
  );
}

export const meta: Route.MetaFunction = (args) => {
  // Pages set their own meta; this covers the error boundary (404 and 500).
  if (!args.error) return [];
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return seoMeta(args, { titleKey: notFound ? 'meta:titles.notFound' : 'meta:titles.error', descriptionKey: 'meta:descriptions.notFound', noindex: true });
};

export const handle: RouteHandle = { titleKey: 'meta:titles.home' };

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation(['layout', 'common']);
  const errorText = useErrorText();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A request the page cannot answer (the API refused it): the reason, translated (loader-utils.ts).
  if (isRouteErrorResponse(error) && error.status < 500) {
    const code = (error.data as Partial<PageErrorData> | null)?.code;
    return (
      <div className="container prose">
        <h1>{t('layout:error.requestHeading')}</h1>
        <p>{errorText(code ?? 'error-bad-request')}</p>
        <BackHomeLink />
      </div>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="container prose">
      <h1>{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
    </div>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) {
    return (
      <main className="container prose">
        <h1>Ошибка! Попробуйте позже.</h1>
        <p lang="en">Error! Try again later.</p>
        <p>
          <a href="/">Газета / Gazeta</a>
        </p>
      </main>
    );
  }
  return (
    <AppShell data={data}>
      <ErrorContent />
    </AppShell>
  );
}
