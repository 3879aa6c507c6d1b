import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { SESSION_TTL_MS, type AccountsService, type Authentication, type Requester, type Session } from './service.ts';

/** The web's session cookie: httpOnly, SameSite=Lax; API clients send `Authorization: Bearer` instead. */
export const SESSION_COOKIE = 'sid';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    authentication?: Promise<Authentication>;
  }
}

/** The raw session token a request carries, and where it came from. */
export function presentedToken(req: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return TOKEN.test(token) ? { token, via: 'bearer' } : null;
  }
  const cookie = req.cookies[SESSION_COOKIE];
  return cookie && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

export function requester(req: FastifyRequest): Requester {
  return { ip: req.ip, locale: requestLocale(req), userAgent: req.headers['user-agent'] };
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, rawToken: string) {
  reply.setCookie(SESSION_COOKIE, rawToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
}

/** Sessions of one request, looked up at most once. */
export function sessionAccess(accounts: AccountsService) {
  function authentication(req: FastifyRequest): Promise<Authentication> {
    const presented = presentedToken(req);
    req.authentication ??= presented ? accounts.authenticate(presented.token) : Promise.resolve({ status: 'none' });
    return req.authentication;
  }

  return {
    authentication,

    /** Gives the browser its new session (cookie); the one it held before ends: the id rotates. */
    async replaceSession(req: FastifyRequest, reply: FastifyReply, rawToken: string) {
      const previous = await authentication(req);
      if (previous.status === 'ok') await accounts.logout(previous.session.tokenHash);
      setSessionCookie(req, reply, rawToken);
    },

    /** The signed-in session, or 401 saying whether it is missing or out of date. */
    async requireSession(req: FastifyRequest, reply: FastifyReply): Promise<Session> {
      const auth = await authentication(req);
      if (auth.status === 'ok') return auth.session;
      // A dead cookie is of no use to the browser; it also keeps the page cache off.
      if (req.cookies[SESSION_COOKIE]) clearSessionCookie(req, reply);
      if (auth.status === 'expired') throw new HttpError(401, 'notification-auth-expired', ACCOUNT_MESSAGES['notification-auth-expired']);
      throw new HttpError(401, 'notification-auth-error', SERVER_MESSAGES['notification-auth-error']);
    },
  };
}

export type SessionAccess = ReturnType<typeof sessionAccess>;
