import { AD_TERMS, AD_UNITS, POSTING_NETWORKS, PRINT_SUBSCRIPTION_TERMS, type RateTable } from '@gazeta/contract';

/**
 * The admin's rate form (decision 048): one input per price of the table, named by the API's path
 * of that price (`rates.display_ads.4.48w`), so the server's per-field errors land beside it.
 */

/** One price of the table: its form name (the API's path) and its label's key (within its group's texts) and values. */
export interface RateField {
  name: string;
  label: { key: string; values?: Record<string, string | number> };
}

export interface RateGroup {
  key: 'classifieds' | 'display' | 'hotDeals' | 'banners' | 'social' | 'print';
  /** Display ads: one sub-group per size. */
  parts: { title?: { key: string; values?: Record<string, string | number> }; fields: RateField[] }[];
}

const CLASSIFIED_PRICES = ['word_cents', 'highlighted_word_cents', 'frame_or_photo_cents', 'hot_cents', 'priority_cents'] as const;

/** The groups as the rate card has them: classifieds, display ads per size × term, hot deals, banners, social posting, print subscriptions. */
export const RATE_GROUPS: readonly RateGroup[] = [
  { key: 'classifieds', parts: [{ fields: CLASSIFIED_PRICES.map((price) => ({ name: `rates.classifieds.${price}`, label: { key: price } })) }] },
  {
    key: 'display',
    parts: AD_UNITS.map((units) => ({
      title: { key: units === 32 ? 'fullPage' : 'size', values: { count: units } },
      fields: AD_TERMS.map((term) => ({ name: `rates.display_ads.${units}.${term}`, label: { key: `term.${term}` } })),
    })),
  },
  { key: 'hotDeals', parts: [{ fields: [{ name: 'rates.hot_deal_per_week_cents', label: { key: 'perWeek' } }] }] },
  { key: 'banners', parts: [{ fields: [{ name: 'rates.banner_per_week_cents', label: { key: 'perWeek' } }] }] },
  { key: 'social', parts: [{ fields: POSTING_NETWORKS.map((network) => ({ name: `rates.social_posts.${network}`, label: { key: network } })) }] },
  { key: 'print', parts: [{ fields: PRINT_SUBSCRIPTION_TERMS.map((months) => ({ name: `rates.print_subscriptions.${months}`, label: { key: 'months', values: { count: months } } })) }] },
];

/** Every price's form name, in the form's order. */
export const RATE_FIELD_NAMES: readonly string[] = RATE_GROUPS.flatMap((group) => group.parts.flatMap((part) => part.fields.map((field) => field.name)));

const pathOf = (name: string) => name.split('.').slice(1);

/** The price a form name stands for in a table. */
export function centsAt(rates: RateTable, name: string): number {
  return pathOf(name).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], rates) as number;
}

/** Cents as people write money, in the page's language: 1234 → "12.34" (en), "12,34" (ru). */
export function centsToInput(cents: number, locale: string): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'ru' ? text.replace('.', ',') : text;
}

/**
 * Money as people write it, in whole cents: "12", "12.5", "12,50", "$1,234.50", "1 234,50". Null
 * when it is not an amount of dollars and cents (the server then refuses the field).
 */
export function centsFromInput(text: string): number | null {
  let value = text.replace(/[\s\u00a0$]/g, '');
  // A comma followed by exactly three digits groups thousands; otherwise it is the decimal mark.
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) value = value.replace(/,/g, '');
  else value = value.replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The table the form's inputs make (null where an input is no amount), for the server to check. */
export function tableFromInputs(read: (name: string) => string): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const name of RATE_FIELD_NAMES) {
    const path = pathOf(name);
    let node = table;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = centsFromInput(read(name));
  }
  return table;
}
