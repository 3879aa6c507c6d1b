import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businesses, events, ratings, users, votes, voteTotals } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { streamFor } from './random.ts';

const DAY_MS = 24 * 3600_000;
/** The seed of the votes' stream: the same members vote the same way on every run. */
const VOTES_SEED = 1529;
/** Stars as the demo's members give them: mostly good, some middling, a few poor. */
const STARS = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1] as const;

interface Subject {
  id: number;
  ownerId: number;
}

/**
 * Members' likes, dislikes and ratings on the demo's listed businesses and published events
 * (issue #15's "with … ratings", decision 029), from the demo's members (the business owners and
 * other people of the content, never on their own listing). The demo accounts vote on nothing,
 * so whoever tries the demo starts with no vote of their own. Only the first `limit` of each are
 * voted on, so a benchmark's thousands of listings cost the seed nothing more. Deterministic:
 * the members and subjects are taken in id order and the choices from a stream of their own.
 */
export async function seedVotes(db: Db, options: { now: Date; limit: number }): Promise<{ votes: number; ratings: number }> {
  const { now, limit } = options;
  const random = streamFor(VOTES_SEED, 'votes');
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        isNull(users.deletedAt),
        notInArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      ),
    )
    .orderBy(asc(users.id));
  if (members.length === 0) return { votes: 0, ratings: 0 };
  const listed: Subject[] = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(and(eq(businesses.status, 'approved'), eq(businesses.active, true), isNull(businesses.deletedAt)))
    .orderBy(asc(businesses.id))
    .limit(limit);
  const published: Subject[] = await db
    .select({ id: events.id, ownerId: events.ownerId })
    .from(events)
    .where(and(eq(events.status, 'published'), isNull(events.deletedAt)))
    .orderBy(asc(events.id))
    .limit(limit);

  const voteRows: (typeof votes.$inferInsert)[] = [];
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const totals: (typeof voteTotals.$inferInsert)[] = [];
  const at = () => new Date(now.getTime() - random.int(1, 90) * DAY_MS);
  const voters = (subject: Subject, most: number) =>
    random.sample(
      members.filter((member) => member.id !== subject.ownerId),
      random.int(0, Math.min(most, members.length - 1)),
    );

  function voteOn(kind: 'business' | 'event', subject: Subject, rated: boolean) {
    const total = { subjectKind: kind, subjectId: subject.id, likes: 0, dislikes: 0, ratingsCount: 0, ratingsSum: 0 };
    for (const member of voters(subject, 9)) {
      const value = random.chance(0.82) ? 'like' : 'dislike';
      const when = at();
      voteRows.push({ subjectKind: kind, subjectId: subject.id, userId: member.id, value, createdAt: when, updatedAt: when });
      if (value === 'like') total.likes++;
      else total.dislikes++;
    }
    if (rated) {
      // A few listings nobody has rated yet: the page shows "No ratings yet".
      for (const member of random.chance(0.15) ? [] : voters(subject, 8)) {
        const stars = random.pick(STARS);
        ratingRows.push({ subjectKind: kind, subjectId: subject.id, userId: member.id, stars, createdAt: at() });
        total.ratingsCount++;
        total.ratingsSum += stars;
      }
    }
    if (total.likes + total.dislikes + total.ratingsCount > 0) totals.push(total);
  }
  for (const business of listed) voteOn('business', business, true);
  for (const event of published) voteOn('event', event, false);

  for (let i = 0; i < voteRows.length; i += 1000) await db.insert(votes).values(voteRows.slice(i, i + 1000));
  for (let i = 0; i < ratingRows.length; i += 1000) await db.insert(ratings).values(ratingRows.slice(i, i + 1000));
  for (let i = 0; i < totals.length; i += 1000) await db.insert(voteTotals).values(totals.slice(i, i + 1000));
  // The businesses keep their ratings beside them for the cards, as the votes module's mirror does.
  const rated = totals.filter((total) => total.subjectKind === 'business' && (total.ratingsCount ?? 0) > 0).map((total) => total.subjectId);
  if (rated.length > 0) {
    await db
      .update(businesses)
      .set({
        ratingsCount: sql`(SELECT v.ratings_count FROM ${voteTotals} v WHERE v.subject_kind = 'business' AND v.subject_id = ${businesses.id})`,
        ratingsSum: sql`(SELECT v.ratings_sum FROM ${voteTotals} v WHERE v.subject_kind = 'business' AND v.subject_id = ${businesses.id})`,
      })
      .where(inArray(businesses.id, rated));
  }
  return { votes: voteRows.length, ratings: ratingRows.length };
}
