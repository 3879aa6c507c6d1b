import { LRUCache } from 'lru-cache';
import type { AccountsRepository, UserRow } from './repository.ts';

type SessionRow = NonNullable<Awaited<ReturnType<AccountsRepository['sessionByHash']>>>;

/** A session row with its user, as one lookup found them. */
export interface SessionRecord {
  row: SessionRow;
  user: UserRow;
}

/** The repository calls that only read: every other call may change a user or a session. */
const READS = new Set<keyof AccountsRepository>([
  'userById',
  'liveUserByEmail',
  'liveUserByPhone',
  'pendingUserByPhone',
  'providersOf',
  'newsletterStatusOf',
  'sessionByHash',
  'smsSendsSince',
  'latestSmsCode',
  'emailTokensSince',
  'userIdByOAuth',
  'signInFailuresOf',
]);

/**
 * Sessions as recently looked up (decision 009): a signed-in reader's every request, and the
 * bell's poll every minute, would otherwise cost two queries on a database that answers one at
 * a time. Entries live `ttlMs`, and every write through the accounts repository of this process
 * forgets them all at once, so a sign-out, a password change, a deleted account or a new role is
 * seen here by the next request; other instances see it within `ttlMs`.
 *
 * Returns the cache and the repository to use, whose writes clear it. A lookup that started
 * before a write does not store what it read.
 */
export function createSessionCache(repo: AccountsRepository, options: { ttlMs: number; maxEntries?: number }) {
  const entries = new LRUCache<string, SessionRecord>({ max: options.maxEntries ?? 10_000, ttl: Math.max(1, options.ttlMs) });
  const enabled = options.ttlMs > 0;
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };

  const clearing = Object.fromEntries(
    Object.entries(repo).map(([name, call]) => {
      if (READS.has(name as keyof AccountsRepository) || typeof call !== 'function') return [name, call];
      const write = async (...args: unknown[]) => {
        forget();
        try {
          return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          forget();
        }
      };
      return [name, write];
    }),
  ) as AccountsRepository;

  return {
    repo: clearing,

    /** The session with this token hash and its user, from memory when looked up lately. */
    async lookup(hash: string): Promise<SessionRecord | { row: SessionRow; user: undefined } | undefined> {
      const hit = enabled ? entries.get(hash) : undefined;
      if (hit) return hit;
      const started = generation;
      const row = await repo.sessionByHash(hash);
      if (!row) return undefined;
      const user = await repo.userById(row.userId);
      if (!user) return { row, user: undefined };
      const record = { row, user };
      if (enabled && started === generation) entries.set(hash, record);
      return record;
    },

    forget,
  };
}
