import { z } from 'zod';
import { singleLineText } from './api/common.ts';
import { AD_TERMS, AD_UNITS, POSTING_NETWORKS, PRINT_SUBSCRIPTION_TERMS, type AdTerm, type AdUnits, type PostingNetwork, type PrintSubscriptionTerm } from './rates.ts';

/**
 * The rate table (decision 048): every price the site charges, in whole cents, in one document an
 * admin changes as a whole. Each change is a new version; an order records the version it was
 * priced at, and a paid item's edit is priced at its own version, so a changed table never
 * re-prices what was sold. Terms, limits and run lengths are not prices and stay in rates.ts.
 */

/** The most any one price of the table may be: $10,000 (a full page for a week is $480 today). */
export const RATE_MAX_CENTS = 1_000_000;

export const RATE_MESSAGES = {
  'error-rate-cents': 'A price must be a whole number of cents from 1 to 1000000 ($10,000).',
  'error-rate-highlighted-below-plain': 'A highlighted word cannot cost less than a plain one.',
  'error-rate-reason': 'Please say why the prices change (1 to 300 characters).',
} as const;
export type RateMessageCode = keyof typeof RATE_MESSAGES;

const cents = z
  .number({ error: 'error-rate-cents' })
  .int({ error: 'error-rate-cents' })
  .min(1, { error: 'error-rate-cents' })
  .max(RATE_MAX_CENTS, { error: 'error-rate-cents' });

const record = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, cents])) as Record<K, typeof cents>).strict();

const displayAdRatesSchema = z
  .object(Object.fromEntries(AD_UNITS.map((units) => [String(units), record(AD_TERMS)])) as Record<`${AdUnits}`, ReturnType<typeof record<AdTerm>>>)
  .strict();

export const rateTableSchema = z
  .object({
    /** A display ad's price per weekly issue, per edition, by its size in units and its term (spec §9). */
    display_ads: displayAdRatesSchema,
    classifieds: z
      .object({
        /** A printed word, per issue, per edition (spec §9: $0.50). */
        word_cents: cents,
        /** A highlighted (bold) word, in place of a plain one (spec §9: $0.60). */
        highlighted_word_cents: cents,
        /** A frame, and a photo, each per issue, per edition (spec §9: $5). */
        frame_or_photo_cents: cents,
        /** The hot badge, and priority, each per issue whatever the editions (the newsroom's). */
        hot_cents: cents,
        priority_cents: cents,
      })
      .strict()
      .refine((table) => table.highlighted_word_cents >= table.word_cents, { path: ['highlighted_word_cents'], error: 'error-rate-highlighted-below-plain' }),
    /** A hot deal, per started week. */
    hot_deal_per_week_cents: cents,
    /** A banner in the strip, per week. */
    banner_per_week_cents: cents,
    /** A social-posting request, per network. */
    social_posts: record(POSTING_NETWORKS),
    /** The paper by mail, per term in months. */
    print_subscriptions: record(PRINT_SUBSCRIPTION_TERMS.map((months) => String(months) as `${PrintSubscriptionTerm}`)),
  })
  .strict()
  .meta({ id: 'RateTable' });

export type RateTable = z.infer<typeof rateTableSchema>;

/** The prices of spec §9 and of the features added after it: the table until an admin changes it. */
export const DEFAULT_RATES: RateTable = {
  display_ads: {
    '1': { '12w': 1500, '24w': 1500, '36w': 1500, '48w': 1500, open: 1000 },
    '2': { '12w': 3000, '24w': 3000, '36w': 2500, '48w': 2500, open: 2000 },
    '4': { '12w': 6000, '24w': 5500, '36w': 4500, '48w': 4000, open: 3500 },
    '8': { '12w': 12000, '24w': 11000, '36w': 9000, '48w': 8000, open: 7000 },
    '16': { '12w': 24000, '24w': 21500, '36w': 17500, '48w': 16000, open: 14000 },
    '32': { '12w': 48000, '24w': 43000, '36w': 35000, '48w': 31500, open: 28000 },
  },
  classifieds: { word_cents: 50, highlighted_word_cents: 60, frame_or_photo_cents: 500, hot_cents: 300, priority_cents: 500 },
  hot_deal_per_week_cents: 1500,
  banner_per_week_cents: 2500,
  social_posts: { facebook: 3000, telegram: 2000, twitter: 1500 },
  print_subscriptions: { '3': 2400, '6': 4500, '12': 8400 },
};

/** A display ad's weekly price of a size and term. */
export const displayAdRate = (rates: RateTable, units: AdUnits, term: AdTerm): number => rates.display_ads[`${units}`][term];
export const socialPostRate = (rates: RateTable, network: PostingNetwork): number => rates.social_posts[network];
export const printSubscriptionRate = (rates: RateTable, months: PrintSubscriptionTerm): number => rates.print_subscriptions[`${months}`];

const COMMITTED_TERMS = AD_TERMS.filter((term) => term !== 'open');

/**
 * What the table says of its terms, for texts that would otherwise claim it: whether, for every
 * size, a longer term costs the same or less a week than a shorter one, and whether the open rate
 * is the lowest weekly price of each size.
 */
export function displayAdTermFacts(rates: RateTable): { longerTermsCostLess: boolean; openRateLowest: boolean } {
  const sizes = AD_UNITS.map((units) => rates.display_ads[`${units}`]);
  return {
    longerTermsCostLess: sizes.every((size) => COMMITTED_TERMS.every((term, index) => index === 0 || size[term] <= size[COMMITTED_TERMS[index - 1]!])),
    openRateLowest: sizes.every((size) => COMMITTED_TERMS.every((term) => size.open <= size[term])),
  };
}

/** One version of the table as the API shows it: who changed it, when and why (null for the built-in first one). */
export const rateVersionSchema = z
  .object({
    version: z.number().int(),
    rates: rateTableSchema,
    reason: z.string().nullable(),
    created_at: z.string(),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'RateVersion' });
export type RateVersion = z.infer<typeof rateVersionSchema>;

/** `GET /api/rates`: the current table, for everyone (the rates pop-up, the forms' live prices). */
export const currentRatesResponseSchema = z.object({ version: z.number().int(), rates: rateTableSchema }).meta({ id: 'CurrentRates' });
export type CurrentRates = z.infer<typeof currentRatesResponseSchema>;

/** `GET /api/admin/rates`: the current version and the history, newest first (admins only). */
export const adminRatesResponseSchema = z.object({ current: rateVersionSchema, history: z.array(rateVersionSchema) }).meta({ id: 'AdminRates' });
export type AdminRatesResponse = z.infer<typeof adminRatesResponseSchema>;

/** `PUT /api/admin/rates`: the whole new table and why it changes. */
export const rateChangeSchema = z
  .object({
    rates: rateTableSchema,
    reason: singleLineText({ error: 'error-rate-reason' }).trim().min(1, { error: 'error-rate-reason' }).max(300, { error: 'error-rate-reason' }),
  })
  .meta({ id: 'RateChange' });
export type RateChange = z.infer<typeof rateChangeSchema>;
