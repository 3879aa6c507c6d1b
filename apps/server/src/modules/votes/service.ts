import {
  ratingAverage,
  SERVER_MESSAGES,
  VOTE_KIND_PATTERN,
  VOTE_MESSAGES,
  voteDelta,
  type RatingSummary,
  type VoteState,
  type VoteValue,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { cachedAsync, type CacheTags } from '../../lib/cache.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Viewer } from '../accounts/index.ts';
import { NO_TOTALS, type Totals, type VotesRepository } from './repository.ts';

/** A subject's counts as the other modules see them. */
export interface VoteTotals {
  likes: number;
  dislikes: number;
  /** The mean to one decimal (null before the first rating), how many rated, and their stars' sum. */
  rating: { average: number | null; count: number; sum: number };
}

/**
 * What a module tells the votes about its kind of subject (decision 029), registered at start
 * in the composition root: `votes.registerSubject('business', { … })`.
 */
export interface VoteSubject {
  /**
   * The subject if members may vote on it now (published, active), with its owner (who may not
   * vote on it; null when nobody owns it); null answers 404.
   */
  votable(id: number): Promise<{ ownerId: number | null } | null>;
  /** This kind also takes 1–5 star ratings. */
  ratings?: boolean;
  /** Copies the new counts into the subject's own row (to sort or show with it), in the vote's transaction. */
  onTotals?(tx: Db, id: number, totals: VoteTotals): Promise<void>;
  /** Tags of the cached answers and pages that show the counts: invalidated once a vote is in. */
  cacheTags?(id: number): readonly string[];
}

const toTotals = (row: Totals): VoteTotals => ({
  likes: row.likes,
  dislikes: row.dislikes,
  rating: { average: ratingAverage(row.ratingsSum, row.ratingsCount), count: row.ratingsCount, sum: row.ratingsSum },
});

/** How long a subject's public counts are kept between votes (a vote drops them at once). */
const PUBLIC_CACHE_MS = 60_000;

/** The cache tag of one subject's counts: every vote on it drops what read them. */
const countsTag = (kind: string, id: number) => `votes:${kind}:${id}`;

export interface VotesServiceDeps {
  repo: VotesRepository;
  cacheTags: CacheTags;
  now?: () => Date;
}

export function createVotesService(deps: VotesServiceDeps) {
  const { repo, cacheTags } = deps;
  const now = deps.now ?? (() => new Date());
  const subjects = new Map<string, VoteSubject>();

  const subjectOf = (kind: string): VoteSubject => {
    const subject = subjects.get(kind);
    if (!subject) throw notFound('No such kind of subject.');
    return subject;
  };

  /** The subject, if it may be voted on by this member: 404 when it is not there, 403 when it is theirs. */
  async function open(kind: string, id: number, viewer: Viewer | null): Promise<VoteSubject> {
    const subject = subjectOf(kind);
    const found = await subject.votable(id);
    if (!found) throw notFound('Nothing to vote on with this id.');
    if (viewer && found.ownerId === viewer.id) throw new HttpError(403, 'error-vote-own', VOTE_MESSAGES['error-vote-own']);
    return subject;
  }

  /** The counts as they are now, read from the database. */
  const currentTotals = async (kind: string, id: number): Promise<Totals> => (await repo.totalsOf(kind, [id])).get(id) ?? NO_TOTALS;

  async function stateOf(kind: string, id: number, subject: VoteSubject, viewer: Viewer | null, totals: Totals): Promise<VoteState> {
    const mine = viewer ? await repo.mine(kind, id, viewer.id) : { vote: null, stars: null };
    const rating: RatingSummary | null = subject.ratings
      ? { average: ratingAverage(totals.ratingsSum, totals.ratingsCount), count: totals.ratingsCount, mine: mine.stars }
      : null;
    return { likes: totals.likes, dislikes: totals.dislikes, my_vote: mine.vote, rating };
  }

  /** Runs a change of counts with the subject's mirror in one transaction, then drops the caches that show them. */
  async function changing(kind: string, id: number, subject: VoteSubject, work: (tx: Db) => Promise<Totals | null>): Promise<void> {
    const changed = await repo.transaction(async (tx) => {
      const totals = await work(tx);
      if (totals) await subject.onTotals?.(tx, id, toTotals(totals));
      return totals !== null;
    });
    if (changed) cacheTags.invalidate([countsTag(kind, id), ...(subject.cacheTags?.(id) ?? [])]);
  }

  /**
   * What every reader sees of a subject: whether it takes votes now (and whose it is) and its
   * counts. Each page showing the subject asks (a visitor's too), so it is kept until a vote or a
   * change of the subject (its own tags) drops it.
   */
  const publicState = cachedAsync(
    async (key: string): Promise<{ ownerId: number | null; totals: Totals } | null> => {
      const { kind, id } = JSON.parse(key) as { kind: string; id: number };
      const found = await subjectOf(kind).votable(id);
      if (!found) return null;
      return { ownerId: found.ownerId, totals: await currentTotals(kind, id) };
    },
    {
      ttlMs: PUBLIC_CACHE_MS,
      maxEntries: 5000,
      tags: {
        bus: cacheTags,
        of: (key: string) => {
          const { kind, id } = JSON.parse(key) as { kind: string; id: number };
          return [countsTag(kind, id), ...(subjectOf(kind).cacheTags?.(id) ?? [])];
        },
      },
    },
  );

  return {
    /** A module's kind of subject; each kind once, named as a path segment can carry it. */
    registerSubject(kind: string, subject: VoteSubject): void {
      if (!VOTE_KIND_PATTERN.test(kind)) throw new Error(`vote subject kind "${kind}" must be lower-case letters, digits and _`);
      if (subjects.has(kind)) throw new Error(`vote subject kind "${kind}" is registered already`);
      subjects.set(kind, subject);
    },

    /** The counts, and the caller's own vote and stars. */
    async state(kind: string, id: number, viewer: Viewer | null): Promise<VoteState> {
      const subject = subjectOf(kind);
      const known = await publicState(JSON.stringify({ kind, id }));
      if (!known) throw notFound('Nothing to vote on with this id.');
      return stateOf(kind, id, subject, viewer, known.totals);
    },

    /**
     * Sets the member's vote: a like, a dislike (either replaces the other) or none. Asking for
     * the vote one has already is 409 notification-error-vote-exists; taking back a vote one
     * does not have changes nothing.
     */
    async vote(kind: string, id: number, viewer: Viewer, value: VoteValue | null): Promise<VoteState> {
      const subject = await open(kind, id, viewer);
      const at = now();
      await changing(kind, id, subject, async (tx) => {
        let before: VoteValue | null;
        if (value === null) {
          before = await repo.deleteVote(tx, kind, id, viewer.id);
          if (before === null) return null;
        } else if (await repo.insertVote(tx, kind, id, viewer.id, value, at)) {
          before = null;
        } else {
          before = await repo.lockVote(tx, kind, id, viewer.id);
          if (before === value) throw new HttpError(409, 'notification-error-vote-exists', SERVER_MESSAGES['notification-error-vote-exists']);
          await repo.updateVote(tx, kind, id, viewer.id, value, at);
        }
        return repo.addToTotals(tx, kind, id, voteDelta(before, value));
      });
      return stateOf(kind, id, subject, viewer, await currentTotals(kind, id));
    },

    /** The member's one rating of the subject: a second is 409 notification-error-rating-exists. */
    async rate(kind: string, id: number, viewer: Viewer, stars: number): Promise<VoteState> {
      const subject = await open(kind, id, viewer);
      if (!subject.ratings) throw notFound('This kind of subject takes no ratings.');
      await changing(kind, id, subject, async (tx) => {
        if (!(await repo.insertRating(tx, kind, id, viewer.id, stars, now()))) {
          throw new HttpError(409, 'notification-error-rating-exists', SERVER_MESSAGES['notification-error-rating-exists']);
        }
        return repo.addToTotals(tx, kind, id, { ratingsCount: 1, ratingsSum: stars });
      });
      return stateOf(kind, id, subject, viewer, await currentTotals(kind, id));
    },

    /** The counts of many subjects of a kind at once (a catalogue's page); a subject nobody voted on has zeros. */
    async totals(kind: string, ids: readonly number[]): Promise<Map<number, VoteTotals>> {
      const rows = await repo.totalsOf(kind, ids);
      return new Map(ids.map((id) => [id, toTotals(rows.get(id) ?? NO_TOTALS)]));
    },

    /** The tags of the cached pages that show a subject's counts (a page showing them carries them, so a vote drops it). */
    cacheTagsOf(kind: string, id: number): readonly string[] {
      return subjects.get(kind)?.cacheTags?.(id) ?? [];
    },

    /** Whether a kind is registered (for tests and the seed). */
    has: (kind: string) => subjects.has(kind),
  };
}

export type VotesService = ReturnType<typeof createVotesService>;
