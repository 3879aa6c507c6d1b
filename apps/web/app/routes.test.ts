// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';
import routes from './routes.ts';

/** Every entry of the route config with its full URL path; a pathless layout has none. */
function flatten(entries: readonly RouteConfigEntry[], parent = ''): { path: string | undefined; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? (entry.index ? parent || '/' : undefined) : `${parent}/${entry.path}`;
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path ?? parent)];
  });
}

const entries = flatten(routes);
/**
 * A pathless layout (`layout(…)`) is no page of its own: the pages inside it have the titles. A
 * resource route (a `.ts` module: an action the page posts to) renders nothing.
 */
const pages = [...new Set(entries.filter((entry) => entry.path !== undefined && entry.file.endsWith('.tsx')).map((entry) => entry.file))];

function lookup(key: string, locale: (typeof LOCALES)[number]): unknown {
  const [ns, path] = key.split(':') as [keyof (typeof resources)['en'], string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[locale][ns]);
}

describe('route modules', () => {
  it('serve the spec §2 paths built so far (and the phone menu as a page)', () => {
    expect(entries.map(({ path, file }) => [path ?? '(layout)', file])).toEqual([
      ['/', 'routes/home.tsx'],
      ['/verify-email', 'routes/home.tsx'],
      ['/cat/:category', 'routes/category.tsx'],
      ['/article/:id', 'routes/article.tsx'],
      ['/archive', 'routes/archive.tsx'],
      ['/map', 'routes/map.tsx'],
      ['/search', 'routes/search.tsx'],
      ['/search/:name', 'routes/search.tsx'],
      ['/menu', 'routes/menu.tsx'], // not in the spec: the phone menu before JavaScript runs
      ['/private-ads', 'routes/private-ads-layout.tsx'],
      ['/private-ads', 'routes/private-ads.tsx'],
      ['/private-ads/cat/:category', 'routes/private-ads.tsx'],
      ['/private-ads/:id', 'routes/private-ads-ad.tsx'],
      ['/ethnic-ads', 'routes/ethnic-ads-layout.tsx'],
      ['/ethnic-ads', 'routes/ethnic-ads.tsx'],
      ['/ethnic-ads/:id', 'routes/ethnic-ads-business.tsx'],
      ['(layout)', 'routes/events-layout.tsx'],
      ['/events', 'routes/events.tsx'],
      ['/event/:id', 'routes/event.tsx'],
      ['/viewers/visit', 'routes/viewers-visit.ts'], // not in the spec: the daily visit count's action, no page
      ['/ads/seen', 'routes/ads-seen.ts'], // not in the spec: the ads strip's views, counted for the advertisers; no page
      ['/profile/notifications', 'routes/profile-notifications.tsx'],
      ['/profile/orders', 'routes/profile-orders.tsx'],
      ['/profile/orders/:id', 'routes/profile-order.tsx'],
      ['/payment-success', 'routes/payment-success.tsx'],
      ['/payment-failed', 'routes/payment-failed.tsx'],
      ['/payment/sandbox/:session', 'routes/payment-sandbox.tsx'], // not in the spec: the sandbox provider's checkout
      ['/feed', 'routes/feed-layout.tsx'],
      ['/feed', 'routes/feed.tsx'],
      ['/feed/moderation', 'routes/feed-moderation.tsx'],
      ['/feed/:id', 'routes/feed-post.tsx'],
      ['(layout)', 'routes/pages-layout.tsx'],
      ['/about', 'routes/about.tsx'],
      ['/terms-and-conditions', 'routes/terms.tsx'],
      ['/user-delete-info', 'routes/user-delete-info.tsx'],
      ['/private-ad-instruction', 'routes/private-ad-instruction.tsx'],
      ['/login', 'routes/login.tsx'],
      ['/register', 'routes/register.tsx'],
      ['/forgot-password', 'routes/forgot-password.tsx'],
      ['/reset-password', 'routes/reset-password.tsx'],
      ['/logout', 'routes/logout.tsx'],
      ['/profile', 'routes/profile.tsx'],
      ['/profile/changeinfo', 'routes/profile-changeinfo.tsx'],
      ['/profile/classifields', 'routes/profile-classifields.tsx'],
      ['/profile/business', 'routes/profile-business.tsx'],
      ['/profile/events', 'routes/profile-events.tsx'],
      ['/profile/banners', 'routes/profile-banners.tsx'],
      ['/profile/advertising', 'routes/profile-advertising.tsx'],
      ['/profile/subscribe', 'routes/profile-subscribe.tsx'],
      ['/profile/social-request', 'routes/profile-social-request.tsx'],
      ['/admin/rates', 'routes/admin-rates.tsx'], // not in the spec: the rate table, for admins (decision 048)
      ['/admin/jobs', 'routes/admin-jobs.tsx'], // not in the spec: the job record and undelivered mail, for admins (decisions 038, 047)
      ['/newsletter/confirm', 'routes/newsletter-confirm.tsx'],
      ['/newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'],
      ['/styleguide', 'routes/styleguide.tsx'], // not in the spec: the design system, for staff (issue #13)
      ['(layout)', 'routes/newsroom-layout.tsx'], // the newsroom (issue #27): the staff's console
      ['/newsroom', 'routes/newsroom.tsx'],
      ['/newsroom/print', 'routes/newsroom-print.tsx'],
      ['/newsroom/categories', 'routes/newsroom-categories.tsx'],
      ['/newsroom/tags', 'routes/newsroom-tags.tsx'],
      ['/newsroom/ads', 'routes/newsroom-ads.tsx'],
      ['/newsroom/members', 'routes/newsroom-members.tsx'],
      ['/newsroom/members/:id', 'routes/newsroom-members-detail.tsx'],
      ['/newsroom/audit', 'routes/newsroom-audit.tsx'],
      ['/newsroom/review', 'routes/newsroom-review.tsx'],
      ['/newsroom/articles', 'routes/newsroom-articles.tsx'],
      ['/newsroom/articles/new', 'routes/newsroom-articles-new.tsx'],
      ['/newsroom/articles/media', 'routes/newsroom-articles-media.ts'],
      ['/newsroom/articles/:id', 'routes/newsroom-articles-edit.tsx'],
      ['/*', 'routes/not-found.tsx'],
    ]);
  });

  it('are all in the config: no module in routes/ is left unused', () => {
    const onDisk = readdirSync(new URL('./routes/', import.meta.url)).map((name) => `routes/${name}`);
    expect(onDisk.sort()).toEqual([...new Set(entries.map((entry) => entry.file))].sort());
  });

  it.each(pages)('%s has a page-title key translated in every locale', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const key = source.match(/export const handle: RouteHandle(?: & \w+)? = \{ titleKey: '([\w:.-]+)'(?:, [^}]+)? \}/)?.[1];
    expect(key, `${file} exports handle.titleKey`).toBeDefined();
    for (const locale of LOCALES) expect(lookup(key!, locale), `${locale} ${key}`).toBeTypeOf('string');
  });
});
