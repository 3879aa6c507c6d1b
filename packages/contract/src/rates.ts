/** Advertising unit sizes: 1 unit is 1/32 of a page (spec §3). */
export const AD_UNITS = [1, 2, 4, 8, 16, 32] as const;
export type AdUnits = (typeof AD_UNITS)[number];

export const AD_UNIT_FRACTION: Record<AdUnits, string> = {
  1: '1/32',
  2: '1/16',
  4: '1/8',
  8: '1/4',
  16: '1/2',
  32: '1',
};

/** Rate-card terms: weeks/months committed, or the open (single-insertion) rate. */
export const AD_TERMS = ['12w', '24w', '36w', '48w', 'open'] as const;
export type AdTerm = (typeof AD_TERMS)[number];

/** Display ad sizes in inches, width × height (spec §9). */
export const DISPLAY_AD_SIZES_IN = [
  [2.2077, 1.25],
  [2.2077, 2.6667],
  [4.582, 2.96667],
  [9.3307, 2.6667],
  [9.3307, 5.5],
  [9.3307, 11.1667],
] as const;

/** How a classified runs (spec §9); its prices are in the rate table (rate-table.ts). A web-only ad is free. */
export const CLASSIFIED_PRICING = {
  runWeeks: 5,
} as const;

export const BANNER_SIZE = { width: 150, height: 600 } as const;

/**
 * A business's hot deal (issue #15): a paid extra of its listing, priced per started week of the
 * deal's length (the rate table's `hot_deal_per_week_cents`), at most `maxWeeks` long
 * (rules/businesses.ts `quoteHotDeal`).
 */
export const HOT_DEAL_PRICING = {
  maxWeeks: 8,
} as const;

/**
 * A banner in the advertisements strip (issue #16): priced per week of its run (the rate table's
 * `banner_per_week_cents`), from one week to half a year. Not in the spec's rate card; shown on
 * the rates pop-up beside it.
 */
export const BANNER_PRICING = {
  minWeeks: 1,
  maxWeeks: 26,
} as const;

/** How many weekly issues a rate-card term commits to; the open rate is per issue, as many as booked. */
export const AD_TERM_ISSUES: Record<Exclude<AdTerm, 'open'>, number> = { '12w': 12, '24w': 24, '36w': 36, '48w': 48 };
/** The most issues a display ad at the open rate books at once. */
export const AD_OPEN_MAX_ISSUES = 11;

/** A social-posting request (issue #16): priced per network it is posted to (the rate table's `social_posts`). */
export const POSTING_NETWORKS = ['facebook', 'telegram', 'twitter'] as const;
export type PostingNetwork = (typeof POSTING_NETWORKS)[number];

/** The printed paper by mail (issue #16), by term in months (the rate table's `print_subscriptions`). */
export const PRINT_SUBSCRIPTION_TERMS = [3, 6, 12] as const;
export type PrintSubscriptionTerm = (typeof PRINT_SUBSCRIPTION_TERMS)[number];
