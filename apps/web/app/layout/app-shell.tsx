import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { Advertisement, Category, Locale, User, ViewerCounts } from '@gazeta/contract';
import { Toaster } from '../components/toaster.tsx';
import { AdsContext, AdsStrip, BannerRow, useAds } from '../features/ads/components/ads-strip.tsx';
import { getI18n, type MessagesHref } from '../lib/i18n.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SubscriptionPopup } from './subscription-popup.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';
import { UrlNotice } from './url-notice.tsx';

export interface ShellData {
  locale: Locale;
  /** The address of the shared messages (decision 031). */
  messages: MessagesHref;
  categories: Category[];
  viewers: ViewerCounts | null;
  ads: Advertisement[];
  /** The signed-in user; null for everyone else (and on every cached page). */
  user: User | null;
  /** Payments run on the sandbox: no money moves, and every page says so. */
  testMode?: boolean;
}

/** What a route's `handle` may ask of the frame. */
export interface ShellHandle {
  /** The page places the ads strip itself (`PlacedAdsStrip`), not the frame under the header; or shows no ads at all (the newsroom). */
  adsStrip?: 'in-page' | 'none';
}

/** The frame around every page: header, ads strip, content, footer and the floating parts. */
export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const i18n = getI18n(data.locale, data.messages);
  // The root's and the page's on-demand texts (`{ns}Messages`), before the page renders.
  const matches = useMatches();
  addNamespacesFromMatches(i18n, matches);
  const { pathname } = useLocation();
  const ads = useAds(data.ads);
  const placement = matches.map((match) => (match.handle as ShellHandle | undefined)?.adsStrip).find(Boolean);
  return (
    <I18nextProvider i18n={i18n}>
      <AdsContext value={ads}>
      <a href="#main" className="skip-link">
        {i18n.t('layout:skipToContent')}
      </a>
      {data.testMode ? <TestModeBanner /> : null}
      <Header categories={data.categories} user={data.user} />
      {placement ? null : <AdsStrip ads={ads} />}
      <main id="main" className="main" tabIndex={-1}>
        <UrlNotice />
        {children}
      </main>
      {placement === 'none' ? null : <BannerRow ads={ads} />}
      <Footer viewers={data.viewers} />
      <ScrollToTop />
      <Toaster />
      {pathname === '/' ? <SubscriptionPopup user={data.user} /> : null}
      </AdsContext>
    </I18nextProvider>
  );
}
