import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VoteValue } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { ratings, votes, voteTotals } from '../../db/schema/index.ts';

/** A subject's counts as the table keeps them. */
export interface Totals {
  likes: number;
  dislikes: number;
  ratingsCount: number;
  ratingsSum: number;
}

export const NO_TOTALS: Totals = { likes: 0, dislikes: 0, ratingsCount: 0, ratingsSum: 0 };

const pk = (kind: string, id: number, userId: number) => and(eq(votes.subjectKind, kind), eq(votes.subjectId, id), eq(votes.userId, userId));
const totalsColumns = { likes: voteTotals.likes, dislikes: voteTotals.dislikes, ratingsCount: voteTotals.ratingsCount, ratingsSum: voteTotals.ratingsSum };

export function createVotesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Adds a vote where the member has none; false when there is one (the caller then locks it). */
    async insertVote(tx: Db, kind: string, id: number, userId: number, value: VoteValue, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(votes)
        .values({ subjectKind: kind, subjectId: id, userId, value, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ value: votes.value });
      return rows.length > 0;
    },

    /** The member's vote, locked until the transaction ends. */
    async lockVote(tx: Db, kind: string, id: number, userId: number): Promise<VoteValue | null> {
      const [row] = await tx.select({ value: votes.value }).from(votes).where(pk(kind, id, userId)).for('update');
      return row?.value ?? null;
    },

    async updateVote(tx: Db, kind: string, id: number, userId: number, value: VoteValue, at: Date): Promise<void> {
      await tx.update(votes).set({ value, updatedAt: at }).where(pk(kind, id, userId));
    },

    /** Takes the member's vote back; the vote it was, or null when there was none. */
    async deleteVote(tx: Db, kind: string, id: number, userId: number): Promise<VoteValue | null> {
      const [row] = await tx.delete(votes).where(pk(kind, id, userId)).returning({ value: votes.value });
      return row?.value ?? null;
    },

    /** Adds a rating where the member has none; false when there is one. */
    async insertRating(tx: Db, kind: string, id: number, userId: number, stars: number, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(ratings)
        .values({ subjectKind: kind, subjectId: id, userId, stars, createdAt: at })
        .onConflictDoNothing()
        .returning({ stars: ratings.stars });
      return rows.length > 0;
    },

    /**
     * Moves a subject's counts by these amounts and answers the new counts. The row is made at
     * the first vote, then updated: an upsert would check the table's constraints against the
     * values it proposes to insert (a -1) before it finds the row it updates instead.
     */
    async addToTotals(tx: Db, kind: string, id: number, delta: Partial<Totals>): Promise<Totals> {
      const d = { ...NO_TOTALS, ...delta };
      await tx.insert(voteTotals).values({ subjectKind: kind, subjectId: id }).onConflictDoNothing();
      const [row] = await tx
        .update(voteTotals)
        .set({
          likes: sql`${voteTotals.likes} + ${d.likes}`,
          dislikes: sql`${voteTotals.dislikes} + ${d.dislikes}`,
          ratingsCount: sql`${voteTotals.ratingsCount} + ${d.ratingsCount}`,
          ratingsSum: sql`${voteTotals.ratingsSum} + ${d.ratingsSum}`,
        })
        .where(and(eq(voteTotals.subjectKind, kind), eq(voteTotals.subjectId, id)))
        .returning(totalsColumns);
      return row!;
    },

    async totalsOf(kind: string, ids: readonly number[]): Promise<Map<number, Totals>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: voteTotals.subjectId, ...totalsColumns })
        .from(voteTotals)
        .where(and(eq(voteTotals.subjectKind, kind), inArray(voteTotals.subjectId, [...ids])));
      return new Map(rows.map(({ id, ...totals }) => [id, totals]));
    },

    /** The member's own vote and stars on one subject. */
    async mine(kind: string, id: number, userId: number): Promise<{ vote: VoteValue | null; stars: number | null }> {
      const [vote] = await db.select({ value: votes.value }).from(votes).where(pk(kind, id, userId));
      const [rating] = await db
        .select({ stars: ratings.stars })
        .from(ratings)
        .where(and(eq(ratings.subjectKind, kind), eq(ratings.subjectId, id), eq(ratings.userId, userId)));
      return { vote: vote?.value ?? null, stars: rating?.stars ?? null };
    },
  };
}

export type VotesRepository = ReturnType<typeof createVotesRepository>;
