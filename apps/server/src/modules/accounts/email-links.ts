import { randomToken, tokenHash } from '../../lib/secrets.ts';
import type { AccountsRepository } from './repository.ts';

/**
 * Single-use links sent by e-mail (verify an address, reset a password, confirm the newsletter):
 * the raw token travels only in the link, the database keeps its hash.
 */
export function createEmailLinks(repo: Pick<AccountsRepository, 'insertEmailToken' | 'useEmailToken' | 'emailTokensSince'>, now: () => Date = () => new Date()) {
  return {
    /** A new link's token for `email`, valid for `ttlMs`. */
    async issue(link: { purpose: string; email: string; userId: number | null; ttlMs: number }): Promise<string> {
      const raw = randomToken();
      await repo.insertEmailToken({
        tokenHash: tokenHash(raw),
        purpose: link.purpose,
        userId: link.userId,
        email: link.email,
        expiresAt: new Date(now().getTime() + link.ttlMs),
      });
      return raw;
    },

    /** Uses a link once: what it was issued for when valid and unused, else undefined. */
    async use(raw: string, purpose: string): Promise<{ email: string; userId: number | null } | undefined> {
      const row = await repo.useEmailToken(tokenHash(raw), purpose, now());
      return row ? { email: row.email, userId: row.userId } : undefined;
    },

    /** How many links of this purpose went to `email` since `since` (for rate limits). */
    sentSince: (email: string, purpose: string, since: Date): Promise<number> => repo.emailTokensSince(since, email, purpose),
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
