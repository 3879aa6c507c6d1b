import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRequestsResponse, MyBannersResponse, MyDisplayAdsResponse, MyPrintSubscriptionsResponse, MySocialRequestsResponse } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, signIn, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  reader = await signIn(t, DEMO_ACCOUNTS.find((a) => a.role === 'user')!);
});
afterAll(() => t.close());

describe("the member's requests in one list (GET /api/me/requests)", () => {
  it('holds every banner, display ad, social request and term of the paper, each in the common states, newest first', async () => {
    const list = body<MemberRequestsResponse>(await c.get('/api/me/requests', reader));
    const [banners, ads, posts, terms] = await Promise.all([
      c.get('/api/me/banners', reader).then((res) => body<MyBannersResponse>(res).data),
      c.get('/api/me/display-ads', reader).then((res) => body<MyDisplayAdsResponse>(res).data),
      c.get('/api/me/social-requests', reader).then((res) => body<MySocialRequestsResponse>(res).data),
      c.get('/api/me/print-subscriptions', reader).then((res) => body<MyPrintSubscriptionsResponse>(res).data),
    ]);
    const ids = (kind: string) => list.data.filter((item) => item.kind === kind).map((item) => item.id).sort();
    expect(ids('banner')).toEqual(banners.map((b) => b.id).sort());
    expect(ids('display_ad')).toEqual(ads.map((a) => a.id).sort());
    expect(ids('social_request')).toEqual(posts.map((p) => p.id).sort());
    expect(ids('print_subscription')).toEqual(terms.map((p) => p.id).sort());
    const times = list.data.map((item) => item.created_at);
    expect(times).toEqual(times.toSorted().reverse());

    // The same state as each page tells.
    const state = (kind: string, id: number) => list.data.find((item) => item.kind === kind && item.id === id)!.state;
    const running = ads.find((a) => a.status === 'approved')!;
    expect(state('display_ad', running.id)).toBe(running.out >= running.issues * running.editions.length ? 'done' : 'running');
    expect(state('display_ad', ads.find((a) => a.status === 'awaiting_review')!.id)).toBe('awaiting_review');
    expect(state('social_request', posts.find((p) => p.status === 'published')!.id)).toBe('done');
    expect(state('social_request', posts.find((p) => p.status === 'awaiting_publication')!.id)).toBe('awaiting_review');
    for (const banner of banners) expect(state('banner', banner.id)).toBe({ ended: 'done' }[banner.phase as string] ?? banner.phase);
    for (const term of terms) expect(state('print_subscription', term.id)).toBe({ active: 'running', ended: 'done' }[term.phase as string] ?? term.phase);
    // Those to pay say which order.
    const unpaid = list.data.filter((item) => item.state === 'awaiting_payment');
    expect(unpaid.length).toBeGreaterThanOrEqual(4);
    expect(unpaid.every((item) => item.order_id !== null)).toBe(true);
    expect(list.data.filter((item) => item.state !== 'awaiting_payment').every((item) => item.order_id === null)).toBe(true);
  });

  it('is empty for a new member, and only for the signed in', async () => {
    const member = await newMember(t);
    expect(body<MemberRequestsResponse>(await c.get('/api/me/requests', member.cookie)).data).toEqual([]);
    expectError(await c.get('/api/me/requests'), 401, 'notification-auth-error');
  });
});
