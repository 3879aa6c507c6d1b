import { describe, expect, it } from 'vitest';
import { MEMBER_REQUEST_KINDS } from '@gazeta/contract';
import { requestNextStep, requestPage } from './request-links.ts';

describe('where a request leads', () => {
  it("each kind to its own profile page, one that owes money to its order", () => {
    expect(MEMBER_REQUEST_KINDS.map((kind) => requestPage({ kind }))).toEqual(['/profile/banners', '/profile/advertising', '/profile/social-request', '/profile/subscribe']);
    expect(requestNextStep({ kind: 'banner', order_id: 42 })).toBe('/profile/orders/42');
    expect(requestNextStep({ kind: 'display_ad', order_id: null })).toBe('/profile/advertising');
  });
});
