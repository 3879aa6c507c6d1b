import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BusinessWrite, FeedPost, Locale, Role } from '@gazeta/contract';
import { tags } from '../db/schema/index.ts';
import { createAccountsRepository, type UserRow } from '../modules/accounts/repository.ts';
import type { TestApp } from './app.ts';
import { client } from './client.ts';
import { body } from './http.ts';

/**
 * Test data made for the test that needs it (issue #26), through the repositories and the API
 * rather than taken from the demo seed: a test that makes its own member, listing or post does
 * not break when the demo content changes, and says in its own lines what it starts from. Each
 * item is new (numbered names, fresh e-mail addresses and phone numbers), so tests of one file
 * never see each other's.
 */

let made = 0;
const next = () => (made += 1);

export interface MemberOptions {
  role?: Role;
  firstName?: string;
  lastName?: string;
  /** A fresh `@example.com` address unless given. */
  email?: string;
  locale?: Locale;
  /** Confirmed (now) unless `false`; a date says when. */
  phoneVerified?: boolean | Date;
  /** Confirmed (now) unless `false`; a date says when (mail goes to confirmed addresses only). */
  emailVerified?: boolean | Date;
}

export interface TestMember {
  id: number;
  /** The `sid` cookie of a session of theirs. */
  cookie: string;
  user: UserRow;
}

const confirmedAt = (setting: boolean | Date | undefined) => (setting === false ? null : setting instanceof Date ? setting : new Date());

/**
 * A new member, signed in: made by the accounts repository (sign-up has its own tests, and
 * most tests need writers, owners and staff by the dozen). Phone and e-mail are confirmed
 * unless asked otherwise.
 */
export async function member(t: TestApp, options: MemberOptions = {}): Promise<TestMember> {
  const n = next();
  const user = await createAccountsRepository(t.database.db).insertUser({
    firstName: options.firstName ?? 'Tester',
    lastName: options.lastName ?? `Number${n}`,
    email: options.email ?? `member-${n}-${randomBytes(3).toString('hex')}@example.com`,
    phone: `+1630555${String(n % 10_000).padStart(4, '0')}`,
    phoneVerifiedAt: confirmedAt(options.phoneVerified),
    emailVerifiedAt: confirmedAt(options.emailVerified),
    role: options.role ?? 'user',
    ...(options.locale ? { locale: options.locale } : {}),
    active: true,
  });
  const session = await t.app.services.accounts.startSession(user, 'Password', {});
  return { id: user.id, cookie: `sid=${session.rawToken}`, user };
}

/** The cookie of a new member of the staff: a moderator unless told otherwise. */
export async function staff(t: TestApp, role: Exclude<Role, 'user'> = 'moderator'): Promise<string> {
  return (await member(t, { role, firstName: 'Staff' })).cookie;
}

/**
 * Who the paid features' tests need: an owner (whose e-mail is confirmed, so decisions reach
 * them by mail too), another member to be refused the owner's things, and a moderator.
 */
export async function ownerOtherModerator(t: TestApp, owner: MemberOptions = {}) {
  return { owner: await member(t, owner), other: await member(t), moderator: await staff(t) };
}

export interface ListingOptions {
  name?: string;
  /** Approved by this moderator's cookie; left waiting without one. */
  approvedBy?: string;
  city?: string;
  zip?: string;
}

/** A business listing of the member whose cookie this is, as their form sends it (in Russian, a restaurant in Skokie). */
export async function businessListing(t: TestApp, cookie: string, options: ListingOptions = {}): Promise<{ id: number; name: string }> {
  const name = options.name ?? `Кафе «Встреча» ${next()}`;
  const fields: Record<string, string> = {
    name,
    information: 'Домашняя кухня и праздничные вечера.',
    'categories[0]': 'restaurants',
    'languages[0]': 'ru',
    phone: '1-847-555-0199',
    address: '4901 Golf Rd',
    city: options.city ?? 'Skokie',
    state: 'IL',
    zip: options.zip ?? '60077',
    schedule_mon_opens: '10:00 AM',
    schedule_mon_closes: '09:00 PM',
    agree: '1',
  };
  const c = client(t);
  const res = await c.form('/api/businesses', cookie, Object.entries(fields));
  expect(res.statusCode, res.body).toBe(201);
  const { business } = body<BusinessWrite>(res);
  if (options.approvedBy) {
    const decided = await c.post(`/api/forum/moderation/businesses/${business.id}`, options.approvedBy, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return { id: business.id, name };
}

/**
 * A tag of its own for the feed's posts (its id). No service makes tags (the site's are the
 * seed's), so it is written to the table as the seed writes them.
 */
export async function feedTag(t: TestApp, names: { name?: string; en?: string; ru?: string } = {}): Promise<number> {
  const n = next();
  const [row] = await t.database.db
    .insert(tags)
    .values({ tagName: names.name ?? `test-tag-${n}`, nameEn: names.en ?? `Test tag ${n}`, nameRu: names.ru ?? `Тестовая метка ${n}` })
    .returning({ id: tags.id });
  return row!.id;
}

export interface FeedPostOptions {
  title?: string;
  content?: string;
  /** Tag ids (at least one). */
  tags: number[];
  /** Approved by this moderator's cookie; left waiting without one. */
  approvedBy?: string;
}

/** A post of the community feed by the member whose cookie this is. */
export async function feedPost(t: TestApp, cookie: string, options: FeedPostOptions): Promise<FeedPost> {
  const c = client(t);
  const res = await c.post('/api/forum/posts', cookie, { title: options.title ?? `Вопрос соседям ${next()}`, content: options.content ?? '<p>Где купить ёлку?</p>', tags: options.tags });
  expect(res.statusCode, res.body).toBe(201);
  const post = body<FeedPost>(res);
  if (options.approvedBy) {
    const decided = await c.post(`/api/forum/moderation/posts/${post.id}`, options.approvedBy, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return post;
}
