import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, ClassifiedWrite, MyClassified, MyClassifiedsResponse, Order } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff } from '../../test/factories.ts';
import { client, newMember, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

/** Placing ads paid through the real orders domain and the sandbox provider, end to end. */
let t: TestApp;
let c: Client;
let clock: Date;
let owner: Awaited<ReturnType<typeof newMember>>;
let moderator: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-placing' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  owner = await newMember(t, { firstName: 'Ирина' });
  moderator = await staff(t, 'moderator');
});
afterAll(() => t.close());

function printAd(): Part[] {
  counter += 1;
  return [
    ['section', 'services'],
    ['type', 'offer'],
    ['version', 'both'],
    ['title', 'Ремонт квартир'],
    ['text', `Плитка, покраска, гипсокартон. Скоки, Нортбрук. Звоните (847) 555-01${String(counter).padStart(2, '0')}`],
    ['editions[0]', 'chicagoland'],
    ['issues', '2'],
    ['publish_date', '2026-11-26'],
    ['frame', '1'],
    ['agree', '1'],
  ];
}

async function placed(): Promise<ClassifiedWrite> {
  const res = await c.form('/api/classifieds', owner.cookie, printAd());
  expect(res.statusCode, res.body).toBe(201);
  return body<ClassifiedWrite>(res);
}

const myAd = async (id: number) => body<MyClassifiedsResponse>(await c.get('/api/me/classifieds', owner.cookie)).data.find((ad: MyClassified) => ad.id === id)!;
const orderOf = async (id: number) => body<Order>(await c.get(`/api/orders/${id}`, owner.cookie));

async function sandboxSession(orderId: number): Promise<string> {
  const res = await c.post(`/api/orders/${orderId}/checkout`, owner.cookie, { locale: 'ru' });
  expect(res.statusCode, res.body).toBe(200);
  return body<CheckoutResponse>(res).url.replace(/^\/payment\/sandbox\//, '');
}

describe('a print ad paid through the orders', () => {
  it('opens one order line for what the ad owes, in the payer’s words', async () => {
    const write = await placed();
    expect(write.code).toBe('notification-classified-pay');
    expect(write.order_id).toEqual(expect.any(Number));
    const order = await orderOf(write.order_id!);
    expect(order).toMatchObject({ status: 'awaiting_payment', total_cents: write.classified.price_cents });
    expect(order.lines).toHaveLength(1);
  });

  it('goes to review only when the sandbox confirms the payment; a rejection refunds it', async () => {
    const write = await placed();
    const session = await sandboxSession(write.order_id!);
    expect((await myAd(write.classified.id)).status).toBe('awaiting_payment');

    expect((await c.post(`/api/payments/sandbox/${session}/pay`, owner.cookie)).statusCode).toBe(200);
    expect(await myAd(write.classified.id)).toMatchObject({ status: 'awaiting_review', due_cents: 0 });
    expect((await orderOf(write.order_id!)).status).toBe('paid');

    const res = await c.post(`/api/forum/moderation/classifieds/${write.classified.id}`, moderator, { decision: 'reject', reason: 'Нет адреса' });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(write.order_id!);
    expect(order.status).toBe('refunded');
    expect(order.refunded_cents).toBe(write.classified.price_cents);
  });

  it('keeps a declined ad waiting for payment, to be paid later', async () => {
    const write = await placed();
    const declined = await sandboxSession(write.order_id!);
    expect((await c.post(`/api/payments/sandbox/${declined}/decline`, owner.cookie)).statusCode).toBe(200);
    expect((await myAd(write.classified.id)).status).toBe('awaiting_payment');
    expectError(await c.post(`/api/payments/sandbox/${declined}/pay`, owner.cookie), 409, 'error-checkout-closed');

    const again = body<ClassifiedWrite>(await c.post(`/api/classifieds/${write.classified.id}/pay`, owner.cookie));
    expect(again.order_id).toBe(write.order_id);
    await c.post(`/api/payments/sandbox/${await sandboxSession(again.order_id!)}/pay`, owner.cookie);
    expect((await myAd(write.classified.id)).status).toBe('awaiting_review');
  });
});
