import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIFIEDS_SEARCH_COUNT_CAP, classifiedsQuerySchema } from '@gazeta/contract';
import { createCacheTags } from '../../lib/cache.ts';
import type { ClassifiedsRepository } from './repository.ts';
import { clipMessage, createClassifiedsService, decodeCursor, encodeCursor, ownerChannel, replyAddress } from './service.ts';

describe('the keyset cursor', () => {
  it('gives back the catalogue key it was made from, microseconds and all', () => {
    const key = { priority: true, hot: false, publishedAt: '2026-11-20T10:15:30.123456+00:00', id: 42 };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it('round-trips every key, within the length the contract allows', () => {
    const stamp = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .chain((date) => fc.integer({ min: 0, max: 999 }).map((micro) => date.toISOString().replace('Z', `${String(micro).padStart(3, '0')}+00:00`)));
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), stamp, fc.integer({ min: 1, max: 2_147_483_647 }), (priority, hot, publishedAt, id) => {
        const cursor = encodeCursor({ priority, hot, publishedAt, id });
        expect(cursor.length).toBeLessThanOrEqual(120);
        expect(decodeCursor(cursor)).toEqual({ priority, hot, publishedAt, id });
      }),
    );
  });

  it('refuses anything it did not make', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      'abc',
      '',
      encode({ id: 1 }),
      encode([1, 0, '2026-11-20T10:00:00Z']),
      encode([2, 0, '2026-11-20T10:00:00Z', 1]),
      encode([1, 0, 'yesterday', 1]),
      encode([1, 0, '2026-13-45T10:00:00Z', 1]),
      encode([1, 0, "2026-11-20T10:00:00Z'; drop table classifieds; --", 1]),
      encode([1, 0, '2026-11-20T10:00:00Z', 0]),
      encode([1, 0, '2026-11-20T10:00:00Z', 1.5]),
      encode([1, 0, '2026-11-20T10:00:00Z', 2 ** 31]),
    ]) {
      expect(decodeCursor(forged), forged).toBeNull();
    }
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => void decodeCursor(text)));
  });
});

describe('clipMessage: what of a message an SMS carries', () => {
  it('keeps a short message whole, on one line', () => {
    expect(clipMessage('  Is it\nstill  there? ', 300)).toBe('Is it still there?');
  });

  it('cuts a long one at a word, with an ellipsis', () => {
    expect(clipMessage('one two three four five six', 16)).toBe('one two three…');
  });

  it('is never longer than asked, and keeps the start of the message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 2, max: 400 }), (text, max) => {
        const clipped = clipMessage(text, max);
        expect(clipped.length).toBeLessThanOrEqual(max);
        const flat = text.replace(/\s+/g, ' ').trim();
        if (clipped.endsWith('…') && flat.length > max) expect(flat.startsWith(clipped.slice(0, -1).trimEnd())).toBe(true);
        else expect(clipped).toBe(flat);
      }),
    );
  });
});

describe('who is reached how', () => {
  const person = (email: boolean, phone: boolean, deleted = false) => ({
    email: 'a@example.com',
    email_verified: email,
    phone: '+13125550100',
    phone_verified: phone,
    deleted,
  });

  it('answers a sender at their confirmed e-mail, else at their verified phone, else not at all', () => {
    expect(replyAddress(person(true, true))).toEqual({ email: 'a@example.com', text: 'a@example.com' });
    expect(replyAddress(person(false, true))).toEqual({ email: null, text: '+13125550100' });
    expect(replyAddress(person(false, false))).toBeNull();
    expect(replyAddress({ ...person(true, false), email: null })).toBeNull();
  });

  it('reaches an owner by e-mail when it is confirmed, else by SMS, else not at all', () => {
    expect(ownerChannel(person(true, true))).toBe('email');
    expect(ownerChannel(person(false, true))).toBe('sms');
    expect(ownerChannel(person(false, false))).toBe('none');
    expect(ownerChannel(person(true, true, true))).toBe('none');
  });
});

describe('counting a list or a search', () => {
  function service(matches: number) {
    const counted: (number | undefined)[] = [];
    const scans = { sections: 0 };
    const repo = {
      page: async () => [],
      count: async (_filter: unknown, cap?: number) => {
        counted.push(cap);
        return cap === undefined ? matches : Math.min(matches, cap + 1);
      },
      sectionCounts: async () => {
        scans.sections++;
        return new Map([
          ['jobs', matches - 1_000],
          ['autos', 1_000],
        ]);
      },
    } as unknown as ClassifiedsRepository;
    const never = { send: () => Promise.reject(new Error('nothing is sent here')) };
    const classifieds = createClassifiedsService({ repo, storage: { url: (key) => `/media/${key}` }, mailer: never, sms: never, publicUrl: 'http://x', cacheTags: createCacheTags() });
    return { classifieds, counted, scans };
  }

  it('stops at the cap and says there are more, never past it', async () => {
    const { classifieds, counted } = service(50_000);
    const found = await classifieds.list(classifiedsQuerySchema.parse({ q: 'sofa' }), 'en');
    expect(found).toMatchObject({ total: CLASSIFIEDS_SEARCH_COUNT_CAP, total_capped: true, query: 'sofa' });
    expect(counted).toEqual([CLASSIFIEDS_SEARCH_COUNT_CAP]);
  });

  it('counts exactly up to the cap', async () => {
    const { classifieds } = service(CLASSIFIEDS_SEARCH_COUNT_CAP);
    expect(await classifieds.list(classifiedsQuerySchema.parse({ q: 'sofa' }), 'en')).toMatchObject({ total: CLASSIFIEDS_SEARCH_COUNT_CAP, total_capped: false });
  });

  it('counts a filtered list without a search in full', async () => {
    const { classifieds, counted } = service(100_000);
    expect(await classifieds.list(classifiedsQuerySchema.parse({ type: 'wanted' }), 'en')).toMatchObject({ total: 100_000, total_capped: false, query: null });
    expect(counted).toEqual([undefined]);
  });

  it('counts the whole catalogue and each section with the one scan the section chips read', async () => {
    const { classifieds, counted, scans } = service(100_000);
    expect(await classifieds.list(classifiedsQuerySchema.parse({}), 'en')).toMatchObject({ total: 100_000, total_capped: false });
    expect(await classifieds.list(classifiedsQuerySchema.parse({ section: 'jobs' }), 'en')).toMatchObject({ total: 99_000 });
    expect(await classifieds.list(classifiedsQuerySchema.parse({ section: 'rentals' }), 'en')).toMatchObject({ total: 0 });
    expect((await classifieds.sections('en')).total).toBe(100_000);
    expect([counted, scans.sections]).toEqual([[], 1]);
  });
});
