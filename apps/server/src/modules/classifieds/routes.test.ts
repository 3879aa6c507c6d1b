import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_RATES,
  CLASSIFIED_SECTIONS,
  ISSUES_PER_PAGE,
  quoteClassified,
  type Classified,
  type ClassifiedSectionsResponse,
  type ClassifiedsResponse,
  type ClassifiedSummary,
  type ClassifiedVersion,
  type Role,
} from '@gazeta/contract';
import { classifieds, classifiedBookings, editionIssues, printEditions, users } from '../../db/schema/index.ts';
import { classifiedTextKey } from './placing-service.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, expectFieldError, readerCookie } from '../../test/http.ts';
import { CONTACT_LIMITS } from './service.ts';

let t: TestApp;

const list = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/classifieds${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return body<ClassifiedsResponse>(res);
};
const search = (q: string, extra = '') => list(`q=${encodeURIComponent(q)}&per_page=50${extra}`);

/** Every page of a list, following next_cursor. */
async function walk(query: string): Promise<ClassifiedSummary[]> {
  const all: ClassifiedSummary[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: ClassifiedsResponse = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    all.push(...page.data);
    cursor = page.next_cursor;
    if (!cursor) return all;
  }
  throw new Error('too many pages');
}

/** The codes of a 422's errors on one field (a schema may name its own, such as error-contact-empty). */
function fieldCodes(res: Awaited<ReturnType<TestApp['app']['inject']>>, field: string): string[] {
  const error = expectError(res, 422, 'error-validation');
  const codes = (error.errors?.[field] ?? []).map((e) => e.code);
  expect(codes.length, JSON.stringify(error)).toBeGreaterThan(0);
  return codes;
}

let people = 0;
/** A person with a session: whether their e-mail is confirmed, their phone verified, their language. */
async function person(options: { emailConfirmed?: boolean; phoneVerified?: boolean; locale?: 'ru' | 'en'; role?: Role; firstName?: string } = {}) {
  const n = (people += 1);
  const [user] = await t.database.db
    .insert(users)
    .values({
      firstName: options.firstName ?? `Reader${n}`,
      lastName: 'Test',
      email: `classifieds-${n}-${randomBytes(3).toString('hex')}@example.com`,
      emailVerifiedAt: options.emailConfirmed === false ? null : new Date(),
      phone: `+1773555${String(1000 + n).padStart(4, '0')}`,
      phoneVerifiedAt: options.phoneVerified === false ? null : new Date(),
      role: options.role ?? 'user',
      locale: options.locale ?? 'ru',
      active: true,
    })
    .returning();
  const session = await t.app.services.accounts.startSession(user!, 'Password', {});
  return { id: user!.id, email: user!.email!, phone: user!.phone!, cookie: `sid=${session.rawToken}` };
}

let ads = 0;
/** An ad written straight into the database (placing has its own tests). */
async function ad(ownerId: number, overrides: Partial<typeof classifieds.$inferInsert> = {}): Promise<number> {
  const n = (ads += 1);
  const title = overrides.title ?? `Test ad ${n} ${randomBytes(3).toString('hex')}`;
  const text = overrides.body ?? `The text of test ad ${n}.`;
  const [row] = await t.database.db
    .insert(classifieds)
    .values({
      ownerId,
      section: 'for-sale',
      type: 'offer',
      lang: 'en',
      title,
      body: text,
      textKey: classifiedTextKey(title, text),
      version: 'online',
      publishOn: '2026-11-20',
      validUntil: '2026-12-24',
      words: 5,
      priceCents: 0,
      status: 'running',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning({ id: classifieds.id });
  t.app.services.classifieds.changed([row!.id]);
  return row!.id;
}

const contact = (id: number, cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/classifieds/${id}/contact`, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });
let addresses = 0;
/** A report from an address of its own unless said: a reader without a reader key is counted by address. */
const report = (id: number, payload: unknown, cookie?: string, remoteAddress = `198.51.100.${(addresses += 1) % 250}`) =>
  t.app.inject({ method: 'POST', url: `/api/classifieds/${id}/report`, remoteAddress, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });

let owner: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person({ locale: 'en', firstName: 'Owner' });
});
afterAll(() => t?.close());

describe('GET /api/classifieds', () => {
  it('lists the running ads, priority, then hot, then newest first, page after page without gaps or repeats', async () => {
    const expected = await t.database.query<{ id: number }>(
      `SELECT id FROM classifieds WHERE status = 'running' AND deleted_at IS NULL ORDER BY priority DESC, hot DESC, published_at DESC, id DESC`,
    );
    expect(expected.length, 'the demo ads').toBeGreaterThanOrEqual(150);
    const first = await list('per_page=20');
    expect(first.data).toHaveLength(20);
    expect(first.total).toBe(expected.length);
    expect(first.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.query).toBeNull();
    const all = await walk('per_page=50');
    expect(all.map((a) => a.id)).toEqual(expected.map((row) => Number(row.id)));
  });

  it('shows each ad with its section, extras, first picture and dates', async () => {
    const all = await walk('per_page=50');
    const sections = new Set(all.map((a) => a.section.slug));
    expect([...sections].sort()).toEqual([...CLASSIFIED_SECTIONS].sort());
    expect(new Set(all.map((a) => a.lang))).toEqual(new Set(['ru', 'en', 'lt']));
    for (const extra of ['bold', 'frame', 'hot', 'priority', 'photo'] as const) expect(all.some((a) => a.extras[extra]), extra).toBe(true);
    const pictured = all.filter((a) => a.image);
    expect(pictured.length).toBeGreaterThan(10);
    for (const a of pictured) {
      expect(a.image!.src).toMatch(/^\/media\/.+\.webp$/);
      expect(a.image!.srcset).toContain(' 320w');
      expect(a.image!.alt).toContain(a.title);
      expect(a.images_count).toBeGreaterThanOrEqual(1);
    }
    for (const a of all) {
      expect(new Date(a.published_at).toISOString()).toBe(a.published_at);
      expect(a.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.title_highlight).toBeUndefined();
    }
  });

  it('never shows the same picture on two ads side by side', async () => {
    const all = await walk('per_page=50');
    for (const [i, a] of all.entries()) {
      const previous = all[i - 1];
      if (a.image && previous?.image) expect(a.image.src, `ads ${previous.id} and ${a.id}`).not.toBe(previous.image.src);
    }
  });

  it('filters by section, kind and pictures, each with its own total', async () => {
    for (const [query, check] of [
      ['section=jobs', (a: ClassifiedSummary) => a.section.slug === 'jobs'],
      ['type=wanted', (a: ClassifiedSummary) => a.type === 'wanted'],
      ['photo=1', (a: ClassifiedSummary) => a.images_count > 0],
      ['section=for-sale&type=offer&photo=1', (a: ClassifiedSummary) => a.section.slug === 'for-sale' && a.type === 'offer' && a.image !== null],
    ] as const) {
      const all = await walk(`${query}&per_page=50`);
      expect(all.length, query).toBeGreaterThan(0);
      expect(all.every(check), query).toBe(true);
      expect((await list(query)).total, query).toBe(all.length);
    }
  });

  it('names sections in the language asked for', async () => {
    const en = await list('section=jobs&per_page=1&lang=en');
    expect(en.data[0]!.section.name).toBe('Jobs');
    const ru = await list('section=jobs&per_page=1', { 'accept-language': 'ru' });
    expect(ru.data[0]!.section.name).toBe('Работа');
  });

  it('leaves out ads that are not running, deleted, or in review', async () => {
    const hidden = await Promise.all([
      ad(owner.id, { status: 'awaiting_review', publishedAt: null }),
      ad(owner.id, { status: 'expired' }),
      ad(owner.id, { deletedAt: new Date() }),
      ad(owner.id, { status: 'draft', publishedAt: null }),
    ]);
    const shown = await ad(owner.id);
    const ids = (await walk('per_page=50')).map((a) => a.id);
    expect(ids).toContain(shown);
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('shows a new ad once placing says it changed (the cache is dropped by tag)', async () => {
    const before = await list('section=education&per_page=50');
    const [row] = await t.database.db
      .insert(classifieds)
      .values({
        ownerId: owner.id,
        section: 'education',
        type: 'offer',
        lang: 'en',
        title: 'Chess lessons for kids',
        body: 'Saturday mornings.',
        textKey: classifiedTextKey('Chess lessons for kids', 'Saturday mornings.'),
        version: 'online',
        publishOn: '2026-11-20',
        validUntil: '2026-12-24',
        words: 5,
        priceCents: 0,
        status: 'running',
        publishedAt: new Date(),
      })
      .returning({ id: classifieds.id });
    // Read from the cache until told.
    expect((await list('section=education&per_page=50')).total).toBe(before.total);
    t.app.services.classifieds.changed([row!.id]);
    const after = await list('section=education&per_page=50');
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((a) => a.id)).toContain(row!.id);
  });

  it('tags its answer for the page cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/classifieds' });
    expect(res.headers['x-cache-tags']).toBe('classifieds');
  });

  it('refuses unknown filters, bad cursors and paging out of range (422)', async () => {
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?section=boats' }), 'section');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?type=both' }), 'type');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?photo=yes' }), 'photo');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?per_page=0' }), 'per_page');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?per_page=51' }), 'per_page');
    expectFieldError(await t.app.inject({ method: 'GET', url: '/api/classifieds?cursor=not%20a%20cursor' }), 'cursor');
    // Well-formed, but not a cursor this server made.
    for (const forged of ['abc', Buffer.from('[1,1,"yesterday",3]').toString('base64url'), Buffer.from('[2,0,"2026-11-20T10:00:00Z",3]').toString('base64url'), Buffer.from('{"id":1}').toString('base64url')]) {
      expectFieldError(await t.app.inject({ method: 'GET', url: `/api/classifieds?cursor=${forged}` }), 'cursor');
    }
    const control = await t.app.inject({ method: 'GET', url: `/api/classifieds?q=${encodeURIComponent('flat\u0000')}` });
    expect(expectFieldError(control, 'q').map((e) => e.code)).toContain('validation-control-characters');
  });

  it('reads a blank search as no search', async () => {
    const all = await list('q=%20%20&per_page=5');
    expect(all.query).toBeNull();
    expect(all.total).toBe((await list('per_page=5')).total);
  });
});

describe('GET /api/classifieds?q= (search)', () => {
  const marked = (html: string | undefined) => (html?.match(/<mark>(.*?)<\/mark>/g) ?? []).map((m) => m.replace(/<\/?mark>/g, '').toLowerCase());
  const textOf = (a: ClassifiedSummary) => `${a.title} ${a.text}`;

  it('finds ads in Russian, English and Lithuanian by their words, in every form', async () => {
    for (const [q, pattern] of [
      ['квартира', /квартир/i],
      ['apartment', /apartment/i],
      ['dviratis', /dvirat/i],
    ] as const) {
      const found = await search(q);
      expect(found.total, q).toBeGreaterThan(0);
      expect(found.query).toBe(q);
      for (const a of found.data) expect(textOf(a), q).toMatch(pattern);
    }
  });

  it('"Шаумбург" finds the ads that write "Schaumburg", and back', async () => {
    const latin = await search('Schaumburg');
    const cyrillic = await search('Шаумбург');
    expect(latin.data.some((a) => a.lang === 'ru' && /Шаумбург/.test(textOf(a))), 'a Russian ad found by the Latin spelling').toBe(true);
    const english = cyrillic.data.filter((a) => /Schaumburg/.test(textOf(a)));
    expect(english.length, 'Latin ads found by the Cyrillic spelling').toBeGreaterThan(0);
    for (const a of english) expect([...marked(a.title_highlight), ...marked(a.text_highlight)].some((word) => word.startsWith('schaumburg')), `${a.id}`).toBe(true);
    expect(new Set(cyrillic.data.map((a) => a.id))).toEqual(new Set(latin.data.map((a) => a.id)));
  });

  it('"Бруклин" finds "Brooklyn" and "Brooklyn" finds "Бруклин"', async () => {
    const fromCyrillic = await search('Бруклин');
    expect(fromCyrillic.data.some((a) => /Brooklyn/.test(textOf(a)))).toBe(true);
    const fromLatin = await search('brooklyn');
    expect(fromLatin.data.some((a) => /Бруклин/.test(textOf(a)))).toBe(true);
  });

  it('finds a new ad by another alphabet once its words are indexed', async () => {
    const id = await ad(owner.id, { title: 'Garage sale in Wauconda', body: 'Tools, toys, books. Saturday only.' });
    expect((await search('Вауконда')).data.map((a) => a.id)).not.toContain(id);
    await t.app.services.classifieds.indexWords([{ title: 'Garage sale in Wauconda', body: 'Tools, toys, books. Saturday only.' }]);
    t.app.services.classifieds.changed([id]);
    expect((await search('Вауконда')).data.map((a) => a.id)).toContain(id);
  });

  it('keeps the filters and the catalogue order, and pages the results', async () => {
    const all = await walk(`q=${encodeURIComponent('Шаумбург')}&per_page=2`);
    expect(all.length).toBe((await search('Шаумбург')).total);
    expect(all.map((a) => a.id)).toEqual((await search('Шаумбург')).data.map((a) => a.id));
    const jobs = await search('Schaumburg', '&section=jobs');
    for (const a of jobs.data) expect(a.section.slug).toBe('jobs');
  });

  it('highlights with <mark> only, everything else escaped', async () => {
    const id = await ad(owner.id, { title: 'Zyxquorb <b>table</b> & "chairs"', body: 'A zyxquorb <script>alert(1)</script> for 5 < 7 dollars.' });
    await t.app.services.classifieds.indexWords([{ title: 'Zyxquorb', body: '' }]);
    t.app.services.classifieds.changed([id]);
    const [hit] = (await search('zyxquorb')).data;
    expect(hit!.id).toBe(id);
    expect(hit!.title).toBe('Zyxquorb <b>table</b> & "chairs"');
    for (const html of [hit!.title_highlight!, hit!.text_highlight!]) {
      expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      expect(html).toMatch(/<mark>zyxquorb<\/mark>/i);
    }
  });

  it('treats query syntax as text, never as an error', async () => {
    for (const q of ['"unclosed', 'a & b | !c', "o'brien", '-', '(((', '<script>', '%', '\\', 'ёлка', '🙂', 'Шаумбург -Schaumburg']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/classifieds?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
  });
});

describe('GET /api/classifieds/sections', () => {
  it('gives every section in order, named in both languages, with its running ads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/classifieds/sections', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const sections = body<ClassifiedSectionsResponse>(res);
    expect(sections.data.map((s) => s.slug)).toEqual([...CLASSIFIED_SECTIONS]);
    const counts = await t.database.query<{ section: string; n: number }>(
      `SELECT section, count(*)::int AS n FROM classifieds WHERE status = 'running' AND deleted_at IS NULL GROUP BY section`,
    );
    for (const section of sections.data) {
      expect(section.count, section.slug).toBe(Number(counts.find((c) => c.section === section.slug)?.n ?? 0));
      expect(section.name).toBe(section.name_en);
      expect(section.name_ru).toMatch(/[а-я]/i);
    }
    expect(sections.total).toBe(sections.data.reduce((sum, s) => sum + s.count, 0));
    expect(sections.data.find((s) => s.slug === 'jobs')).toMatchObject({ name_en: 'Jobs', name_ru: 'Работа' });
  });
});

describe('GET /api/classifieds/:id', () => {
  it('shows a running ad to anyone, with its pictures, and tags it', async () => {
    const [row] = await t.database.query<{ id: number }>(
      `SELECT c.id FROM classifieds c WHERE status = 'running' AND (SELECT count(*) FROM classified_images i WHERE i.classified_id = c.id) > 1 ORDER BY id LIMIT 1`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/classifieds/${row!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-cache-tags']).toBe(`classified:${row!.id}`);
    const found = body<Classified>(res);
    expect(found.images.length).toBeGreaterThan(1);
    expect(found.images_count).toBe(found.images.length);
    expect(found.image).toEqual(found.images[0]);
    expect(found.status).toBe('running');
    expect(found.own).toBe(false);
    expect(found.publish_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the phone only when the owner chose to', async () => {
    const shown = await ad(owner.id, { showPhone: true });
    const hidden = await ad(owner.id, { showPhone: false });
    const get = async (id: number) => body<Classified>(await t.app.inject({ method: 'GET', url: `/api/classifieds/${id}` }));
    expect((await get(shown)).phone).toBe(owner.phone);
    expect((await get(hidden)).phone).toBeNull();
    const unverified = await person({ phoneVerified: false });
    expect((await get(await ad(unverified.id, { showPhone: true }))).phone).toBeNull();
  });

  it('shows an ad in any other state only to its owner and staff', async () => {
    const stranger = await person();
    const moderator = await person({ role: 'moderator' });
    const waiting = await ad(owner.id, { status: 'awaiting_review', publishedAt: null });
    const get = (id: number, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/classifieds/${id}`, headers: cookie ? { cookie } : {} });
    expectError(await get(waiting), 404, 'error-not-found');
    expectError(await get(waiting, stranger.cookie), 404, 'error-not-found');
    const own = await get(waiting, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(body<Classified>(own)).toMatchObject({ status: 'awaiting_review', own: true });
    expect(body<Classified>(await get(waiting, moderator.cookie))).toMatchObject({ status: 'awaiting_review', own: false });

    const deleted = await ad(owner.id, { deletedAt: new Date() });
    expectError(await get(deleted, owner.cookie), 404, 'error-not-found');
    expect((await get(deleted, moderator.cookie)).statusCode).toBe(200);
  });

  it('keeps the owner’s (and any signed-in reader’s) answer out of shared caches, a running ad’s anonymous answer not', async () => {
    const running = await ad(owner.id);
    const get = (cookie?: string) => t.app.inject({ method: 'GET', url: `/api/classifieds/${running}`, headers: cookie ? { cookie } : {} });
    const own = await get(owner.cookie);
    expect(body<Classified>(own)).toMatchObject({ status: 'running', own: true });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await get((await person()).cookie)).headers['cache-control']).toBe('private, no-store');
    expect((await get()).headers['cache-control']).toBeUndefined();
  });

  it('lists the issues it is booked into per edition, linking those that are out to the archive', async () => {
    await t.database.db.insert(printEditions).values([
      { slug: 'test-north', nameEn: 'North shore', nameRu: 'Северный берег', position: 1 },
      { slug: 'test-west', nameEn: 'West suburbs', nameRu: 'Западные пригороды', position: 2 },
    ]);
    const [archived] = await t.database.query<{ id: number; number: number; published_on: string }>(
      `SELECT id, number, published_on::text AS published_on FROM print_issues ORDER BY published_on DESC, id DESC OFFSET ${ISSUES_PER_PAGE + 2} LIMIT 1`,
    );
    const issues = await t.database.db
      .insert(editionIssues)
      .values([
        { edition: 'test-west', publishOn: '2099-01-08', deadlineAt: new Date('2099-01-06T18:00:00Z') },
        { edition: 'test-north', publishOn: archived!.published_on, deadlineAt: new Date('2020-01-01T18:00:00Z'), archiveIssueId: archived!.id },
        { edition: 'test-north', publishOn: '2099-01-01', deadlineAt: new Date('2098-12-30T18:00:00Z') },
      ])
      .returning({ id: editionIssues.id });
    const id = await ad(owner.id, { version: 'both', editions: ['test-north', 'test-west'], issuesPerEdition: 2 });
    await t.database.db.insert(classifiedBookings).values(issues.map((issue) => ({ classifiedId: id, issueId: issue.id })));
    t.app.services.classifieds.changed([id]);
    const found = body<Classified>(await t.app.inject({ method: 'GET', url: `/api/classifieds/${id}?lang=en` }));
    expect(found.runs.map((run) => run.edition)).toEqual([
      { slug: 'test-north', name: 'North shore' },
      { slug: 'test-west', name: 'West suburbs' },
    ]);
    const [out, coming] = found.runs[0]!.issues;
    expect(out!.date).toBe(archived!.published_on);
    expect(out!.archive).toMatchObject({ number: Number(archived!.number), page: 2 });
    expect(out!.archive!.pdf_url).toMatch(/^\/media\/./);
    expect(coming).toEqual({ date: '2099-01-01', archive: null });
    expect(found.runs[1]!.issues).toEqual([{ date: '2099-01-08', archive: null }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/classifieds/999999' }), 404, 'error-not-found');
    expectError(await t.app.inject({ method: 'GET', url: '/api/classifieds/abc' }), 404, 'error-not-found');
    expectError(await t.app.inject({ method: 'GET', url: '/api/classifieds/0' }), 404, 'error-not-found');
  });
});

describe('POST /api/classifieds/:id/contact', () => {
  it('needs a signed-in reader (401), before it reads the message', async () => {
    const id = await ad(owner.id);
    expectError(await contact(id, undefined, { message: 'Is it still for sale?' }), 401, 'notification-auth-error');
    expectError(await contact(id, undefined, { message: '' }), 401, 'notification-auth-error');
    expectError(await contact(id, `sid=${'x'.repeat(43)}`, { message: 'Hello' }), 401, 'notification-auth-error');
  });

  it("e-mails the message to the owner in the owner's language, with the sender's address to answer", async () => {
    const id = await ad(owner.id, { title: 'Oak dining table' });
    const sender = await person({ locale: 'ru', firstName: 'Анна' });
    const before = (await t.outbox.mail()).length;
    const res = await contact(id, sender.cookie, { message: '  Здравствуйте! Стол ещё продаётся?\nМогу забрать в субботу.  ' });
    expect(res.statusCode, res.body).toBe(202);
    expect(body(res)).toEqual({ ok: true });
    expect(res.body).not.toContain(owner.email);
    const mails = (await t.outbox.mail()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe(owner.email);
    // The owner reads English, whatever the sender does.
    expect(mail!.subject).toBe('A reader writes about your ad “Oak dining table”');
    expect(mail!.text).toContain('Здравствуйте! Стол ещё продаётся?\nМогу забрать в субботу.');
    expect(mail!.text).toContain('Анна Test');
    expect(mail!.text).toContain(sender.email);
    expect(mail!.text).toContain(`/private-ads/${id}`);
    expect(mail!.headers['reply-to']).toBe(sender.email);
    const [logged] = await t.database.query<{ channel: string }>('SELECT channel FROM classified_contacts WHERE classified_id = $1', [id]);
    expect(logged!.channel).toBe('email');
  });

  it('sends an SMS when the owner has no confirmed e-mail, and answers exactly the same', async () => {
    const smsOwner = await person({ emailConfirmed: false, locale: 'ru' });
    const nobody = await person({ emailConfirmed: false, phoneVerified: false });
    const sender = await person({ emailConfirmed: false, firstName: 'Pavel' });
    const toEmail = await contact(await ad(owner.id), sender.cookie, { message: 'Hi there' });
    const beforeSms = (await t.outbox.sms()).length;
    const toSms = await contact(await ad(smsOwner.id), sender.cookie, { message: `Is the ${'very '.repeat(100)}nice sofa still there?` });
    const toNobody = await contact(await ad(nobody.id), sender.cookie, { message: 'Hello?' });
    // Nothing in the answer tells how (or whether) the owner is reached.
    for (const res of [toEmail, toSms, toNobody]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(toEmail.body);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(toEmail.headers).sort());
    }
    const messages = (await t.outbox.sms()).slice(beforeSms);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toBe(smsOwner.phone);
    expect(messages[0]!.body).toMatch(/^Газета: Pavel Test по объявлению №\d+: Is the very/);
    expect(messages[0]!.body).toContain('…');
    // The sender has no confirmed e-mail: the owner answers to the phone.
    expect(messages[0]!.body).toContain(`Ответ: ${sender.phone}`);
  });

  it('refuses a sender who could not be answered (403)', async () => {
    const id = await ad(owner.id);
    const unreachable = await person({ emailConfirmed: false, phoneVerified: false });
    expectError(await contact(id, unreachable.cookie, { message: 'Hello' }), 403, 'error-contact-reply-address');
  });

  it("refuses the owner's own ad (403) and an ad that is not running (404)", async () => {
    expectError(await contact(await ad(owner.id), owner.cookie, { message: 'Me again' }), 403, 'error-contact-own-ad');
    const sender = await person();
    expectError(await contact(await ad(owner.id, { status: 'expired' }), sender.cookie, { message: 'Hello' }), 404, 'error-not-found');
    expectError(await contact(999_999, sender.cookie, { message: 'Hello' }), 404, 'error-not-found');
  });

  it('refuses an empty, too long or control-character message (422)', async () => {
    const id = await ad(owner.id);
    const sender = await person();
    const codes = async (payload: unknown) => fieldCodes(await contact(id, sender.cookie, payload), 'message');
    expect(await codes({ message: '   ' })).toContain('error-contact-empty');
    expect(await codes({ message: 'x'.repeat(2001) })).toContain('error-contact-too-long');
    expect(await codes({ message: 'Hello\u0007' })).toContain('validation-control-characters');
    expect(await codes({})).toContain('validation-required');
    expect((await contact(id, sender.cookie, { message: 'x'.repeat(2000) })).statusCode).toBe(202);
  });

  it('limits the messages of one account, whichever session or address sends them (429)', async () => {
    const sender = await person();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sender.id));
    const second = `sid=${(await t.app.services.accounts.startSession(row!, 'Password', {})).rawToken}`;
    const targets = await Promise.all(Array.from({ length: 3 }, () => ad(owner.id)));
    for (let i = 0; i < CONTACT_LIMITS.perHour; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/classifieds/${targets[i % 3]}/contact`,
        payload: { message: `Message ${i}` },
        headers: { cookie: i % 2 ? second : sender.cookie },
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    expectError(await contact(targets[0]!, sender.cookie, { message: 'One more' }), 429, 'error-contact-too-often');
    expectError(await contact(targets[1]!, second, { message: 'From the other session' }), 429, 'error-contact-too-often');
    // Others may still write.
    expect((await contact(targets[0]!, (await person()).cookie, { message: 'Hello' })).statusCode).toBe(202);
  });
});

describe('POST /api/classifieds/:id/report', () => {
  it('takes one report per anonymous browser, giving it a reader key', async () => {
    const id = await ad(owner.id);
    const first = await report(id, { reason: 'spam' }, undefined, '192.0.2.30');
    expect(first.statusCode, first.body).toBe(202);
    const cookie = readerCookie(first);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expectError(await report(id, { reason: 'fraud' }, `rid=${cookie!.value}`, '192.0.2.30'), 409, 'error-report-duplicate');
    // Keyed by the reader key from then on, wherever the browser goes.
    const second = await ad(owner.id);
    expect((await report(second, { reason: 'spam' }, `rid=${cookie!.value}`, '192.0.2.31')).statusCode).toBe(202);
    expectError(await report(second, { reason: 'spam' }, `rid=${cookie!.value}`, '192.0.2.32'), 409, 'error-report-duplicate');
    // Another browser may report it too.
    expect((await report(id, { reason: 'fraud', note: 'Asks for a deposit by wire.' })).statusCode).toBe(202);
  });

  it('takes one report per address and day from a reader without a reader key (a script)', async () => {
    const id = await ad(owner.id);
    expect((await report(id, { reason: 'spam' }, undefined, '203.0.113.20')).statusCode).toBe(202);
    expectError(await report(id, { reason: 'spam' }, undefined, '203.0.113.20'), 409, 'error-report-duplicate');
    expectError(await report(id, { reason: 'fraud' }, undefined, '::ffff:203.0.113.20'), 409, 'error-report-duplicate');
    const rows = await t.database.query<{ reporter_key: string }>('SELECT reporter_key FROM classified_reports WHERE classified_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reporter_key).not.toContain('203.0.113.20');
    // Another address is another reader.
    expect((await report(id, { reason: 'spam' }, undefined, '203.0.113.21')).statusCode).toBe(202);
  });

  it('takes one report per signed-in reader, whatever browser', async () => {
    const id = await ad(owner.id);
    const reader = await person();
    expect((await report(id, { reason: 'outdated' }, reader.cookie)).statusCode).toBe(202);
    expectError(await report(id, { reason: 'other' }, reader.cookie), 409, 'error-report-duplicate');
    const rows = await t.database.query<{ reporter_key: string; user_id: number; reason: string }>('SELECT reporter_key, user_id, reason FROM classified_reports WHERE classified_id = $1', [id]);
    expect(rows).toEqual([{ reporter_key: `u:${reader.id}`, user_id: reader.id, reason: 'outdated' }]);
  });

  it('gives staff the reported ads, most reported first, until resolved', async () => {
    const id = await ad(owner.id);
    for (const reason of ['spam', 'fraud', 'spam'] as const) expect((await report(id, { reason })).statusCode).toBe(202);
    const open = await t.app.services.classifieds.openReports();
    expect(open[0]).toMatchObject({ classified_id: id, reports: 3 });
    expect([...open[0]!.reasons].sort()).toEqual(['fraud', 'spam']);
    const moderator = await person({ role: 'moderator' });
    expect(await t.app.services.classifieds.resolveReports(id, { id: moderator.id, role: 'moderator' })).toBe(3);
    expect((await t.app.services.classifieds.openReports()).map((r) => r.classified_id)).not.toContain(id);
  });

  it('refuses a reason not in the list, a long note (422), the own ad (403) and ads not running (404)', async () => {
    const id = await ad(owner.id);
    expect(fieldCodes(await report(id, { reason: 'ugly' }), 'reason')).toContain('error-report-reason');
    expect(fieldCodes(await report(id, {}), 'reason')).toContain('error-report-reason');
    expectFieldError(await report(id, { reason: 'other', note: 'x'.repeat(501) }), 'note');
    expectFieldError(await report(id, { reason: 'other', note: 'bad\u0000' }), 'note');
    expectError(await report(id, { reason: 'spam' }, owner.cookie), 403, 'error-report-own-ad');
    expectError(await report(await ad(owner.id, { status: 'rejected' }), { reason: 'spam' }), 404, 'error-not-found');
    expectError(await report(999_999, { reason: 'spam' }), 404, 'error-not-found');
  });
});

describe('the demo ads', () => {
  it('are priced by the contract rule, and show pictures only where a picture fits', async () => {
    const rows = await t.database.query<{
      title: string;
      body: string;
      version: ClassifiedVersion;
      editions: string[];
      issues_per_edition: number;
      bold: boolean;
      frame: boolean;
      hot: boolean;
      priority: boolean;
      photo: boolean;
      words: number;
      price_cents: number;
    }>(`SELECT c.* FROM classifieds c JOIN users u ON u.id = c.owner_id WHERE u.email LIKE '%@demo.gazeta.local'`);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      const quote = quoteClassified({
        title: row.title,
        text: row.body,
        version: row.version,
        editions: row.editions.length,
        issues: row.issues_per_edition,
        extras: { bold: row.bold, frame: row.frame, hot: row.hot, priority: row.priority, photo: row.photo },
      }, DEFAULT_RATES);
      expect({ words: row.words, price: row.price_cents }, row.title).toEqual({ words: quote.words, price: quote.totalCents });
      if (row.version === 'online') expect(row.price_cents).toBe(0);
    }
    const sections = await t.database.query<{ section: string; pictured: number }>(
      `SELECT section, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM classified_images i WHERE i.classified_id = c.id))::int AS pictured FROM classifieds c GROUP BY section`,
    );
    // Jobs ads show no photos; houses, things for sale and cars do.
    expect(Number(sections.find((r) => r.section === 'jobs')!.pictured)).toBe(0);
    for (const section of ['real-estate', 'for-sale', 'autos']) expect(Number(sections.find((r) => r.section === section)!.pictured), section).toBeGreaterThan(0);
  });
});
