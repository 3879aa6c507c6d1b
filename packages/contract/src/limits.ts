/** Business constants from spec §9, named once for both the web app and the server. */
export const SCROLL_THRESHOLD_PX = 200;
export const ADS_PER_PAGE = 100;
export const CATEGORIES_PER_PAGE = 10_000;
export const TAGS_PER_PAGE = 50;
export const ISSUES_PER_PAGE = 12;
export const ARTICLES_PER_PAGE = 12;
export const SEARCH_PER_PAGE = 10;
export const NOTIFICATION_POLL_MS = 60_000;
export const REDIRECT_DELAY_MS = 1_500;
export const TOAST_DEFAULT_DURATION_MS = 3_000;
/** Toasts that must be read (errors) stay up for the toast timeout. */
export const TOAST_TIMEOUT_MS = 5_000;
export const TOAST_MAX = 20;
export const VIEW_THROTTLE_MS = 24 * 60 * 60 * 1000;
export const MAX_IMAGES = 4;
export const TITLE_MAX = 150;
export const DELIVERY_POINTS = 308;
export const COPYRIGHT_FROM_YEAR = 2014;
export const PRODUCT_STORAGE_KEY = 'gazeta';
export const SEARCH_QUERY_MAX = 200;
/** The highest page number a list answers (`?page=`); a higher one is a page that does not exist. */
export const PAGE_MAX = 100_000;
/** A category slug or tag name in an address (`/cat/{slug}`, the feed's `?category=`). */
export const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;
