import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerWrite, BusinessWrite, ClassifiedsResponse, ClassifiedWrite, EventWrite, FeedComment, FeedPost, FeedResponse } from '@gazeta/contract';
import { DEFAULT_RATES } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from './seed/accounts.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { client, multipart, newMember, pngFile, signIn, tagId, type Part } from './test/feed.ts';
import { body } from './test/http.ts';

/**
 * Issue #12: a control character (NUL above all, which PostgreSQL cannot store) in any text the
 * API takes — body field, query string or path parameter — is refused with a 4xx, never a 500,
 * and changes nothing. The routes are read from the OpenAPI document, so a new route is walked
 * without being listed here; what is listed is one valid request per route, so that the control
 * character is the only fault of each request sent.
 */

type Json = Record<string, unknown>;
interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

let t: TestApp;
let moderator: string;
let examples: Record<string, Example>;
const moderatorAccount = DEMO_ACCOUNTS.find((a) => a.role === 'moderator')!;
const TOKEN = 'A'.repeat(43);

beforeAll(async () => {
  t = await createTestApp();
  const c = client(t);
  moderator = await signIn(t, moderatorAccount);
  const chicago = String(await tagId(t, 'chicago'));
  const postBody = { title: 'Продаю велосипед', content: '<p>Почти новый</p>', is_draft: '1', 'tags[0]': chicago };

  // The moderator's own draft (to edit), someone else's pending post and comment (to decide on),
  // and an approved post of the demo content (to comment on).
  const own = body<FeedPost>(await c.post('/api/forum/posts', moderator, postBody));
  const member = await newMember(t);
  const theirs = body<FeedPost>(await c.post('/api/forum/posts', member.cookie, { ...postBody, is_draft: '0' }));
  const approved = body<FeedResponse>(await c.get('/api/forum/posts')).data[0]!;
  const theirComment = body<FeedComment>(await c.post(`/api/forum/posts/${approved.id}/comments`, member.cookie, { text: 'Хорошая новость' }));
  const myComment = body<FeedComment>(await c.post(`/api/forum/posts/${approved.id}/comments`, moderator, { text: 'Спасибо' }));
  // A running private ad of someone else (to write to and report).
  const ad = body<ClassifiedsResponse>(await c.get('/api/classifieds')).data[0]!;
  for (const id of [own.id, theirs.id, approved.id, theirComment.id, myComment.id, ad.id]) expect(id).toBeGreaterThan(0);
  // Classifieds: the moderator's own web-only ad (to edit) and a member's one awaiting review (to decide on).
  const adBody = { section: 'services', type: 'offer', version: 'online', title: 'Уроки', text: 'Уроки музыки для детей', publish_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), agree: '1' };
  const ownAd = body<ClassifiedWrite>(await c.post('/api/classifieds', moderator, adBody)).classified;
  const theirAd = body<ClassifiedWrite>(await c.post('/api/classifieds', member.cookie, { ...adBody, text: 'Уроки рисования для детей' })).classified;
  for (const id of [ownAd.id, theirAd.id]) expect(id).toBeGreaterThan(0);
  // Businesses: the moderator's own listing (to edit) and a member's one awaiting review (to decide on).
  const businessBody = {
    name: 'Пекарня', information: 'Хлеб и пирожки', 'categories[0]': 'groceries', 'languages[0]': 'ru', phone: '+18475550142', email: 'bakery@example.com',
    address: '4901 Golf Rd', city: 'Skokie', state: 'IL', zip: '60077', schedule_mon_opens: '08:00 AM', schedule_mon_closes: '06:00 PM', agree: '1',
  };
  const ownBusiness = body<BusinessWrite>(await c.post('/api/businesses', moderator, businessBody)).business;
  const theirBusiness = body<BusinessWrite>(await c.post('/api/businesses', member.cookie, { ...businessBody, name: 'Кондитерская' })).business;
  for (const id of [ownBusiness.id, theirBusiness.id]) expect(id).toBeGreaterThan(0);
  // Events: the moderator's own (to edit) and a member's awaiting review (to decide on); a picture each.
  const eventDay = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const eventBody: Record<string, string> = {
    title: 'Вечер поэзии', category: 'community', description: 'Читаем стихи', start_date: eventDay, end_date: eventDay,
    address: '1 Main St', city: 'Skokie', state: 'IL', zip: '60076',
    ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d) => [[`${d}_opens`, '07:00 PM'], [`${d}_closes`, '09:00 PM']])),
  };
  const withPicture = async (fields: Record<string, string>): Promise<Part[]> => [...Object.entries(fields), ['images[0]', await pngFile()]];
  const ownEvent = body<EventWrite>(await c.form('/api/events', moderator, await withPicture(eventBody))).event;
  const theirEvent = body<EventWrite>(await c.form('/api/events', member.cookie, await withPicture(eventBody))).event;
  for (const id of [ownEvent.id, theirEvent.id]) expect(id).toBeGreaterThan(0);
  // Banners: the moderator's own (to edit, and to decide on: the body is refused before anything is looked up).
  const bannerBody = { title: 'Пекарня', url: 'https://bakery.example.com', starts_on: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), weeks: '2', agree: '1' };
  const ownBanner = body<BannerWrite>(await c.form('/api/banners', moderator, [...Object.entries(bannerBody), ['picture', await pngFile(150, 600)]])).banner;
  expect(ownBanner.id).toBeGreaterThan(0);

  const person = { first_name: 'Anna', last_name: 'Petrova', email: 'anna.petrova@example.com' };
  const newPassword = { password: 'long-enough-1', password_confirmation: 'long-enough-1' };
  const id = (n: number) => ({ id: String(n) });
  examples = {
    'GET /api/auth/oauth/{provider}': { params: { provider: 'google' } },
    'GET /api/auth/oauth/{provider}/callback': { params: { provider: 'google' }, query: { code: 'the-code', state: 'the-state', error: 'access_denied' } },
    'POST /api/auth/register': { body: { ...person, phone: '+13125559876', ...newPassword, terms: true } },
    'POST /api/auth/register/verify': { body: { phone: '+13125559876', code: '123456' } },
    'POST /api/auth/sms/send': { body: { phone: moderatorAccount.phone } },
    'POST /api/auth/login/sms': { body: { phone: moderatorAccount.phone, code: '123456' } },
    'POST /api/auth/login': { body: { login: moderatorAccount.email, password: moderatorAccount.password } },
    'POST /api/auth/password/forgot': { body: { email: moderatorAccount.email } },
    'POST /api/auth/password/reset': { body: { token: TOKEN, ...newPassword } },
    'POST /api/auth/email/verify': { body: { token: TOKEN } },
    'PATCH /api/profile': { body: { ...person, email: moderatorAccount.email } },
    'POST /api/profile/phone': { body: { phone: '+13125559877', password: moderatorAccount.password } },
    'POST /api/profile/phone/verify': { body: { phone: '+13125559877', code: '123456' } },
    'POST /api/profile/password': { body: { current_password: moderatorAccount.password, ...newPassword } },
    'POST /api/profile/delete': { body: { confirmation: 'DELETE', sure: true, password: moderatorAccount.password } },
    'POST /api/subscription/subscribe': { body: { name: 'Ирина Соколова', email: moderatorAccount.email } },
    'POST /api/subscription/confirm': { body: { token: TOKEN } },
    'POST /api/subscription/unsubscribe': { query: { token: TOKEN }, body: { token: TOKEN } },
    'POST /api/tags/get': { body: { per_page: 50, from: 'forum' } },
    'GET /api/articles': { query: { page: '1', per_page: '12', category: 'chicago' } },
    'GET /api/search': { query: { q: 'чикаго', page: '1', per_page: '10' } },
    'GET /api/delivery-points/nearest': { query: { zip: '60601', limit: '5' } },
    'PUT /api/votes/{kind}/{id}': { params: { kind: 'article', id: '1' }, body: { value: 'like' } },
    'POST /api/votes/{kind}/{id}/rating': { params: { kind: 'article', id: '1' }, body: { stars: 5 } },
    'GET /api/geo/locate': { query: { address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' } },
    'GET /api/forum/posts': { query: { view: 'created_at', category: 'chicago', page: '1' } },
    'POST /api/forum/posts': { body: postBody },
    'POST /api/forum/posts/{id}': { params: id(own.id), body: postBody },
    'GET /api/forum/posts/{id}/comments': { params: id(approved.id), query: { page: '1' } },
    'POST /api/forum/posts/{id}/comments': { params: id(approved.id), body: { text: 'Согласен' } },
    'PATCH /api/forum/comments/{id}': { params: id(myComment.id), body: { text: 'Спасибо!' } },
    'GET /api/forum/moderation': { query: { kind: 'posts', page: '1' } },
    'POST /api/forum/moderation/posts/{id}': { params: id(theirs.id), body: { decision: 'reject', reason: 'Реклама' } },
    'POST /api/forum/moderation/comments/{id}': { params: id(theirComment.id), body: { decision: 'reject', reason: 'Реклама' } },
    'GET /api/forum/notifications': { query: { page: '1' } },
    'POST /api/classifieds': { body: { ...adBody, text: 'Уроки пения для детей' } },
    'PATCH /api/classifieds/{id}': { params: id(ownAd.id), body: { ...adBody, text: 'Уроки танцев для детей' } },
    'POST /api/forum/moderation/classifieds/{id}': { params: id(theirAd.id), body: { decision: 'reject', reason: 'Реклама' } },
    'POST /api/orders/{id}/checkout': { params: id(1), body: { locale: 'en' } },
    'POST /api/orders/{id}/refund': { params: id(1), body: { to: 'balance', amount_cents: 100, reason: 'Не вышло в печать' } },
    'POST /api/users/{id}/balance': { params: id(member.id), body: { amount_cents: 100, reason: 'Компенсация за опечатку' } },
    'PUT /api/admin/rates': { body: { rates: DEFAULT_RATES, reason: 'Новые цены с января' } },
    // Takes no body: its id is the only input (a NUL there is refused before the admin check).
    'POST /api/admin/outbox/{id}/retry': { params: id(1) },
    'GET /api/classifieds': { query: { section: 'rentals', type: 'offer', photo: '1', q: 'квартира', per_page: '20' } },
    'POST /api/classifieds/{id}/contact': { params: id(ad.id), body: { message: 'Здравствуйте! Ещё актуально?' } },
    'POST /api/classifieds/{id}/report': { params: id(ad.id), body: { reason: 'spam', note: 'Похоже на рекламу' } },
    'GET /api/businesses': { query: { category: 'groceries', q: 'хлеб', per_page: '20' } },
    'POST /api/businesses': { body: { ...businessBody, name: 'Булочная' } },
    'PATCH /api/businesses/{id}': { params: id(ownBusiness.id), body: { ...businessBody, name: 'Пекарня у дома' } },
    'POST /api/forum/moderation/businesses/{id}': { params: id(theirBusiness.id), body: { decision: 'reject', reason: 'Реклама' } },
    // Without a picture the form is refused too (a JSON body carries none), yet every text field is read first.
    'POST /api/events': { body: eventBody },
    'PATCH /api/events/{id}': { params: id(ownEvent.id), body: { ...eventBody, 'keep_images[0]': String(ownEvent.images[0]!.id) } },
    'POST /api/forum/moderation/events/{id}': { params: id(theirEvent.id), body: { decision: 'reject', reason: 'Реклама' } },
    // Without a picture a new banner is refused too, yet every text field is read first.
    'POST /api/banners': { body: bannerBody },
    'PATCH /api/banners/{id}': { params: id(ownBanner.id), body: bannerBody },
    'POST /api/forum/moderation/banners/{id}': { params: id(ownBanner.id), body: { decision: 'reject', reason: 'Реклама' } },
    'POST /api/print-subscriptions': { body: { first_name: 'Anna', last_name: 'Petrova', address: '4901 Golf Rd', city: 'Skokie', state: 'IL', zip: '60077', months: 3, agree: true } },
    'POST /api/print-subscriptions/{id}/renew': { params: id(1), body: { months: 3 } },
    'POST /api/social-requests': { body: { text: 'Открытие', publish_on: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), 'networks[0]': 'facebook', agree: '1' } },
    'POST /api/forum/moderation/social/{id}': { params: id(1), body: { decision: 'reject', reason: 'Реклама' } },
    'POST /api/display-ads': {
      body: { request_type: 'design', item: 'Пекарня', message: 'Свежий хлеб', email: 'a@example.com', phone: '+12345678900', units: '4', term: 'open', issues: '1', 'editions[0]': 'chicago', publish_on: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), agree: '1' },
    },
    'POST /api/forum/moderation/advertising/{id}': { params: id(1), body: { decision: 'reject', reason: 'Реклама' } },
    // The print desk (decision 060): editors only, so the moderator is refused whatever the body; the text is read first.
    'PATCH /api/newsroom/print/issues/{id}': { params: id(1), body: { date: '2027-01-07', deadline_date: '2027-01-04', deadline_time: '17:00' } },
    'POST /api/newsroom/print/issues/{id}/cancel': { params: id(1), body: { kind: 'holiday', note: 'Рождество' } },
    'PUT /api/newsroom/print/archive/{id}/articles': { params: id(1), body: { article_ids: [1] } },
    'POST /api/newsroom/print/issues/{id}/publish': { params: id(1), body: { lang: 'ru' } },
    'GET /api/search/archive': { query: { q: 'фестиваль', per_page: '4' } },
    'GET /api/events': { query: { when: 'week', category: 'concerts', city: 'Skokie', q: 'концерт', per_page: '20' } },
    // The newsroom's desk (decision 062): the moderator is refused, after the body's check.
    'POST /api/newsroom/categories': { body: { slug: 'new-section', name_en: 'New section', name_ru: 'Новая рубрика' } },
    'PATCH /api/newsroom/categories/{id}': { params: id(1), body: { slug: 'new-section', name_en: 'New section', name_ru: 'Новая рубрика' } },
    'GET /api/newsroom/tags': { query: { q: 'город' } },
    'POST /api/newsroom/tags': { body: { tag_name: 'city-life', name_en: 'City life', name_ru: 'Жизнь города' } },
    'PATCH /api/newsroom/tags/{id}': { params: id(1), body: { tag_name: 'city-life', name_en: 'City life', name_ru: 'Жизнь города' } },
    'POST /api/newsroom/ads': { body: { url: 'https://shop.example', alt_ru: 'Магазин', alt_en: 'The shop', starts_on: '2030-01-01', ends_on: '2030-01-31', position: '1', active: '1' } },
    'PATCH /api/newsroom/ads/{id}': { params: id(1), body: { url: 'https://shop.example', alt_ru: 'Магазин', alt_en: 'The shop', starts_on: '2030-01-01', ends_on: '2030-01-31', position: '1', active: '1' } },
    // The newsroom's members and audit log (issue #27): admins only, refused before the input is read.
    'GET /api/newsroom/members': { query: { q: 'Анна', role: 'user' } },
    'POST /api/newsroom/members/{id}/role': { params: id(member.id), body: { role: 'editor', reason: 'Пишет для ленты' } },
    'POST /api/newsroom/members/{id}/sign-out': { params: id(member.id), body: { reason: 'Потерял телефон' } },
    'POST /api/newsroom/members/{id}/erase': { params: id(member.id), body: { confirmation: 'УДАЛИТЬ', reason: 'Попросил по телефону' } },
    'GET /api/newsroom/audit': { query: { action: 'member.', subject: '1' } },
    // The one review queue (decision 059).
    'POST /api/newsroom/review/{kind}/{id}/decision': { params: { kind: 'post', id: String(theirs.id) }, body: { decision: 'reject', reason: 'Реклама' } },
    'POST /api/newsroom/review-templates': { body: { title: { en: 'Spam', ru: 'Спам' }, text: { en: 'Spam.', ru: 'Спам.' } } },
    'PUT /api/newsroom/review-templates/{id}': { params: id(1), body: { title: { en: 'Spam', ru: 'Спам' }, text: { en: 'Spam.', ru: 'Спам.' } } },
    'POST /api/newsroom/banned-words': { body: { word: 'лотерея' } },
    'PUT /api/newsroom/members/{id}/sanction': { params: id(member.id), body: { kind: 'mute', until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Спам' } },
    // The newsroom's articles (decision 057): refused to a moderator, but the body is read first.
    'GET /api/newsroom/articles': { query: { state: 'draft', lang: 'ru', q: 'выставка', from: '2026-11-01', to: '2026-11-30' } },
    'POST /api/newsroom/articles': { body: { lang: 'ru', title: 'Новость', category_id: 1, lead: 'Вводка', body_html: '<p>Текст</p>', byline: 'Редакция' } },
    'PATCH /api/newsroom/articles/{id}': { params: id(1), body: { version: 1, title: 'Новость', lead: 'Вводка', body_html: '<p>Текст</p>', byline: 'Редакция' } },
    'POST /api/newsroom/articles/{id}/schedule': { params: id(1), body: { version: 1, publish_at: '2030-01-01T09:00' } },
    'POST /api/newsroom/articles/{id}/translations': { params: id(1), body: { lang: 'en' } },
    'POST /api/newsroom/articles/media': { body: { file: 'not a picture' } },
  };
});
afterAll(() => t?.close());

/** Every row of every table, and every message sent: what a refused request must leave alone. */
async function everything(): Promise<string> {
  const tables = await t.database.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await t.database.query<{ digest: string | null }>(`SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM "${name}" r`);
    parts.push(`${name}:${row?.digest ?? ''}`);
  }
  parts.push(`sms:${(await t.outbox.sms()).length}`, `mail:${(await t.outbox.mail()).length}`);
  return parts.join('\n');
}

function resolve(schema: JsonSchema, doc: { components?: { schemas?: Record<string, JsonSchema> } }): JsonSchema {
  const ref = schema.$ref?.replace('#/components/schemas/', '');
  return ref ? resolve(doc.components!.schemas![ref]!, doc) : schema;
}

/** The names of a body schema's text fields, through references and unions. */
function textFields(schema: JsonSchema, doc: Parameters<typeof resolve>[1]): Set<string> {
  const found = new Set<string>();
  const walk = (node: JsonSchema) => {
    const s = resolve(node, doc);
    for (const part of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) walk(part);
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      const type = resolve(property, doc).type;
      if (type === undefined || type === 'string' || (Array.isArray(type) && type.includes('string'))) found.add(name);
    }
  };
  walk(schema);
  return found;
}

/** "ab" with a NUL inside, so that it passes every other check the valid value passes (an e-mail still has its @). */
const withNul = (value: unknown) => {
  const text = value === undefined ? 'ab' : String(value);
  return `${text.slice(0, 1)}\u0000${text.slice(1)}`;
};

let address = 0;
function send(method: string, path: string, example: Example, multipartBody: boolean) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.params?.[name] ?? '1'));
  const query = new URLSearchParams(example.query ?? {}).toString();
  const headers: Record<string, string> = { cookie: moderator };
  let payload: string | Buffer | undefined;
  if (example.body && multipartBody) {
    const form = multipart(Object.entries(example.body).map(([name, value]): Part => [name, String(value)]));
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (example.body) {
    payload = JSON.stringify(example.body);
    headers['content-type'] = 'application/json';
  }
  // Each request from its own address: the per-address rate limits must not hide an answer.
  address += 1;
  return t.app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('a control character in any text the API takes', () => {
  it('is refused with a 4xx (never a 500) and changes nothing, on every route', async () => {
    const doc = body<{ paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } }>(await t.app.inject({ url: '/api/openapi.json' }));
    const before = await everything();
    const answers: string[] = [];
    const missing: string[] = [];
    let sent = 0;

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const content = operation.requestBody?.content ?? {};
        const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
        const fields = schema ? textFields(schema, doc) : new Set<string>();
        const inputs = [...(operation.parameters ?? []).map((p) => [p.in, p.name] as const), ...[...fields].map((name) => ['body', name] as const)];
        if (inputs.length === 0) continue;
        // A route that takes no body needs no example: its path and query get a NUL one at a time.
        const example = examples[route] ?? (fields.size === 0 ? {} : undefined);
        if (!example) {
          missing.push(route);
          continue;
        }
        const encodings = content['multipart/form-data'] ? [false, true] : [false];
        for (const [where, name] of inputs) {
          const bad: Example = { params: { ...example.params }, query: { ...example.query }, ...(example.body || fields.size > 0 ? { body: { ...example.body } } : {}) };
          if (where === 'path') bad.params![name] = withNul(example.params?.[name]);
          else if (where === 'query') bad.query![name] = withNul(example.query?.[name]);
          else bad.body![name] = withNul(example.body?.[name]);
          for (const asMultipart of encodings) {
            const res = await send(method.toUpperCase(), path, bad, asMultipart);
            sent += 1;
            const ok = res.statusCode >= 400 && res.statusCode < 500;
            if (!ok) answers.push(`${route} ${where}:${name}${asMultipart ? ' (multipart)' : ''} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }

    expect(missing, 'give these routes (they take a body) a valid example above').toEqual([]);
    expect(answers, 'requests with a NUL that were not refused with a 4xx').toEqual([]);
    expect(sent).toBeGreaterThan(60);
    expect(await everything()).toBe(before);
  });

  it('names the field and the reason', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'moder\u0000ator@demo.gazeta.local', password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors['login']?.[0]?.code).toBe('validation-control-characters');
    // A line break is a control character in a single line, not in text with lines.
    const search = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('a\nb')}` });
    expect(body<{ errors: Record<string, { code: string }[]> }>(search).errors['q']?.[0]?.code).toBe('validation-control-characters');
  });
});
