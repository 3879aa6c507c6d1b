import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedSchema,
  authStateSchema,
  changePasswordBodySchema,
  codeSentSchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  HTTP_ERROR_CODES,
  normalizeLogin,
  passwordLoginBodySchema,
  phoneChangeBodySchema,
  phoneCodeBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signedInSchema,
  smsLoginRequestSchema,
  tokenBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { AccountsService } from './service.ts';
import { clearSessionCookie, presentedToken, requester, type SessionAccess } from './session.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Guessing a code or a link: the per-code limit is the real guard, this slows a sweep. */
const guessLimit = { max: 30, timeWindow: FIFTEEN_MINUTES };
/** The sign-in name a password try is for, as the account it points at (however it was typed). */
const loginOf = (req: FastifyRequest) => normalizeLogin(String((req.body as { login?: unknown } | undefined)?.login ?? ''));

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; sessions: SessionAccess }> = async (app, { accounts, sessions }) => {
  // Every answer here carries a token, personal data or the outcome of a sign-in: never cached.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /** Password tries from one address, whatever account they are for (a sweep over many accounts). */
  const passwordTriesPerAddress = app.rateLimit({ max: 100, timeWindow: FIFTEEN_MINUTES, keyGenerator: (req) => `login-ip|${req.ip}` });

  /**
   * Signs the browser in (cookie) and answers with the token for API clients. The session the
   * browser held before ends: a sign-in always means a new session id.
   */
  const signIn = async (req: FastifyRequest, reply: FastifyReply, result: Awaited<ReturnType<AccountsService['startSession']>>) => {
    const { rawToken, ...body } = result;
    await sessions.replaceSession(req, reply, rawToken);
    return body;
  };

  app.get('/api/auth/isAuth', {
    schema: { tags: ['auth'], summary: 'Who is signed in (spec §7)', response: { 200: authStateSchema } },
    handler: async (req, reply) => {
      const auth = await sessions.authentication(req);
      if (auth.status !== 'ok') {
        if (presentedToken(req)?.via === 'cookie') clearSessionCookie(req, reply);
        return { auth: false, token: null, user: null };
      }
      const presented = presentedToken(req);
      return {
        auth: true,
        // A Bearer client already holds its token; the web's stays in its httpOnly cookie.
        token: presented?.via === 'bearer' ? `Bearer ${presented.token}` : null,
        user: await accounts.toUser(auth.session.user),
      };
    },
  });

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = await sessions.authentication(req);
    if (auth.status === 'ok') await accounts.logout(auth.session.tokenHash);
    clearSessionCookie(req, reply);
    return { ok: true as const };
  };
  app.post('/api/auth/logout', { schema: { tags: ['auth'], summary: 'Ends this session', response: { 200: acceptedSchema } }, handler: logout });
  // Spec §7's GET stays for API clients, which send the Bearer header; a link or an image on
  // another site could make a browser send a GET with its cookie, so a cookie alone is not enough.
  app.get('/api/auth/logout', {
    schema: { tags: ['auth'], summary: 'Ends this session (API clients with the Bearer header; browsers POST)', response: { 200: acceptedSchema } },
    handler: async (req, reply) => {
      if (presentedToken(req)?.via !== 'bearer') {
        reply.header('allow', 'POST');
        throw new HttpError(405, HTTP_ERROR_CODES.methodNotAllowed, 'Sign out with POST; GET is for API clients that send the Bearer header.');
      }
      return logout(req, reply);
    },
  });

  app.post('/api/auth/register', {
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['auth'],
      summary: 'Sign-up, step one: the account waits for the SMS code sent to the phone',
      body: registerBodySchema,
      response: { 202: codeSentSchema },
    },
    handler: async (req, reply) => reply.code(202).send(await accounts.register(req.body, requester(req))),
  });

  app.post('/api/auth/register/verify', {
    config: { rateLimit: guessLimit },
    schema: { tags: ['auth'], summary: 'Sign-up, step two: the SMS code activates the account and signs in', body: phoneCodeBodySchema, response: { 200: signedInSchema } },
    handler: async (req, reply) => signIn(req, reply, await accounts.completeRegistration(req.body.phone, req.body.code, requester(req))),
  });

  app.post('/api/auth/sms/send', {
    schema: {
      tags: ['auth'],
      summary: 'Sends a sign-in code by SMS (3 per phone and per IP in 15 minutes); answers alike whether or not the phone has an account',
      body: smsLoginRequestSchema,
      response: { 200: codeSentSchema },
    },
    handler: async (req) => accounts.requestLoginCode(req.body.phone, requester(req)),
  });

  app.post('/api/auth/login/sms', {
    config: { rateLimit: guessLimit },
    schema: { tags: ['auth'], summary: 'Signs in with the SMS code', body: phoneCodeBodySchema, response: { 200: signedInSchema } },
    handler: async (req, reply) => signIn(req, reply, await accounts.loginWithCode(req.body.phone, req.body.code, requester(req))),
  });

  app.post('/api/auth/login', {
    config: {
      rateLimit: {
        max: 10,
        timeWindow: FIFTEEN_MINUTES,
        // Per address and per account, counted once the body is read; the service adds a
        // per-account backoff, and `passwordTriesPerAddress` a limit per address alone.
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) => `${req.ip}|${loginOf(req)}`,
      },
    },
    preHandler: passwordTriesPerAddress,
    schema: {
      tags: ['auth'],
      summary: 'Signs in with a phone number or e-mail and a password; an unknown account and a wrong password answer alike',
      body: passwordLoginBodySchema,
      response: { 200: signedInSchema },
    },
    handler: async (req, reply) => signIn(req, reply, await accounts.loginWithPassword(req.body.login, req.body.password, requester(req))),
  });

  app.post('/api/auth/password/forgot', {
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    schema: { tags: ['auth'], summary: 'E-mails a single-use link to set a new password', body: forgotPasswordBodySchema, response: { 202: acceptedSchema } },
    handler: async (req, reply) => {
      await accounts.forgotPassword(req.body.email, requester(req));
      return reply.code(202).send({ ok: true });
    },
  });

  app.post('/api/auth/password/reset', {
    config: { rateLimit: guessLimit },
    schema: { tags: ['auth'], summary: 'Sets a new password from the e-mailed link; every other session ends', body: resetPasswordBodySchema, response: { 200: signedInSchema } },
    handler: async (req, reply) => signIn(req, reply, await accounts.resetPassword(req.body.token, req.body.password, requester(req))),
  });

  app.post('/api/auth/email/verify', {
    config: { rateLimit: guessLimit },
    schema: { tags: ['auth'], summary: 'Confirms an e-mail address from the e-mailed link', body: tokenBodySchema, response: { 200: acceptedSchema } },
    handler: async (req) => {
      await accounts.verifyEmail(req.body.token);
      return { ok: true as const };
    },
  });

  app.post('/api/auth/email/resend', {
    schema: { tags: ['auth'], summary: 'Sends the e-mail confirmation link again', response: { 200: acceptedSchema } },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      await accounts.resendEmailVerification(user, requester(req));
      return { ok: true as const };
    },
  });

  // ---- the signed-in user's own account ----

  app.get('/api/profile', {
    schema: { tags: ['profile'], summary: 'The signed-in user', response: { 200: userSchema } },
    handler: async (req, reply) => accounts.toUser((await sessions.requireSession(req, reply)).user),
  });

  app.patch('/api/profile', {
    schema: {
      tags: ['profile'],
      summary: 'Edits names and e-mail: a new e-mail needs the password (or the SMS code) and takes effect when its link is followed',
      body: updateProfileBodySchema,
      response: { 200: userSchema },
    },
    handler: async (req, reply) => accounts.updateProfile(await sessions.requireSession(req, reply), req.body, requester(req)),
  });

  app.post('/api/profile/code', {
    schema: {
      tags: ['profile'],
      summary: "Sends a code to the account's own phone: the proof of an account without a password",
      response: { 200: codeSentSchema },
    },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      return accounts.requestProofCode(user, requester(req));
    },
  });

  app.post('/api/profile/phone', {
    schema: {
      tags: ['profile'],
      summary: 'Sends a code to confirm a new (or the current) phone number; a new one needs the password (or the SMS code)',
      body: phoneChangeBodySchema,
      response: { 200: codeSentSchema },
    },
    handler: async (req, reply) => accounts.requestPhoneChange(await sessions.requireSession(req, reply), req.body, requester(req)),
  });

  app.post('/api/profile/phone/verify', {
    config: { rateLimit: guessLimit },
    schema: { tags: ['profile'], summary: 'Confirms the phone number with the SMS code', body: phoneCodeBodySchema, response: { 200: userSchema } },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      return accounts.confirmPhoneChange(user, req.body.phone, req.body.code);
    },
  });

  app.post('/api/profile/password', {
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    schema: { tags: ['profile'], summary: 'Changes the password; every other session ends', body: changePasswordBodySchema, response: { 200: signedInSchema } },
    handler: async (req, reply) => {
      const session = await sessions.requireSession(req, reply);
      return signIn(req, reply, await accounts.changePassword(session, req.body, requester(req)));
    },
  });

  app.post('/api/profile/delete', {
    schema: {
      tags: ['profile'],
      summary: 'Deletes the account as /user-delete-info explains, with the password (or the SMS code); every session ends',
      body: deleteAccountBodySchema,
      response: { 200: acceptedSchema },
    },
    handler: async (req, reply) => {
      await accounts.deleteAccount(await sessions.requireSession(req, reply), req.body);
      clearSessionCookie(req, reply);
      return { ok: true as const };
    },
  });
};
