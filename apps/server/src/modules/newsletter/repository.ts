import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export function createNewsletterRepository(db: Db) {
  return {
    async byEmail(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
      return row;
    },
    async byUnsubscribeToken(token: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeToken, token));
      return row;
    },
    /** The account holder's own request: one row per address, refreshed with their name and waiting for confirmation again. */
    async upsertPending(row: { email: string; name: string; userId: number | null; locale: string; unsubscribeToken: string }): Promise<SubscriptionRow> {
      const [saved] = await db
        .insert(newsletterSubscriptions)
        .values({ ...row, status: 'pending' })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { name: row.name, userId: row.userId, locale: row.locale, status: 'pending' },
        })
        .returning();
      return saved!;
    },
    /**
     * A confirmed subscription of an address that has no row yet (someone asked for it, its
     * mailbox confirmed): owned by no account, named by nobody. An existing row is left as it is.
     */
    async insertConfirmed(row: { email: string; locale: string; unsubscribeToken: string; confirmedAt: Date }): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ ...row, name: '', userId: null, status: 'subscribed' })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    },
    async setStatus(id: number, status: SubscriptionRow['status'], confirmedAt?: Date) {
      await db
        .update(newsletterSubscriptions)
        .set({ status, ...(confirmedAt ? { confirmedAt } : {}) })
        .where(eq(newsletterSubscriptions.id, id));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
