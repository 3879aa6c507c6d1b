import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoteState } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import type { VoteTotals } from './service.ts';

let t: TestApp;
let c: Client;

/**
 * A kind of subject of the test's own, as businesses will register theirs: ids 1–9 are open to
 * votes, 7 is owned by `owner`, 13 exists but is not published; its counts are mirrored into `mirror`.
 */
const PLACE = 'test_place';
let owner: Awaited<ReturnType<typeof newMember>>;
const mirror = new Map<number, VoteTotals>();
let failMirror = false;

/** An article of the demo content: the kind registered by the articles module. */
let articleId: number;

const put = (kind: string, id: number | string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/votes/${kind}/${id}`, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });
const state = async (kind: string, id: number, cookie?: string) => body<VoteState>(await c.get(`/api/votes/${kind}/${id}`, cookie));
const articleLikes = async (id: number) => Number((await t.database.query<{ likes: number }>('SELECT likes FROM articles WHERE id = $1', [id]))[0]!.likes);

/** Takes the demo's votes and ratings off a subject, so a test starts it from nothing. */
async function forget(kind: string, id: number) {
  for (const table of ['votes', 'ratings', 'vote_totals']) await t.database.query(`DELETE FROM ${table} WHERE subject_kind = $1 AND subject_id = $2`, [kind, id]);
}

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  owner = await newMember(t);
  t.app.services.votes.registerSubject(PLACE, {
    votable: async (id) => (id >= 1 && id <= 9 ? { ownerId: id === 7 ? owner.id : null } : null),
    ratings: true,
    onTotals: async (_tx, id, totals) => {
      if (failMirror) throw new Error('the mirror failed');
      mirror.set(id, totals);
    },
  });
  articleId = Number((await t.database.query<{ id: number }>('SELECT id FROM articles ORDER BY id LIMIT 1 OFFSET 2'))[0]!.id);
});
afterAll(() => t.close());

describe('the demo content and the migration', () => {
  it('keeps the articles’ likes of the anonymous readers in the counts (decision 029)', async () => {
    const differ = await t.database.query(
      "SELECT a.id FROM articles a LEFT JOIN vote_totals v ON v.subject_kind = 'article' AND v.subject_id = a.id WHERE a.likes <> COALESCE(v.likes, 0)",
    );
    expect(differ).toEqual([]);
    const [liked] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE likes > 0');
    expect(liked!.n).toBeGreaterThan(0);
  });
});

describe('the demo’s votes and ratings (issue #15)', () => {
  it('rate most listed businesses and like events, from members who own neither, never the demo accounts', async () => {
    const [counts] = await t.database.query<{ rated: number; listed: number; events_voted: number; ratings: number }>(`
      SELECT (SELECT count(*)::int FROM businesses WHERE ratings_count > 0) AS rated,
        (SELECT count(*)::int FROM businesses WHERE status = 'approved' AND active AND deleted_at IS NULL) AS listed,
        (SELECT count(DISTINCT subject_id)::int FROM votes WHERE subject_kind = 'event') AS events_voted,
        (SELECT count(*)::int FROM ratings WHERE subject_kind = 'business') AS ratings`);
    expect(counts!.rated).toBeGreaterThan(counts!.listed / 2);
    expect(counts!.events_voted).toBeGreaterThan(10);
    expect(counts!.ratings).toBeGreaterThan(100);
    const own = await t.database.query(`
      SELECT 1 FROM votes v JOIN businesses b ON v.subject_kind = 'business' AND b.id = v.subject_id AND b.owner_id = v.user_id
      UNION ALL SELECT 1 FROM ratings r JOIN businesses b ON r.subject_kind = 'business' AND b.id = r.subject_id AND b.owner_id = r.user_id
      UNION ALL SELECT 1 FROM votes v JOIN events e ON v.subject_kind = 'event' AND e.id = v.subject_id AND e.owner_id = v.user_id`);
    expect(own).toEqual([]);
    const demo = DEMO_ACCOUNTS.map((account) => account.email);
    expect(await t.database.query('SELECT 1 FROM votes v JOIN users u ON u.id = v.user_id WHERE u.email = ANY($1::text[])', [demo])).toEqual([]);
    expect(await t.database.query('SELECT 1 FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.email = ANY($1::text[])', [demo])).toEqual([]);
  });

  it('keep the counts equal to the rows, and the businesses’ copies equal to the counts', async () => {
    const differ = await t.database.query(`
      SELECT t.subject_kind, t.subject_id FROM vote_totals t
      WHERE t.subject_kind IN ('business', 'event') AND (
        t.likes <> (SELECT count(*) FROM votes v WHERE v.subject_kind = t.subject_kind AND v.subject_id = t.subject_id AND v.value = 'like')
        OR t.dislikes <> (SELECT count(*) FROM votes v WHERE v.subject_kind = t.subject_kind AND v.subject_id = t.subject_id AND v.value = 'dislike')
        OR t.ratings_sum <> (SELECT coalesce(sum(stars), 0) FROM ratings r WHERE r.subject_kind = t.subject_kind AND r.subject_id = t.subject_id))
      UNION ALL
      SELECT 'business', b.id FROM businesses b LEFT JOIN vote_totals t ON t.subject_kind = 'business' AND t.subject_id = b.id
      WHERE b.ratings_count <> coalesce(t.ratings_count, 0) OR b.ratings_sum <> coalesce(t.ratings_sum, 0)`);
    expect(differ).toEqual([]);
  });
});

describe('GET /api/votes/{kind}/{id}', () => {
  it('answers the counts to anyone, and the caller’s own vote when signed in', async () => {
    const res = await c.get(`/api/votes/article/${articleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(body<VoteState>(res)).toEqual({ likes: await articleLikes(articleId), dislikes: 0, my_vote: null, rating: null });
    const member = await newMember(t);
    await put('article', articleId, member.cookie, { value: 'dislike' });
    expect(await state('article', articleId, member.cookie)).toMatchObject({ my_vote: 'dislike', dislikes: 1 });
    expect(await state('article', articleId)).toMatchObject({ my_vote: null, dislikes: 1 });
  });

  it('gives a kind that takes ratings its rating summary', async () => {
    expect(await state(PLACE, 1)).toEqual({ likes: 0, dislikes: 0, my_vote: null, rating: { average: null, count: 0, mine: null } });
  });

  it('answers 404 for a kind nobody registered, a subject not open to votes, and malformed kinds and ids', async () => {
    for (const url of ['/api/votes/nothing/1', `/api/votes/${PLACE}/13`, '/api/votes/article/999999', '/api/votes/Article/1', '/api/votes/a-b/1', '/api/votes/article/0', '/api/votes/article/x']) {
      expectError(await c.get(url), 404, 'error-not-found');
    }
  });
});

describe('PUT /api/votes/{kind}/{id}', () => {
  it('needs a session, before anything else is looked at', async () => {
    expectError(await put('article', articleId, undefined, { value: 'like' }), 401, 'notification-auth-error');
    expectError(await put('article', articleId, undefined, { value: 'love' }), 401, 'notification-auth-error');
    expectError(await put('nothing', 1, undefined, {}), 401, 'notification-auth-error');
  });

  it('likes, refuses the same like again, switches to a dislike and takes it back: the article’s likes move with it', async () => {
    const me = await newMember(t);
    const start = await state('article', articleId);
    const liked = await put('article', articleId, me.cookie, { value: 'like' });
    expect(liked.statusCode).toBe(200);
    expect(body<VoteState>(liked)).toEqual({ ...start, likes: start.likes + 1, my_vote: 'like' });
    expect(await articleLikes(articleId)).toBe(start.likes + 1);

    const again = expectError(await put('article', articleId, me.cookie, { value: 'like' }), 409, 'notification-error-vote-exists');
    expect(again.message).toBe('Answer already exists');
    expect(await state('article', articleId, me.cookie)).toMatchObject({ likes: start.likes + 1, my_vote: 'like' });

    expect(body<VoteState>(await put('article', articleId, me.cookie, { value: 'dislike' }))).toEqual({
      ...start,
      likes: start.likes,
      dislikes: start.dislikes + 1,
      my_vote: 'dislike',
    });
    expect(await articleLikes(articleId)).toBe(start.likes);

    expect(body<VoteState>(await put('article', articleId, me.cookie, { value: null }))).toEqual({ ...start, my_vote: null });
    // Taking back a vote one does not have changes nothing and is no error.
    expect(body<VoteState>(await put('article', articleId, me.cookie, { value: null }))).toEqual({ ...start, my_vote: null });
    expect(await t.database.query('SELECT 1 FROM votes WHERE user_id = $1', [me.id])).toEqual([]);
  });

  it('counts each member once, however many of the same vote arrive at once', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const start = await state(PLACE, 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(PLACE, 2, me.cookie, { value: 'like' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectError(res, 409, 'notification-error-vote-exists');
    await put(PLACE, 2, other.cookie, { value: 'like' });
    expect(await state(PLACE, 2, me.cookie)).toMatchObject({ likes: start.likes + 2, my_vote: 'like' });
    expect(mirror.get(2)).toEqual({ likes: start.likes + 2, dislikes: 0, rating: { average: null, count: 0, sum: 0 } });
  });

  it('keeps subjects and kinds apart', async () => {
    const me = await newMember(t);
    await put(PLACE, 3, me.cookie, { value: 'dislike' });
    expect(await state(PLACE, 3, me.cookie)).toMatchObject({ dislikes: 1, my_vote: 'dislike' });
    expect(await state(PLACE, 4, me.cookie)).toMatchObject({ dislikes: 0, my_vote: null });
    expect(await state('article', 3, me.cookie)).toMatchObject({ my_vote: null });
  });

  it('refuses a vote on one’s own listing (403 error-vote-own), on what is not open to votes (404), and bad values (422)', async () => {
    const own = expectError(await put(PLACE, 7, owner.cookie, { value: 'like' }), 403, 'error-vote-own');
    expect(own.message).toBe('You cannot vote for your own listing.');
    const me = await newMember(t);
    expectError(await put(PLACE, 13, me.cookie, { value: 'like' }), 404, 'error-not-found');
    expectError(await put('nothing', 1, me.cookie, { value: 'like' }), 404, 'error-not-found');
    for (const payload of [{}, { value: 'love' }, { value: 1 }, { value: ['like'] }]) {
      const res = expectError(await put(PLACE, 1, me.cookie, payload), 422, 'error-validation');
      expect(res.errors?.['value']).toBeDefined();
    }
    expect(await t.database.query('SELECT 1 FROM votes WHERE user_id IN ($1, $2)', [me.id, owner.id])).toEqual([]);
  });

  it('stores nothing when the subject’s own copy of the counts fails: one transaction', async () => {
    const me = await newMember(t);
    failMirror = true;
    try {
      expect((await put(PLACE, 5, me.cookie, { value: 'like' })).statusCode).toBe(500);
    } finally {
      failMirror = false;
    }
    expect(await state(PLACE, 5, me.cookie)).toMatchObject({ likes: 0, my_vote: null });
  });
});

describe('POST /api/votes/{kind}/{id}/rating', () => {
  const rate = (kind: string, id: number, cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/votes/${kind}/${id}/rating`, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });

  it('needs a session', async () => {
    expectError(await rate(PLACE, 1, undefined, { stars: 5 }), 401, 'notification-auth-error');
  });

  it('takes one rating per member: a second is 409 notification-error-rating-exists, and the mean moves', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const first = await rate(PLACE, 6, a.cookie, { stars: 5 });
    expect(first.statusCode).toBe(201);
    expect(body<VoteState>(first).rating).toEqual({ average: 5, count: 1, mine: 5 });
    const again = expectError(await rate(PLACE, 6, a.cookie, { stars: 1 }), 409, 'notification-error-rating-exists');
    expect(again.message).toBe('Rating already exists');
    expect(body<VoteState>(await rate(PLACE, 6, b.cookie, { stars: '2' })).rating).toEqual({ average: 3.5, count: 2, mine: 2 });
    expect((await state(PLACE, 6, a.cookie)).rating).toEqual({ average: 3.5, count: 2, mine: 5 });
    expect((await state(PLACE, 6)).rating).toEqual({ average: 3.5, count: 2, mine: null });
    expect(mirror.get(6)?.rating).toEqual({ average: 3.5, count: 2, sum: 7 });
  });

  it('refuses stars out of 1–5 or not whole (422), one’s own listing (403), and kinds without ratings or subjects not open (404)', async () => {
    const me = await newMember(t);
    for (const stars of [0, 6, 2.5, 'five', null]) {
      const res = expectError(await rate(PLACE, 8, me.cookie, { stars }), 422, 'error-validation');
      expect(res.errors?.['stars']).toBeDefined();
    }
    expectError(await rate(PLACE, 8, me.cookie, {}), 422, 'error-validation');
    expectError(await rate(PLACE, 7, owner.cookie, { stars: 5 }), 403, 'error-vote-own');
    expectError(await rate('article', articleId, me.cookie, { stars: 5 }), 404, 'error-not-found');
    expectError(await rate(PLACE, 13, me.cookie, { stars: 5 }), 404, 'error-not-found');
    expect((await state(PLACE, 8)).rating).toEqual({ average: null, count: 0, mine: null });
  });
});

describe('totals() for the catalogues', () => {
  it('answers every id asked, zeros for a subject nobody voted on', async () => {
    const totals = await t.app.services.votes.totals(PLACE, [6, 9]);
    expect(totals.get(6)?.rating).toEqual({ average: 3.5, count: 2, sum: 7 });
    expect(totals.get(9)).toEqual({ likes: 0, dislikes: 0, rating: { average: null, count: 0, sum: 0 } });
  });
});

describe('businesses (issue #15): likes, dislikes and ratings of listed businesses', () => {
  const rate = (id: number, cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/votes/business/${id}/rating`, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });
  let taken = 0;
  /** A listed demo business, its demo votes and ratings taken away, made the property of a fresh member. */
  async function ownedListedBusiness() {
    const boss = await newMember(t);
    const [row] = await t.database.query<{ id: number }>(
      "SELECT b.id FROM businesses b WHERE b.status = 'approved' AND b.active AND b.deleted_at IS NULL ORDER BY b.id DESC LIMIT 1 OFFSET $1",
      [taken++],
    );
    await forget('business', Number(row!.id));
    await t.database.query('UPDATE businesses SET owner_id = $1, ratings_count = 0, ratings_sum = 0 WHERE id = $2', [boss.id, row!.id]);
    t.app.services.businesses.changed([row!.id]);
    return { id: Number(row!.id), boss };
  }
  const card = async (id: number) => {
    const rows = await t.database.query<{ ratings_count: number; ratings_sum: number }>('SELECT ratings_count, ratings_sum FROM businesses WHERE id = $1', [id]);
    return rows[0]!;
  };

  it('counts toggles and one rating per member, mirrors the ratings into the business for its card, and refuses the owner', async () => {
    const { id, boss } = await ownedListedBusiness();
    const [a, b] = [await newMember(t), await newMember(t)];
    const first = await c.get(`/api/votes/business/${id}`);
    expect(body<VoteState>(first)).toEqual({ likes: 0, dislikes: 0, my_vote: null, rating: { average: null, count: 0, mine: null } });
    // The page that shows the counts carries the business's tags, so a vote drops it from the page cache.
    expect(String(first.headers['x-cache-tags']).split(' ')).toEqual(expect.arrayContaining(['businesses', `business:${id}`]));

    expect(body<VoteState>(await put('business', id, a.cookie, { value: 'like' }))).toMatchObject({ likes: 1, dislikes: 0, my_vote: 'like' });
    expectError(await put('business', id, a.cookie, { value: 'like' }), 409, 'notification-error-vote-exists');
    expect(body<VoteState>(await put('business', id, a.cookie, { value: 'dislike' }))).toMatchObject({ likes: 0, dislikes: 1, my_vote: 'dislike' });
    expect(body<VoteState>(await put('business', id, a.cookie, { value: null }))).toMatchObject({ likes: 0, dislikes: 0, my_vote: null });

    expect(body<VoteState>(await rate(id, a.cookie, { stars: 4 })).rating).toEqual({ average: 4, count: 1, mine: 4 });
    const again = expectError(await rate(id, a.cookie, { stars: 5 }), 409, 'notification-error-rating-exists');
    expect(again.message).toBe('Rating already exists');
    expect(body<VoteState>(await rate(id, b.cookie, { stars: 5 })).rating).toEqual({ average: 4.5, count: 2, mine: 5 });
    expect(await card(id)).toEqual({ ratings_count: 2, ratings_sum: 9 });
    // The directory's card and the business's page show the mean at once (their cached answers were dropped).
    const page = body<{ rating: { average: number | null; count: number } }>(await c.get(`/api/businesses/${id}`));
    expect(page.rating).toEqual({ average: 4.5, count: 2 });

    for (const res of [await put('business', id, boss.cookie, { value: 'like' }), await rate(id, boss.cookie, { stars: 5 })]) {
      expectError(res, 403, 'error-vote-own');
    }
    for (const stars of [0, 6, 2.5]) expectError(await rate(id, b.cookie, { stars }), 422, 'error-validation');
    expectError(await rate(id, undefined, { stars: 3 }), 401, 'notification-auth-error');
    expectError(await put('business', id, undefined, { value: 'like' }), 401, 'notification-auth-error');
  });

  it('answers 404 for a business that is not listed: awaiting review, rejected, switched off or deleted, or not there', async () => {
    const me = await newMember(t);
    const hidden = await t.database.query<{ id: number }>("SELECT id FROM businesses WHERE status <> 'approved' OR NOT active OR deleted_at IS NOT NULL ORDER BY id");
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) {
      expectError(await c.get(`/api/votes/business/${id}`), 404, 'error-not-found');
      expectError(await put('business', Number(id), me.cookie, { value: 'like' }), 404, 'error-not-found');
      expectError(await rate(Number(id), me.cookie, { stars: 3 }), 404, 'error-not-found');
    }
    expectError(await put('business', 999_999, me.cookie, { value: 'like' }), 404, 'error-not-found');
    const { id } = await ownedListedBusiness();
    // Read once (and kept): switching the listing off drops what was kept of it.
    expect((await c.get(`/api/votes/business/${id}`)).statusCode).toBe(200);
    await t.database.query('UPDATE businesses SET active = false WHERE id = $1', [id]);
    t.app.services.businesses.changed([id]);
    expectError(await c.get(`/api/votes/business/${id}`), 404, 'error-not-found');
    expectError(await put('business', id, me.cookie, { value: 'like' }), 404, 'error-not-found');
  });
});

describe('events (issue #15): likes and dislikes of published events', () => {
  it('counts toggles of a published event, takes no ratings, refuses its owner and hides the unpublished', async () => {
    const boss = await newMember(t);
    const [row] = await t.database.query<{ id: number }>("SELECT e.id FROM events e WHERE e.status = 'published' AND e.deleted_at IS NULL ORDER BY e.id DESC LIMIT 1");
    const id = Number(row!.id);
    await forget('event', id);
    await t.database.query('UPDATE events SET owner_id = $1 WHERE id = $2', [boss.id, id]);
    const me = await newMember(t);
    const first = await c.get(`/api/votes/event/${id}`);
    expect(body<VoteState>(first)).toEqual({ likes: 0, dislikes: 0, my_vote: null, rating: null });
    expect(String(first.headers['x-cache-tags']).split(' ')).toContain(`event:${id}`);
    expect(body<VoteState>(await put('event', id, me.cookie, { value: 'like' }))).toMatchObject({ likes: 1, my_vote: 'like' });
    expectError(await put('event', id, me.cookie, { value: 'like' }), 409, 'notification-error-vote-exists');
    expect(body<VoteState>(await put('event', id, me.cookie, { value: null }))).toMatchObject({ likes: 0, my_vote: null });
    expectError(await put('event', id, boss.cookie, { value: 'dislike' }), 403, 'error-vote-own');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/votes/event/${id}/rating`, payload: { stars: 4 }, headers: { cookie: me.cookie } }),
      404,
      'error-not-found',
    );
    const hidden = await t.database.query<{ id: number }>("SELECT id FROM events WHERE status <> 'published' OR deleted_at IS NOT NULL ORDER BY id LIMIT 5");
    expect(hidden.length).toBeGreaterThan(0);
    for (const other of hidden) expectError(await put('event', Number(other.id), me.cookie, { value: 'like' }), 404, 'error-not-found');
  });
});
