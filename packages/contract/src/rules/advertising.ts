import {
  AD_OPEN_MAX_ISSUES,
  AD_RATES_USD,
  AD_TERM_ISSUES,
  AD_UNITS,
  PRINT_SUBSCRIPTION_PRICING_CENTS,
  POSTING_NETWORKS,
  SOCIAL_POST_PRICING_CENTS,
  type AdTerm,
  type AdUnits,
  type PrintSubscriptionTerm,
  type PostingNetwork,
} from '../rates.ts';

export const isAdUnits = (value: number): value is AdUnits => (AD_UNITS as readonly number[]).includes(value);

/**
 * A display ad's price from the rate card (spec §9): the weekly rate of its size and term, times
 * the issues it runs in, in each edition. A term commits to its weeks (12, 24, 36 or 48 issues);
 * the open rate is per issue, 1 to AD_OPEN_MAX_ISSUES of them. Null for anything else.
 */
export function quoteDisplayAd(input: { units: number; term: AdTerm; issues?: number; editions?: number }): { issues: number; unitCents: number; totalCents: number } | null {
  const editions = input.editions ?? 1;
  if (!isAdUnits(input.units) || !Number.isInteger(editions) || editions < 1) return null;
  const rates: Record<AdTerm, number> | undefined = AD_RATES_USD[input.units];
  if (!rates || !(input.term in rates)) return null;
  const issues = input.term === 'open' ? input.issues : AD_TERM_ISSUES[input.term];
  if (issues === undefined || !Number.isInteger(issues) || issues < 1 || (input.term === 'open' && issues > AD_OPEN_MAX_ISSUES)) return null;
  if (input.term !== 'open' && input.issues !== undefined && input.issues !== issues) return null;
  const unitCents = rates[input.term] * 100;
  return { issues, unitCents, totalCents: unitCents * issues * editions };
}

/** A social-posting request's price: each network's price, each network once. */
export function quoteSocialRequest(networks: readonly string[]): { networks: PostingNetwork[]; totalCents: number } | null {
  const chosen = POSTING_NETWORKS.filter((network) => networks.includes(network));
  if (chosen.length === 0 || networks.some((network) => !(POSTING_NETWORKS as readonly string[]).includes(network))) return null;
  return { networks: chosen, totalCents: chosen.reduce((sum, network) => sum + SOCIAL_POST_PRICING_CENTS[network], 0) };
}

/** The printed paper by mail: the price of a term in months (3, 6 or 12). */
export function quotePrintSubscription(months: number): { months: PrintSubscriptionTerm; totalCents: number } | null {
  if (!Object.hasOwn(PRINT_SUBSCRIPTION_PRICING_CENTS, months)) return null;
  const term = months as PrintSubscriptionTerm;
  return { months: term, totalCents: PRINT_SUBSCRIPTION_PRICING_CENTS[term] };
}
