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

/** Weekly rates in whole US dollars (spec §9). */
export const AD_RATES_USD: Record<AdUnits, Record<AdTerm, number>> = {
  1: { '12w': 15, '24w': 15, '36w': 15, '48w': 15, open: 10 },
  2: { '12w': 30, '24w': 30, '36w': 25, '48w': 25, open: 20 },
  4: { '12w': 60, '24w': 55, '36w': 45, '48w': 40, open: 35 },
  8: { '12w': 120, '24w': 110, '36w': 90, '48w': 80, open: 70 },
  16: { '12w': 240, '24w': 215, '36w': 175, '48w': 160, open: 140 },
  32: { '12w': 480, '24w': 430, '36w': 350, '48w': 315, open: 280 },
};

/** Display ad sizes in inches, width × height (spec §9). */
export const DISPLAY_AD_SIZES_IN = [
  [2.2077, 1.25],
  [2.2077, 2.6667],
  [4.582, 2.96667],
  [9.3307, 2.6667],
  [9.3307, 5.5],
  [9.3307, 11.1667],
] as const;

/** Classified pricing in cents (spec §9). */
export const CLASSIFIED_PRICING = {
  printPerWordPerIssueCents: 50,
  highlightedWordPerWeekCents: 60,
  photoOrFramePerWeekCents: 500,
  webCents: 0,
  runWeeks: 5,
} as const;

export const BANNER_SIZE = { width: 150, height: 600 } as const;

/**
 * A business's hot deal (issue #15): a paid extra of its listing, priced per started week of the
 * deal's length, at most `maxWeeks` long (rules/businesses.ts `quoteHotDeal`).
 */
export const HOT_DEAL_PRICING = {
  perWeekCents: 1500,
  maxWeeks: 8,
} as const;

/**
 * A banner in the advertisements strip (issue #16): priced per week of its run, from one week to
 * half a year. Not in the spec's rate card; shown on the rates pop-up beside it.
 */
export const BANNER_PRICING = {
  perWeekCents: 2500,
  minWeeks: 1,
  maxWeeks: 26,
} as const;

/** How many weekly issues a rate-card term commits to; the open rate is per issue, as many as booked. */
export const AD_TERM_ISSUES: Record<Exclude<AdTerm, 'open'>, number> = { '12w': 12, '24w': 24, '36w': 36, '48w': 48 };
/** The most issues a display ad at the open rate books at once. */
export const AD_OPEN_MAX_ISSUES = 11;

/** A social-posting request (issue #16): priced per network it is posted to. Not in the spec's rate card. */
export const POSTING_NETWORKS = ['facebook', 'telegram', 'twitter'] as const;
export type PostingNetwork = (typeof POSTING_NETWORKS)[number];
export const SOCIAL_POST_PRICING_CENTS: Record<PostingNetwork, number> = { facebook: 3000, telegram: 2000, twitter: 1500 };

/** The printed paper by mail (issue #16), by term in months. Not in the spec's rate card. */
export const PRINT_SUBSCRIPTION_TERMS = [3, 6, 12] as const;
export type PrintSubscriptionTerm = (typeof PRINT_SUBSCRIPTION_TERMS)[number];
export const PRINT_SUBSCRIPTION_PRICING_CENTS: Record<PrintSubscriptionTerm, number> = { 3: 2400, 6: 4500, 12: 8400 };
