import { and, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MemberContentKind, Role } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { banners, businesses, classifieds, displayAds, events, feedPosts, oauthAccounts, orders, sessions, socialRequests, users } from '../../db/schema/index.ts';

export interface MemberSearch {
  /** A phone as +1XXXXXXXXXX, when the text reads as one. */
  phone?: string | undefined;
  /** Lower-cased text matched against the start of the e-mail address and anywhere in the name. */
  text?: string | undefined;
  role?: Role | undefined;
  /** Keyset: members with a smaller id. */
  before?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** How many of a kind a member owns, and the newest few that have a page of their own. */
export interface ContentCount {
  kind: MemberContentKind;
  count: number;
  latest: { id: number; title: string; status: string }[];
}

const LATEST = 5;

/** The newsroom's reads of accounts (decision 061): the accounts module keeps their writes. */
export function createMembersRepository(db: Db) {
  return {
    async search(filter: MemberSearch, limit: number) {
      const where: SQL[] = [isNull(users.deletedAt)];
      if (filter.role) where.push(eq(users.role, filter.role));
      if (filter.before !== undefined) where.push(lt(users.id, filter.before));
      const matches: SQL[] = [];
      if (filter.phone) matches.push(eq(users.phone, filter.phone));
      if (filter.text) {
        const text = escapeLike(filter.text);
        matches.push(ilike(users.email, `${text}%`));
        matches.push(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${text}%`));
        matches.push(ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, `%${text}%`));
      }
      if (matches.length) where.push(or(...matches)!);
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, role: users.role, active: users.active, createdAt: users.createdAt })
        .from(users)
        .where(and(...where))
        .orderBy(desc(users.id))
        .limit(limit);
    },

    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async providers(userId: number): Promise<string[]> {
      return (await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId))).map((row) => row.provider);
    },

    /** What the member owns, kind by kind (deleted items are not counted). */
    async content(userId: number): Promise<ContentCount[]> {
      const owned = async (kind: MemberContentKind, table: typeof banners | typeof displayAds | typeof socialRequests): Promise<ContentCount> => {
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.ownerId, userId));
        return { kind, count: row?.n ?? 0, latest: [] };
      };
      const [posts, postCount] = await Promise.all([
        db.select({ id: feedPosts.id, title: feedPosts.title, status: feedPosts.status }).from(feedPosts).where(and(eq(feedPosts.authorId, userId), isNull(feedPosts.deletedAt))).orderBy(desc(feedPosts.id)).limit(LATEST),
        db.select({ n: count() }).from(feedPosts).where(and(eq(feedPosts.authorId, userId), isNull(feedPosts.deletedAt))),
      ]);
      const [ads, adCount] = await Promise.all([
        db.select({ id: classifieds.id, title: classifieds.title, status: classifieds.status }).from(classifieds).where(and(eq(classifieds.ownerId, userId), isNull(classifieds.deletedAt))).orderBy(desc(classifieds.id)).limit(LATEST),
        db.select({ n: count() }).from(classifieds).where(and(eq(classifieds.ownerId, userId), isNull(classifieds.deletedAt))),
      ]);
      const [listings, listingCount] = await Promise.all([
        db.select({ id: businesses.id, title: businesses.name, status: businesses.status }).from(businesses).where(and(eq(businesses.ownerId, userId), isNull(businesses.deletedAt))).orderBy(desc(businesses.id)).limit(LATEST),
        db.select({ n: count() }).from(businesses).where(and(eq(businesses.ownerId, userId), isNull(businesses.deletedAt))),
      ]);
      const [happenings, eventCount] = await Promise.all([
        db.select({ id: events.id, title: events.title, status: events.status }).from(events).where(and(eq(events.ownerId, userId), isNull(events.deletedAt))).orderBy(desc(events.id)).limit(LATEST),
        db.select({ n: count() }).from(events).where(and(eq(events.ownerId, userId), isNull(events.deletedAt))),
      ]);
      return [
        { kind: 'feed-posts', count: postCount[0]?.n ?? 0, latest: posts },
        { kind: 'classifieds', count: adCount[0]?.n ?? 0, latest: ads },
        { kind: 'businesses', count: listingCount[0]?.n ?? 0, latest: listings },
        { kind: 'events', count: eventCount[0]?.n ?? 0, latest: happenings },
        await owned('banners', banners),
        await owned('display-ads', displayAds),
        await owned('social-requests', socialRequests),
      ];
    },

    async orders(userId: number, limit: number) {
      return db
        .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents, refundedCents: orders.refundedCents, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    async sessions(userId: number) {
      return db
        .select({ method: sessions.method, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.lastSeenAt));
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
