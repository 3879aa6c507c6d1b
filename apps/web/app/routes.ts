import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Spec §2 routes that exist so far; later sections (events, ads) answer 404 until built. */
export default [
  index('routes/home.tsx'),
  route('verify-email', 'routes/home.tsx', { id: 'routes/verify-email' }),
  route('cat/:category', 'routes/category.tsx'),
  route('article/:id', 'routes/article.tsx'),
  route('archive', 'routes/archive.tsx'),
  route('map', 'routes/map.tsx'),
  route('search', 'routes/search.tsx', { id: 'routes/search-empty' }),
  route('search/:name', 'routes/search.tsx'),
  route('menu', 'routes/menu.tsx'),
  // The private ads (issue #14): their texts and styles come with their frame.
  route('private-ads', 'routes/private-ads-layout.tsx', [
    index('routes/private-ads.tsx'),
    route('cat/:category', 'routes/private-ads.tsx', { id: 'routes/private-ads-section' }),
    route(':id', 'routes/private-ads-ad.tsx'),
  ]),
  // The business directory (issue #15): its texts and styles come with its frame.
  route('ethnic-ads', 'routes/ethnic-ads-layout.tsx', [index('routes/ethnic-ads.tsx'), route(':id', 'routes/ethnic-ads-business.tsx')]),
  // Events (issue #15): their texts and styles come with their frame.
  layout('routes/events-layout.tsx', [route('events', 'routes/events.tsx'), route('event/:id', 'routes/event.tsx')]),
  // Posted to by the page itself (the daily visit count): no page of its own.
  route('viewers/visit', 'routes/viewers-visit.ts'),
  // Posted to by the ads strip (the ads a reader saw, counted for their advertisers): no page either.
  route('ads/seen', 'routes/ads-seen.ts'),
  route('profile/notifications', 'routes/profile-notifications.tsx'),
  // Orders and payments (issue 14): the receipts, and where a checkout comes back to.
  route('profile/orders', 'routes/profile-orders.tsx'),
  route('profile/orders/:id', 'routes/profile-order.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),
  route('payment-failed', 'routes/payment-failed.tsx'),
  // The sandbox provider's checkout (test mode): the page Stripe's would be.
  route('payment/sandbox/:session', 'routes/payment-sandbox.tsx'),
  // Spec §2: every route containing "feed" has the feed sidebar, so they share one layout.
  route('feed', 'routes/feed-layout.tsx', [
    index('routes/feed.tsx'),
    route('moderation', 'routes/feed-moderation.tsx'),
    route(':id', 'routes/feed-post.tsx'),
  ]),
  // The static and account pages bring their own texts (decision 010).
  layout('routes/pages-layout.tsx', [
    route('about', 'routes/about.tsx'),
    route('terms-and-conditions', 'routes/terms.tsx'),
    route('user-delete-info', 'routes/user-delete-info.tsx'),
    route('private-ad-instruction', 'routes/private-ad-instruction.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/changeinfo', 'routes/profile-changeinfo.tsx'),
    route('profile/classifields', 'routes/profile-classifields.tsx'),
    route('profile/business', 'routes/profile-business.tsx'),
    route('profile/events', 'routes/profile-events.tsx'),
    route('profile/banners', 'routes/profile-banners.tsx'),
    route('profile/advertising', 'routes/profile-advertising.tsx'),
    route('profile/subscribe', 'routes/profile-subscribe.tsx'),
    route('profile/social-request', 'routes/profile-social-request.tsx'),
    // The rate table, for admins only (decision 048).
    route('admin/rates', 'routes/admin-rates.tsx'),
    // The job queue's record and the undelivered mail, for admins only (decisions 038, 047).
    route('admin/jobs', 'routes/admin-jobs.tsx'),
    route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
    // The design system, for staff and development only (issue #13).
    route('styleguide', 'routes/styleguide.tsx'),
  ]),
  // The newsroom (issue #27): the staff's console, role-guarded here and on every API call.
  layout('routes/newsroom-layout.tsx', [
    route('newsroom', 'routes/newsroom.tsx'),
    route('newsroom/print', 'routes/newsroom-print.tsx'),
    route('newsroom/categories', 'routes/newsroom-categories.tsx'),
    route('newsroom/tags', 'routes/newsroom-tags.tsx'),
    route('newsroom/ads', 'routes/newsroom-ads.tsx'),
    // Members and the audit log, for admins (issue #27).
    route('newsroom/members', 'routes/newsroom-members.tsx'),
    route('newsroom/members/:id', 'routes/newsroom-members-detail.tsx'),
    route('newsroom/audit', 'routes/newsroom-audit.tsx'),
    route('newsroom/review', 'routes/newsroom-review.tsx'),
    route('newsroom/articles', 'routes/newsroom-articles.tsx'),
    route('newsroom/articles/new', 'routes/newsroom-articles-new.tsx'),
    route('newsroom/articles/media', 'routes/newsroom-articles-media.ts'),
    route('newsroom/articles/:id', 'routes/newsroom-articles-edit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
