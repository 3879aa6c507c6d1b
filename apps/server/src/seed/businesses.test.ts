import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES, weekSpans, type WeeklySchedule } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DEMO_BUSINESSES } from './businesses.ts';

/** The demo business directory (issue #15), as the seeded template database holds it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  categories: string[];
  status: string;
  active: boolean;
  logo_id: number | null;
  schedule: WeeklySchedule;
  hot_deal_text: string | null;
  hot_deal_paid_cents: number;
  hot_deal_price_cents: number;
  lat: number | null;
  owner: string;
}

describe('the demo businesses', () => {
  it('are at least 80, across every category, in Russian and English, each with a logo, a schedule and a place', async () => {
    const rows = await t.database.query<Row>(
      'SELECT b.*, u.email AS owner FROM businesses b JOIN users u ON u.id = b.owner_id ORDER BY b.id',
    );
    expect(rows.length).toBe(DEMO_BUSINESSES);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(new Set(rows.flatMap((row) => row.categories))).toEqual(new Set(BUSINESS_CATEGORIES));
    expect(rows.filter((row) => /\p{Script=Cyrillic}/u.test(row.name)).length).toBeGreaterThan(20);
    expect(rows.filter((row) => !/\p{Script=Cyrillic}/u.test(row.name)).length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.logo_id, row.name).not.toBeNull();
      expect(weekSpans(row.schedule).length, row.name).toBeGreaterThan(0);
      expect(row.lat, row.name).not.toBeNull();
    }
    // Their spans of the week, for "open now", match their schedules.
    const spans = await t.database.query<{ business_id: number; n: number }>('SELECT business_id, count(*)::int AS n FROM business_hours GROUP BY business_id');
    const byId = new Map(spans.map((row) => [row.business_id, row.n]));
    for (const row of rows) expect(byId.get(row.id), row.name).toBe(weekSpans(row.schedule).length);
  });

  it('have paid hot deals, each bought by a paid order, and the states the owner’s page and the review queue show', async () => {
    const rows = await t.database.query<Row>('SELECT b.*, u.email AS owner FROM businesses b JOIN users u ON u.id = b.owner_id');
    const deals = rows.filter((row) => row.hot_deal_text !== null);
    expect(deals.length).toBeGreaterThanOrEqual(10);
    for (const deal of deals) expect(deal.hot_deal_paid_cents).toBe(deal.hot_deal_price_cents);
    const orders = await t.database.query<{ subject_id: string; status: string; amount_cents: number }>(
      "SELECT l.subject_id, o.status, l.amount_cents FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.subject_kind = 'business_hot_deal'",
    );
    expect(orders.length).toBe(deals.length);
    for (const order of orders) {
      const deal = deals.find((row) => `${row.id}-1` === order.subject_id);
      expect(deal, order.subject_id).toBeDefined();
      expect(order).toMatchObject({ status: 'paid', amount_cents: deal!.hot_deal_price_cents });
    }
    const reader = rows.filter((row) => row.owner === 'reader@demo.gazeta.local');
    expect(reader.map((row) => row.status).sort()).toEqual(['approved', 'awaiting_review']);
    expect(reader.find((row) => row.status === 'approved')!.hot_deal_text).not.toBeNull();
    expect(rows.filter((row) => row.status === 'awaiting_review').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(1);
    expect(rows.filter((row) => !row.active)).toHaveLength(2);
  });
});
