import { describe, expect, it, vi } from 'vitest';
import type { AccountsRepository, UserRow } from './repository.ts';
import { createSessionCache } from './session-cache.ts';

const user = { id: 7, active: true, role: 'user' } as UserRow;
const session = { tokenHash: 'h', userId: 7, method: 'Password', expiresAt: new Date(Date.now() + 60_000), lastSeenAt: new Date(), createdAt: new Date(), userAgent: null };

/** A repository whose reads count their calls and whose writes can be held open. */
function fakeRepo() {
  const repo = {
    sessionByHash: vi.fn(async (hash: string) => (hash === 'h' ? session : undefined)),
    userById: vi.fn(async () => user),
    deleteSession: vi.fn(async () => {}),
    updateUser: vi.fn(async () => user),
  };
  return repo as typeof repo & AccountsRepository;
}

describe('the session cache (decision 009)', () => {
  it('looks a session up once while it is fresh, and never keeps an unknown token', async () => {
    const repo = fakeRepo();
    const cache = createSessionCache(repo, { ttlMs: 60_000 });
    expect(await cache.lookup('h')).toEqual({ row: session, user });
    expect(await cache.lookup('h')).toEqual({ row: session, user });
    expect(repo.sessionByHash).toHaveBeenCalledTimes(1);
    expect(repo.userById).toHaveBeenCalledTimes(1);
    expect(await cache.lookup('x')).toBeUndefined();
    expect(await cache.lookup('x')).toBeUndefined();
    expect(repo.sessionByHash).toHaveBeenCalledTimes(3);
  });

  it('forgets everything on any write through its repository (a sign-out, a changed user)', async () => {
    const repo = fakeRepo();
    const cache = createSessionCache(repo, { ttlMs: 60_000 });
    await cache.lookup('h');
    await cache.repo.deleteSession('h');
    expect(repo.deleteSession).toHaveBeenCalledWith('h');
    await cache.lookup('h');
    expect(repo.sessionByHash).toHaveBeenCalledTimes(2);
    await cache.repo.updateUser(7, { role: 'moderator' });
    await cache.lookup('h');
    expect(repo.sessionByHash).toHaveBeenCalledTimes(3);
    // Reads through the repository leave it alone.
    await cache.repo.userById(7);
    await cache.lookup('h');
    expect(repo.sessionByHash).toHaveBeenCalledTimes(3);
  });

  it('does not keep what a lookup read while a write was under way', async () => {
    const repo = fakeRepo();
    let release!: () => void;
    repo.userById.mockImplementationOnce(() => new Promise<UserRow>((resolve) => (release = () => resolve(user))));
    const cache = createSessionCache(repo, { ttlMs: 60_000 });
    const lookup = cache.lookup('h');
    await vi.waitFor(() => expect(repo.userById).toHaveBeenCalled());
    await cache.repo.updateUser(7, { active: false });
    release();
    await lookup;
    await cache.lookup('h');
    expect(repo.sessionByHash).toHaveBeenCalledTimes(2);
  });

  it('asks the database every time when its TTL is 0', async () => {
    const repo = fakeRepo();
    const cache = createSessionCache(repo, { ttlMs: 0 });
    await cache.lookup('h');
    await cache.lookup('h');
    expect(repo.sessionByHash).toHaveBeenCalledTimes(2);
  });
});
