/** The address of a member's list page's pop-ups (usePopupAddress): a new item's form, one item's form, one item's deletion. */
export interface PopupQuery {
  new?: boolean;
  edit?: number;
  delete?: number;
}

const popupQuery = (query: PopupQuery) => (query.new ? '?new=1' : query.edit ? `?edit=${query.edit}` : query.delete ? `?delete=${query.delete}` : '');

/** Every path the app links to, in one place (spec §2). */
export const paths = {
  home: () => '/',
  page: (base: string, page: number) => (page <= 1 ? base : `${base}?page=${page}`),
  category: (slug: string) => `/cat/${slug}`,
  categoryRss: (slug: string) => `/rss/${slug}.xml`,
  article: (id: number) => `/article/${id}`,
  /** The archive (spec §2); `?q=` searches the printed issues' text, `?issue={id}` opens one issue with what ran in it. */
  archive: (query: { q?: string; issue?: number; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.issue) params.set('issue', String(query.issue));
    if (query.page && query.page > 1) params.set('page', String(query.page));
    const text = params.toString();
    return text ? `/archive?${text}` : '/archive';
  },
  about: () => '/about',
  map: () => '/map',
  terms: () => '/terms-and-conditions',
  userDeleteInfo: () => '/user-delete-info',
  privateAdInstruction: () => '/private-ad-instruction',
  search: (query: string) => `/search/${encodeURIComponent(query)}`,
  searchPage: () => '/search',
  /** The phone menu as a page: where its button leads before JavaScript runs. */
  menu: () => '/menu',
  /** Where the page counts a visit (posted to, never shown). */
  visit: () => '/viewers/visit',
  /** Where the ads strip reports the ads a reader saw (posted to, never shown). */
  adsSeen: () => '/ads/seen',
  feed: () => '/feed',
  feedPost: (id: number) => `/feed/${id}`,
  feedMy: () => '/feed?view=my',
  feedModeration: () => '/feed/moderation',
  notifications: () => '/profile/notifications',
  events: () => '/events',
  event: (id: number) => `/event/${id}`,
  /** The owner's events; `?new=1` opens the form, `?edit={id}` one event's and `?delete={id}` the deletion's question (shown in the page before JavaScript runs). */
  profileEvents: (query: PopupQuery = {}) => `/profile/events${popupQuery(query)}`,
  ethnicAds: () => '/ethnic-ads',
  business: (id: number) => `/ethnic-ads/${id}`,
  /** The owner's businesses (spec §2); `?new=1` opens the form, `?edit={id}` one listing's and `?delete={id}` the deletion's question (shown in the page before JavaScript runs). */
  profileBusiness: (query: PopupQuery = {}) => `/profile/business${popupQuery(query)}`,
  /**
   * The owner's banners (spec §2); `?new=1` opens the form, `?edit={id}` the form of one banner and
   * `?delete={id}` the confirmation: the pop-ups' own addresses, shown in the page before JavaScript runs.
   */
  profileBanners: (query: PopupQuery = {}) => `/profile/banners${popupQuery(query)}`,
  /**
   * The member's display ads in the printed paper (spec §2); `?new=1` opens the form and
   * `?delete={id}` the deletion's question: the pop-ups' own addresses, shown in the page before JavaScript runs.
   */
  profileAdvertising: (query: { new?: boolean; delete?: number } = {}) =>
    `/profile/advertising${query.new ? '?new=1' : query.delete ? `?delete=${query.delete}` : ''}`,
  /**
   * The printed paper by mail (spec §2); `?renew={id}` opens the renewal of a term (the reminder
   * e-mail's link) and `?delete={id}` the deletion's question: shown in the page before JavaScript runs.
   */
  profileSubscribe: (query: { renew?: number; delete?: number } = {}) =>
    `/profile/subscribe${query.renew ? `?renew=${query.renew}` : query.delete ? `?delete=${query.delete}` : ''}`,
  /**
   * The member's social-posting requests (spec §2); `?new=1` opens the form and `?delete={id}` the
   * deletion's question: the pop-ups' own addresses, shown in the page before JavaScript runs.
   */
  profileSocialRequest: (query: { new?: boolean; delete?: number } = {}) =>
    `/profile/social-request${query.new ? '?new=1' : query.delete ? `?delete=${query.delete}` : ''}`,
  /** Staff: an issue's mailing list, a CSV download straight from the API (the session cookie signs it). */
  mailingList: (issueId: number) => `/api/print/issues/${issueId}/mailing-list.csv`,
  privateAds: () => '/private-ads',
  privateAd: (id: number) => `/private-ads/${id}`,
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  profile: () => '/profile',
  profileChangeInfo: () => '/profile/changeinfo',
  /**
   * The owner's classifieds (spec §2 spells it so); `?new=1` opens the form, `?edit={id}` one ad's,
   * `?delete={id}` the deletion's question (shown in the page before JavaScript runs) and `?prolong={id}` the prolong pop-up.
   */
  profileClassifieds: (query: PopupQuery & { prolong?: number } = {}) =>
    `/profile/classifields${query.prolong ? `?prolong=${query.prolong}` : popupQuery(query)}`,
  orders: () => '/profile/orders',
  /** The staff's console (issue #27): its overview; each place of it is listed in features/newsroom/nav.ts. */
  newsroom: () => '/newsroom',
  /** The print desk (issue #27, decision 060): the schedule per edition, its changes, publishing an issue. */
  newsroomPrint: () => '/newsroom/print',
  /** The newsroom's categories, tags and ads of the strip, for editors (decision 062). */
  newsroomCategories: () => '/newsroom/categories',
  newsroomTags: (q?: string) => (q ? `/newsroom/tags?q=${encodeURIComponent(q)}` : '/newsroom/tags'),
  newsroomAds: () => '/newsroom/ads',
  /** The newsroom's members, for admins (issue #27): a search, and one member's page. */
  newsroomMembers: () => '/newsroom/members',
  newsroomMember: (id: number) => `/newsroom/members/${id}`,
  /** The audit log, for admins (issue #27); a query string filters it. */
  newsroomAudit: (query?: URLSearchParams) => `/newsroom/audit${query && query.size ? `?${query}` : ''}`,
  /** The one review queue (issue #27, decision 059). */
  newsroomReview: () => '/newsroom/review',
  /** The newsroom's articles (issue #27): the list (its filters as the query), a new one, the editor. */
  newsroomArticles: (query?: URLSearchParams) => `/newsroom/articles${query?.size ? `?${query.toString()}` : ''}`,
  newsroomArticleNew: () => '/newsroom/articles/new',
  newsroomArticle: (id: number) => `/newsroom/articles/${id}`,
  /** The editor's upload of a picture (a page action that takes multipart, nothing to show). */
  newsroomArticleMedia: () => '/newsroom/articles/media',
  /** The rate table, for admins (decision 048). */
  adminRates: () => '/admin/rates',
  /** The job queue's record and the undelivered mail, for admins (decisions 038, 047). */
  adminJobs: () => '/admin/jobs',
  order: (id: number) => `/profile/orders/${id}`,
  paymentSuccess: (orderId: number) => `/payment-success?order=${orderId}`,
  paymentFailed: (orderId: number) => `/payment-failed?order=${orderId}`,
  logout: () => '/logout',
  newsletterConfirm: () => '/newsletter/confirm',
  newsletterUnsubscribe: () => '/newsletter/unsubscribe',
  /** Social sign-in starts on the API: a plain link, the browser leaves the site. */
  oauth: (provider: string) => `/api/auth/oauth/${provider}`,
} as const;

/** Routes without the advertisements strip (spec §2). */
export const NO_ADS_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/user-delete-info',
  '/payment-failed',
  '/payment-success',
  // The sandbox's checkout stands for the provider's page, which has no ads either.
  '/payment/sandbox',
];

export function showsAds(pathname: string): boolean {
  return !NO_ADS_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

/** Search is hidden on the events, ethnic-ads and private-ads routes (spec §2). */
export function showsSearch(pathname: string): boolean {
  return !/^\/(events|event|ethnic-ads|private-ads)(\/|$)/.test(pathname);
}

/** The feed sidebar sits beside the content on every route containing "feed" (spec §2). */
export function showsFeedSidebar(pathname: string): boolean {
  return pathname.includes('feed');
}
