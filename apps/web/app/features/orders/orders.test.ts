import { describe, expect, it } from 'vitest';
import { isSandboxIntent, orderParam } from './orders.ts';

describe('the payment pages’ inputs', () => {
  it('read ?order= as a whole-number id, or none', () => {
    const at = (search: string) => orderParam(new Request(`http://localhost/payment-success${search}`));
    expect(at('?order=12')).toBe(12);
    for (const search of ['', '?order=', '?order=0', '?order=-3', '?order=1.5', '?order=abc', '?order=99999999999', '?order=2147483648']) expect(at(search), search).toBeNull();
  });

  it('know the sandbox’s two answers', () => {
    expect(['pay', 'decline', 'refund', ''].filter(isSandboxIntent)).toEqual(['pay', 'decline']);
  });
});
