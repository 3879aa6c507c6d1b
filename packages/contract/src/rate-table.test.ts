import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, rateChangeSchema, rateTableSchema } from './rate-table.ts';

const paths = (result: ReturnType<typeof rateTableSchema.safeParse>) => (result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`));

describe('rateTableSchema (decision 048)', () => {
  it('takes the default table', () => {
    expect(rateTableSchema.parse(DEFAULT_RATES)).toEqual(DEFAULT_RATES);
  });

  it('refuses a price that is not a positive whole number of cents within the bound, naming the field', () => {
    for (const bad of [0, -5, 12.5, 1_000_001, '100', null]) {
      const table = structuredClone(DEFAULT_RATES) as unknown as { display_ads: Record<string, Record<string, unknown>> };
      table.display_ads['8']!['24w'] = bad;
      expect(paths(rateTableSchema.safeParse(table)), String(bad)).toEqual(['display_ads.8.24w:error-rate-cents']);
    }
  });

  it('refuses a table with a price missing or one it does not know', () => {
    const { banner_per_week_cents: _dropped, ...missing } = DEFAULT_RATES;
    expect(paths(rateTableSchema.safeParse(missing))).toEqual(['banner_per_week_cents:error-rate-cents']);
    expect(rateTableSchema.safeParse({ ...DEFAULT_RATES, social_posts: { ...DEFAULT_RATES.social_posts, myspace: 100 } }).success).toBe(false);
  });

  it('refuses a highlighted word cheaper than a plain one', () => {
    const table = { ...DEFAULT_RATES, classifieds: { ...DEFAULT_RATES.classifieds, highlighted_word_cents: 40 } };
    expect(paths(rateTableSchema.safeParse(table))).toEqual(['classifieds.highlighted_word_cents:error-rate-highlighted-below-plain']);
  });

  it('asks why the prices change', () => {
    expect(rateChangeSchema.safeParse({ rates: DEFAULT_RATES, reason: '  ' }).success).toBe(false);
    expect(rateChangeSchema.parse({ rates: DEFAULT_RATES, reason: ' New year ' }).reason).toBe('New year');
  });
});
