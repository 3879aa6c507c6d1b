import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, rateTableSchema } from '@gazeta/contract';
import { centsAt, centsFromInput, centsToInput, RATE_FIELD_NAMES, tableFromInputs } from './rate-fields.ts';

describe('the rate form', () => {
  it('reads money as people write it, in whole cents', () => {
    expect(centsFromInput('12')).toBe(1200);
    expect(centsFromInput('12.5')).toBe(1250);
    expect(centsFromInput('12,50')).toBe(1250);
    expect(centsFromInput('$0.60')).toBe(60);
    expect(centsFromInput('1,234.50')).toBe(123450);
    expect(centsFromInput('1 234,50')).toBe(123450);
    for (const bad of ['', 'abc', '12.345', '-5', '1.2.3']) expect(centsFromInput(bad), bad).toBeNull();
  });

  it('writes cents with the language decimal mark', () => {
    expect(centsToInput(4050, 'en')).toBe('40.50');
    expect(centsToInput(4050, 'ru')).toBe('40,50');
  });

  it('has one input per price of the table, and makes the table back from them', () => {
    const table = tableFromInputs((name) => centsToInput(centsAt(DEFAULT_RATES, name), 'ru'));
    expect(rateTableSchema.parse(table)).toEqual(DEFAULT_RATES);
    expect(new Set(RATE_FIELD_NAMES).size).toBe(RATE_FIELD_NAMES.length);
  });
});
