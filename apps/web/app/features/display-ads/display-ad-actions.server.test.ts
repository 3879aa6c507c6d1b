import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse, DisplayAdWrite } from '@gazeta/contract';
import { renderContext } from '../../lib/server-context.ts';
import { apiForm, displayAdIntent } from './display-ad-actions.server.ts';
import { DISPLAY_AD_INTENTS } from './display-ad-intents.ts';

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const noFile = () => new File([], '', { type: 'application/octet-stream' });

/** The form as a browser sends it without JavaScript: every field, the issues' field whatever the term, empty file inputs. */
function sent(over: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = { intent: DISPLAY_AD_INTENTS.save, request_type: 'ready', item: 'Пекарня', message: 'Строка\r\nещё', email: 'a@example.com', phone: '+12345678900', units: '4', term: '12w', issues: '1', publish_on: '2026-12-10', agree: '1', ...over };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('editions', 'chicagoland');
  form.append('editions', 'milwaukee');
  return form;
}

/** An action's context whose API answers with `answer` and records what it was asked. */
function contextAnswering(answer: ApiResponse) {
  const asked: ApiRequest[] = [];
  const context = new RouterContextProvider();
  context.set(renderContext, {
    api: async (request) => {
      asked.push(request);
      return answer;
    },
    locale: 'ru',
    origin: 'https://gazeta.example',
    requestId: 'test',
    signedIn: true,
    shellVersion: 1,
  });
  return { context, asked };
}

const multipartText = (request: ApiRequest) => new TextDecoder().decode(request.form?.bytes);

describe('the member’s form as the API takes it', () => {
  it('leaves out the page’s own fields and empty file inputs, repeats the editions, sends line breaks as LF', () => {
    const form = sent();
    form.append('images', picture('a.png'));
    form.append('images', noFile());
    form.append('logo', noFile());
    const body = apiForm(form);
    expect(body.has('intent')).toBe(false);
    expect(body.get('message')).toBe('Строка\nещё');
    expect(body.getAll('editions')).toEqual(['chicagoland', 'milwaukee']);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['a.png']);
    expect(body.has('logo')).toBe(false);
  });

  it('sends the issues’ number only at the open rate (a term books its own weeks)', () => {
    expect(apiForm(sent({ term: '12w', issues: '5' })).has('issues')).toBe(false);
    expect(apiForm(sent({ term: 'open', issues: '5' })).get('issues')).toBe('5');
  });
});

describe('the page’s writes', () => {
  it('a saved ad answers its order and price to pay', async () => {
    const write = { ad: { id: 9, price_cents: 72_000 }, code: 'notification-display-pay', message: 'Success. Please pay for your request.', order_id: 31 } as unknown as DisplayAdWrite;
    const { context, asked } = contextAnswering({ status: 201, body: write, setCookies: [] });
    const result = await displayAdIntent(context, DISPLAY_AD_INTENTS.save, sent());
    expect(result).toEqual({ intent: DISPLAY_AD_INTENTS.save, ok: true, code: 'notification-display-pay', id: 9, orderId: 31, priceCents: 72_000 });
    expect(asked[0]).toMatchObject({ method: 'POST', path: '/api/display-ads' });
    expect(multipartText(asked[0]!)).toContain('name="editions"\r\n\r\nmilwaukee');
  });

  it('a refusal says each field’s code and gives back what was typed, and that the pictures must be chosen again', async () => {
    const refusal = { message: 'Error! Not enough issues for your request!', code: 'error-display-not-enough-issues', errors: { publish_on: [{ code: 'error-display-not-enough-issues', message: '…' }] } };
    const { context } = contextAnswering({ status: 422, body: refusal, setCookies: [] });
    const form = sent({ item: '  Пекарня  ' });
    form.append('images', picture('ad.png'));
    const result = await displayAdIntent(context, DISPLAY_AD_INTENTS.save, form);
    expect(result).toMatchObject({ ok: false, code: 'error-display-not-enough-issues', fields: { publish_on: 'error-display-not-enough-issues' }, hadFiles: true });
    expect(result.values).toMatchObject({ item: '  Пекарня  ', units: '4', term: '12w', publish_on: '2026-12-10', agree: '1', editions: ['chicagoland', 'milwaukee'] });
    const bare = await displayAdIntent(contextAnswering({ status: 422, body: refusal, setCookies: [] }).context, DISPLAY_AD_INTENTS.save, sent());
    expect(bare.hadFiles).toBe(false);
  });

  it('Pay names the order to go on to (the route sends the payer to its checkout); a deletion calls the API', async () => {
    const pay = sent({ intent: DISPLAY_AD_INTENTS.pay, ad_id: '9', order_id: '31' });
    expect(await displayAdIntent(contextAnswering({ status: 500, body: null, setCookies: [] }).context, DISPLAY_AD_INTENTS.pay, pay)).toEqual({ intent: DISPLAY_AD_INTENTS.pay, ok: true, code: 'pay', id: 9, orderId: 31 });
    const { context, asked } = contextAnswering({ status: 409, body: { message: '…', code: 'error-display-locked' }, setCookies: [] });
    const removed = new FormData();
    removed.append('ad_id', '9');
    expect(await displayAdIntent(context, DISPLAY_AD_INTENTS.remove, removed)).toMatchObject({ ok: false, code: 'error-display-locked' });
    expect(asked[0]).toMatchObject({ method: 'DELETE', path: '/api/display-ads/9' });
  });
});
