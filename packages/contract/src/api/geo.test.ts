import { describe, expect, it } from 'vitest';
import { checkPositionPair, locateQuerySchema, positionFieldsSchema } from './geo.ts';

const formSchema = positionFieldsSchema.superRefine(checkPositionPair);

describe('positionFieldsSchema with checkPositionPair', () => {
  it('reads the hidden inputs’ text as numbers, and empty inputs as no pin', () => {
    expect(formSchema.parse({ lat: '41.8781', lng: '-87.6298' })).toEqual({ lat: 41.8781, lng: -87.6298 });
    expect(formSchema.parse({ lat: 41.5, lng: -87 })).toEqual({ lat: 41.5, lng: -87 });
    expect(formSchema.parse({ lat: '', lng: '' })).toEqual({});
    expect(formSchema.parse({})).toEqual({});
  });

  it('refuses one coordinate without the other, out of range or not a number', () => {
    const half = formSchema.safeParse({ lat: '41.8', lng: '' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]).toMatchObject({ path: ['lng'], message: 'error-geo-position-pair' });
    expect(formSchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(formSchema.safeParse({ lat: '0', lng: '-180.5' }).success).toBe(false);
    expect(formSchema.safeParse({ lat: 'north', lng: '0' }).success).toBe(false);
  });
});

describe('locateQuerySchema', () => {
  it('needs a street or a ZIP code, and a ZIP code of 5 (+4) digits', () => {
    expect(locateQuerySchema.parse({ zip: ' 60601 ' })).toEqual({ zip: '60601' });
    expect(locateQuerySchema.parse({ address: '1 Main St', zip: '' })).toEqual({ address: '1 Main St' });
    expect(locateQuerySchema.safeParse({ city: 'Chicago' }).error?.issues[0]).toMatchObject({ path: ['zip'], message: 'error-geo-zip-required' });
    expect(locateQuerySchema.safeParse({ zip: '606011' }).success).toBe(false);
    expect(locateQuerySchema.safeParse({ zip: '60601-12' }).success).toBe(false);
    expect(locateQuerySchema.safeParse({ address: 'a\u0000b' }).success).toBe(false);
  });
});
