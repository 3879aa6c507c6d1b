import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isLocale, type OAuthProvider } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { emailTokens, newsletterSubscriptions, oauthAccounts, sessions, signInFailures, smsCodes, users } from '../../db/schema/index.ts';
import type { Contact } from './contacts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;

const live = and(eq(users.active, true), isNull(users.deletedAt));

export function createAccountsRepository(db: Db) {
  return {
    // ---- users ----
    async userById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row;
    },
    async liveUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.email, email), live));
      return row;
    },
    async liveUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(and(eq(users.phone, phone), live));
      return row;
    },
    /** A sign-up waiting for its phone code. */
    async pendingUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.active, false), isNull(users.deletedAt)))
        .orderBy(desc(users.id))
        .limit(1);
      return row;
    },
    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },
    async updateUser(id: number, patch: Partial<NewUser>): Promise<UserRow> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row!;
    },
    /**
     * Takes an address from live accounts that hold it unconfirmed (other than `keepId`): its
     * real owner, who has just proved it, is not blocked by someone else's claim.
     */
    async releaseUnverifiedEmail(email: string, keepId: number | null) {
      const others = keepId === null ? undefined : sql`${users.id} <> ${keepId}`;
      await db.update(users).set({ email: null }).where(and(eq(users.email, email), isNull(users.emailVerifiedAt), others, live));
    },
    /** Pending sign-ups with this phone, other than `keepId`, are dropped (a fresh attempt wins). */
    async deletePendingByPhone(phone: string, keepId?: number) {
      const others = keepId === undefined ? undefined : sql`${users.id} <> ${keepId}`;
      await db.delete(users).where(and(eq(users.phone, phone), eq(users.active, false), isNull(users.deletedAt), others));
    },
    async providersOf(userId: number): Promise<OAuthProvider[]> {
      const rows = await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
      return rows.map((r) => r.provider);
    },
    async newsletterStatusOf(userId: number, email: string | null): Promise<'pending' | 'subscribed' | 'unsubscribed' | undefined> {
      const match = email ? or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)) : eq(newsletterSubscriptions.userId, userId);
      const [row] = await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(match)
        .orderBy(desc(newsletterSubscriptions.id))
        .limit(1);
      return row?.status;
    },

    // ---- failed password sign-ins ----
    async signInFailuresOf(key: string) {
      const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key));
      return row;
    },
    /** Counts one more failure (a fresh count once the last one is older than `resetBefore`). */
    async countSignInFailure(key: string, at: Date, resetBefore: Date): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ key, failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: signInFailures.key,
          set: {
            failures: sql`case when ${signInFailures.lastFailedAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
            lastFailedAt: at,
          },
        })
        .returning({ failures: signInFailures.failures });
      return row?.failures ?? 1;
    },
    async blockSignIn(key: string, until: Date) {
      await db.update(signInFailures).set({ blockedUntil: until }).where(eq(signInFailures.key, key));
    },
    async clearSignInFailures(key: string) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },
    async pruneSignInFailures(before: Date) {
      await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, before));
    },

    // ---- sessions ----
    async insertSession(session: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(session);
    },
    async sessionByHash(hash: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hash));
      return row;
    },
    async touchSession(hash: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, hash));
    },
    async deleteSession(hash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash));
    },
    async deleteSessionsOf(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** Expired sessions are kept a while so that their owner hears "out of date" rather than "unknown". */
    async pruneSessions(before: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },

    // ---- SMS codes ----
    async insertSmsCode(row: typeof smsCodes.$inferInsert) {
      await db.insert(smsCodes).values(row);
    },
    async smsSendsSince(since: Date, by: { phone: string } | { ip: string }): Promise<number> {
      const where = 'phone' in by ? eq(smsCodes.phone, by.phone) : eq(smsCodes.ip, by.ip);
      const [row] = await db.select({ n: count() }).from(smsCodes).where(and(where, gt(smsCodes.createdAt, since)));
      return row?.n ?? 0;
    },
    /** The newest unused code for this phone and purpose. */
    async latestSmsCode(phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row;
    },
    async countSmsAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ attempts: smsCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Marks a code used; false when another request used it first. */
    async useSmsCode(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: at })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    async pruneSmsCodes(before: Date) {
      await db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
    },

    // ---- e-mailed links ----
    async insertEmailToken(row: typeof emailTokens.$inferInsert) {
      await db.insert(emailTokens).values(row);
    },
    async emailTokensSince(since: Date, email: string, purpose: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(emailTokens)
        .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Uses a link once: the row when it was valid and unused, else undefined. */
    async useEmailToken(hash: string, purpose: string, at: Date): Promise<EmailTokenRow | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(and(eq(emailTokens.tokenHash, hash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, at)))
        .returning();
      return row;
    },
    async voidEmailTokens(userId: number, purpose: string, at: Date) {
      await db
        .update(emailTokens)
        .set({ usedAt: at })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    // ---- social sign-in ----
    async userIdByOAuth(provider: OAuthProvider, providerUserId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: oauthAccounts.userId })
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)));
      return row?.userId;
    },
    async linkOAuth(provider: OAuthProvider, providerUserId: string, userId: number) {
      await db.insert(oauthAccounts).values({ provider, providerUserId, userId }).onConflictDoNothing();
    },

    // ---- the newsroom's writes to an account (decision 061), in the caller's transaction ----
    /** Every write of this group runs in `work`'s transaction, with the audit row of the change. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** The account, locked until `tx` ends (a deleted one too: the newsroom shows it as erased). */
    async lockUser(tx: Db, id: number): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },
    /** The live admins' ids, locked until `tx` ends: two admins demoting each other cannot leave none. */
    async lockAdmins(tx: Db): Promise<number[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), isNull(users.deletedAt))).for('update');
      return rows.map((row) => row.id);
    },
    async setRole(tx: Db, id: number, role: UserRow['role']): Promise<void> {
      await tx.update(users).set({ role }).where(eq(users.id, id));
    },
    /** Ends every session of the account; how many there were. */
    async endSessions(tx: Db, userId: number): Promise<number> {
      return (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ hash: sessions.tokenHash })).length;
    },
    /**
     * Deletes an account's personal data as /user-delete-info explains, the one path for its
     * owner's own deletion and an admin's: newsletter, social links, sessions and sign-in
     * failures go; the row stays, empty, for what points at it (posts, orders and payments).
     */
    async eraseUser(tx: Db, user: UserRow, failuresKey: string, at: Date): Promise<void> {
      const newsletter = user.email ? or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email)) : eq(newsletterSubscriptions.userId, user.id);
      await tx.delete(newsletterSubscriptions).where(newsletter);
      await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(signInFailures).where(eq(signInFailures.key, failuresKey));
      await tx
        .update(users)
        .set({ firstName: '', lastName: '', email: null, emailVerifiedAt: null, pendingEmail: null, phone: null, phoneVerifiedAt: null, passwordHash: null, active: false, deletedAt: at })
        .where(eq(users.id, user.id));
    },

    /** The contacts of these members (see Contact): only addresses they proved are given. */
    async contacts(ids: readonly number[]): Promise<Map<number, Contact>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          locale: users.locale,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            email: row.emailVerifiedAt ? row.email : null,
            phone: row.phoneVerifiedAt ? row.phone : null,
            firstName: row.firstName,
            lastName: row.lastName,
            locale: isLocale(row.locale) ? row.locale : 'ru',
            deleted: row.deletedAt !== null,
          },
        ]),
      );
    },

    // ---- the balance (moved only by the payments domain, in its transactions) ----
    /** The balance of a user who has not deleted their account, locked until `tx` ends; undefined when there is none. */
    async lockBalance(tx: Db, userId: number): Promise<number | undefined> {
      const [row] = await tx.select({ balance: users.balanceCents }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
      return row?.balance;
    },
    /** Moves the balance by `delta`: the new balance, or undefined when no such user or it would go below zero. */
    async adjustBalance(tx: Db, userId: number, delta: number): Promise<number | undefined> {
      const [row] = await tx
        .update(users)
        .set({ balanceCents: sql`${users.balanceCents} + ${delta}` })
        .where(and(eq(users.id, userId), sql`${users.balanceCents} + ${delta} >= 0`))
        .returning({ balance: users.balanceCents });
      return row?.balance;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
