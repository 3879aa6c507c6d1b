import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/error-handler.ts';
import type { Viewer } from './access.ts';
import { writeLimits } from './write-limits.ts';

/** Sessions as tokens in a header: a new token for the same member is a new sign-in. */
const SESSIONS = new Map<string, Viewer>([
  ['s1', { id: 1, role: 'user' }],
  ['s1-again', { id: 1, role: 'user' }],
  ['s2', { id: 2, role: 'user' }],
  ['s3', { id: 3, role: 'user' }],
]);
const access = { viewer: async (req: FastifyRequest) => SESSIONS.get(String(req.headers['x-session'])) ?? null };

describe('writeLimits: a budget per member and one per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(cookie);
    await app.register(rateLimit, { global: false });
    const limit = writeLimits(app, access, { max: 2, timeWindow: '1 minute', perAddress: 3 });
    app.post('/write', { onRequest: limit }, async () => ({ ok: true }));
    app.post('/other', { onRequest: limit }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const write = (session: string | null, remoteAddress: string, url = '/write') =>
    app.inject({ method: 'POST', url, remoteAddress, headers: session ? { 'x-session': session } : {} });

  it('keeps the member’s budget across sign-ins', async () => {
    expect((await write('s1', '10.0.0.1')).statusCode).toBe(200);
    expect((await write('s1', '10.0.0.2')).statusCode).toBe(200);
    const refused = await write('s1-again', '10.0.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'error-too-many-requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Each route has its own budget.
    expect((await write('s1-again', '10.0.0.3', '/other')).statusCode).toBe(200);
  });

  it('keeps the address’s budget across members', async () => {
    expect((await write('s2', '10.0.1.1')).statusCode).toBe(200);
    expect((await write('s2', '10.0.1.1')).statusCode).toBe(200);
    expect((await write('s3', '10.0.1.1')).statusCode).toBe(200);
    expect((await write('s3', '10.0.1.1')).statusCode).toBe(429);
    // Another address has a budget of its own.
    expect((await write(null, '10.0.1.2')).statusCode).toBe(200);
  });

  it('counts a signed-out writer by address', async () => {
    expect((await write(null, '10.0.2.1')).statusCode).toBe(200);
    expect((await write(null, '10.0.2.1')).statusCode).toBe(200);
    expect((await write(null, '10.0.2.1')).statusCode).toBe(429);
  });
});
