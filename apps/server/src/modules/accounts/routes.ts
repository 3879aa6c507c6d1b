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
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { AccountsService } from './service.ts';
import { clearSessionCookie, presentedToken, requester, type SessionAccess } from './session.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Guessing a code or a link: the per-code limit is the real guard, this slows a sweep. */
const guessLimit = { max: 30, timeWindow: FIFTEEN_MINUTES };
/** The sign-in name a password try is for, as the account it points at (however it was typed). */
const loginOf = (req: FastifyRequest) => normalizeLogin(String((req.body as { login?: unknown } | undefined)?.login ?? ''));

/** What the SMS code steps answer when the code is not right. */
const WRONG_CODE = 'The code is wrong or out of date (notification-invalid-code-error), or wrong too often (error-code-attempts); or the input is invalid.';
/** Proving the owner (current password, or the code sent to the phone). */
const NO_PROOF =
  'The current password is wrong (error-incorrect-current-password), the code is wrong (notification-invalid-code-error), or the input is invalid.';
const REAUTH = 'An account with neither password nor phone must have signed in within the last minutes (error-reauth-required).';
const PHONE_TAKEN = 'The phone number belongs to another account (notification-error-phone-taken, on the `phone` field).';
const EMAIL_TAKEN = 'The e-mail address is confirmed by another account (notification-error-email-taken, on the `email` field).';
const SENT_TOO_OFTEN = 'Too many codes or e-mails sent to this phone, address or from this IP address lately (error-too-many-requests).';

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
    schema: { tags: ['auth'], operationId: 'getAuthState', summary: 'Who is signed in (spec §7)', security: SECURITY.optional, response: { 200: authStateSchema } },
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
  app.post('/api/auth/logout', {
    schema: { tags: ['auth'], operationId: 'signOut', summary: 'Ends this session', security: SECURITY.optional, response: { 200: acceptedSchema } },
    handler: logout,
  });
  // Spec §7's GET stays for API clients, which send the Bearer header; a link or an image on
  // another site could make a browser send a GET with its cookie, so a cookie alone is not enough.
  app.get('/api/auth/logout', {
    schema: {
      tags: ['auth'],
      operationId: 'signOutWithGet',
      summary: 'Ends this session (API clients with the Bearer header; browsers POST)',
      security: [{ bearerToken: [] }],
      response: { 200: acceptedSchema, ...errors([405], { 405: 'Sent without the Bearer header: a browser signs out with POST (error-method-not-allowed).' }) },
    },
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
      operationId: 'register',
      summary: 'Sign-up, step one: the account waits for the SMS code sent to the phone',
      security: SECURITY.public,
      body: registerBodySchema,
      response: { 202: codeSentSchema, ...errors([422, 429], { 429: SENT_TOO_OFTEN }) },
    },
    handler: async (req, reply) => reply.code(202).send(await accounts.register(req.body, requester(req))),
  });

  app.post('/api/auth/register/verify', {
    config: { rateLimit: guessLimit },
    schema: {
      tags: ['auth'],
      operationId: 'completeRegistration',
      summary: 'Sign-up, step two: the SMS code activates the account and signs in',
      security: SECURITY.public,
      body: phoneCodeBodySchema,
      response: { 200: signedInSchema, ...errors([409, 422, 429], { 409: PHONE_TAKEN, 422: WRONG_CODE }) },
    },
    handler: async (req, reply) => signIn(req, reply, await accounts.completeRegistration(req.body.phone, req.body.code, requester(req))),
  });

  app.post('/api/auth/sms/send', {
    schema: {
      tags: ['auth'],
      operationId: 'sendSignInCode',
      summary: 'Sends a sign-in code by SMS (3 per phone and per IP in 15 minutes); answers alike whether or not the phone has an account',
      security: SECURITY.public,
      body: smsLoginRequestSchema,
      response: { 200: codeSentSchema, ...errors([422, 429], { 429: SENT_TOO_OFTEN }) },
    },
    handler: async (req) => accounts.requestLoginCode(req.body.phone, requester(req)),
  });

  app.post('/api/auth/login/sms', {
    config: { rateLimit: guessLimit },
    schema: {
      tags: ['auth'],
      operationId: 'signInWithCode',
      summary: 'Signs in with the SMS code',
      security: SECURITY.public,
      body: phoneCodeBodySchema,
      response: {
        200: signedInSchema,
        ...errors([404, 422, 429], { 404: 'The code was right, and the phone has no account (notification-user-not-found).', 422: WRONG_CODE }),
      },
    },
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
      operationId: 'signInWithPassword',
      summary: 'Signs in with a phone number or e-mail and a password; an unknown account and a wrong password answer alike',
      security: SECURITY.public,
      body: passwordLoginBodySchema,
      response: {
        200: signedInSchema,
        ...errors([401, 422, 429], {
          401: 'Unknown account or wrong password (notification-incorrect-password).',
          429: 'Too many tries from this address or for this account: wait before the next (error-too-many-requests).',
        }),
      },
    },
    handler: async (req, reply) => signIn(req, reply, await accounts.loginWithPassword(req.body.login, req.body.password, requester(req))),
  });

  app.post('/api/auth/password/forgot', {
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['auth'],
      operationId: 'requestPasswordReset',
      summary: 'E-mails a single-use link to set a new password',
      security: SECURITY.public,
      body: forgotPasswordBodySchema,
      response: { 202: acceptedSchema, ...errors([422, 429], { 429: SENT_TOO_OFTEN }) },
    },
    handler: async (req, reply) => {
      await accounts.forgotPassword(req.body.email, requester(req));
      return reply.code(202).send({ ok: true });
    },
  });

  app.post('/api/auth/password/reset', {
    config: { rateLimit: guessLimit },
    schema: {
      tags: ['auth'],
      operationId: 'resetPassword',
      summary: 'Sets a new password from the e-mailed link; every other session ends',
      security: SECURITY.public,
      body: resetPasswordBodySchema,
      response: { 200: signedInSchema, ...errors([422, 429], { 422: 'The link is invalid, out of date or used (error-link-invalid), or the input is invalid.' }) },
    },
    handler: async (req, reply) => signIn(req, reply, await accounts.resetPassword(req.body.token, req.body.password, requester(req))),
  });

  app.post('/api/auth/email/verify', {
    config: { rateLimit: guessLimit },
    schema: {
      tags: ['auth'],
      operationId: 'verifyEmail',
      summary: 'Confirms an e-mail address from the e-mailed link',
      security: SECURITY.public,
      body: tokenBodySchema,
      response: {
        200: acceptedSchema,
        ...errors([409, 422, 429], { 409: EMAIL_TAKEN, 422: 'The link is invalid, out of date or used (error-verification-failed), or the input is invalid.' }),
      },
    },
    handler: async (req) => {
      await accounts.verifyEmail(req.body.token);
      return { ok: true as const };
    },
  });

  app.post('/api/auth/email/resend', {
    schema: {
      tags: ['auth'],
      operationId: 'resendEmailVerification',
      summary: 'Sends the e-mail confirmation link again',
      security: SECURITY.signedIn,
      response: { 200: acceptedSchema, ...errors([401, 429], { 429: SENT_TOO_OFTEN }) },
    },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      await accounts.resendEmailVerification(user, requester(req));
      return { ok: true as const };
    },
  });

  // ---- the signed-in user's own account ----

  app.get('/api/profile', {
    schema: { tags: ['profile'], operationId: 'getProfile', summary: 'The signed-in user', security: SECURITY.signedIn, response: { 200: userSchema, ...errors([401]) } },
    handler: async (req, reply) => accounts.toUser((await sessions.requireSession(req, reply)).user),
  });

  app.patch('/api/profile', {
    schema: {
      tags: ['profile'],
      operationId: 'updateProfile',
      summary: 'Edits names and e-mail: a new e-mail needs the password (or the SMS code) and takes effect when its link is followed',
      security: SECURITY.signedIn,
      body: updateProfileBodySchema,
      response: { 200: userSchema, ...errors([401, 403, 409, 422, 429], { 403: REAUTH, 409: EMAIL_TAKEN, 422: NO_PROOF }) },
    },
    handler: async (req, reply) => accounts.updateProfile(await sessions.requireSession(req, reply), req.body, requester(req)),
  });

  app.post('/api/profile/code', {
    schema: {
      tags: ['profile'],
      operationId: 'sendProofCode',
      summary: "Sends a code to the account's own phone: the proof of an account without a password",
      security: SECURITY.signedIn,
      response: {
        200: codeSentSchema,
        ...errors([401, 422, 429], { 422: 'The account has no confirmed phone (notification-please-verify-phone).', 429: SENT_TOO_OFTEN }),
      },
    },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      return accounts.requestProofCode(user, requester(req));
    },
  });

  app.post('/api/profile/phone', {
    schema: {
      tags: ['profile'],
      operationId: 'requestPhoneChange',
      summary: 'Sends a code to confirm a new (or the current) phone number; a new one needs the password (or the SMS code)',
      security: SECURITY.signedIn,
      body: phoneChangeBodySchema,
      response: { 200: codeSentSchema, ...errors([401, 403, 409, 422, 429], { 403: REAUTH, 409: PHONE_TAKEN, 422: NO_PROOF }) },
    },
    handler: async (req, reply) => accounts.requestPhoneChange(await sessions.requireSession(req, reply), req.body, requester(req)),
  });

  app.post('/api/profile/phone/verify', {
    config: { rateLimit: guessLimit },
    schema: {
      tags: ['profile'],
      operationId: 'confirmPhoneChange',
      summary: 'Confirms the phone number with the SMS code',
      security: SECURITY.signedIn,
      body: phoneCodeBodySchema,
      response: { 200: userSchema, ...errors([401, 409, 422, 429], { 409: PHONE_TAKEN, 422: WRONG_CODE }) },
    },
    handler: async (req, reply) => {
      const { user } = await sessions.requireSession(req, reply);
      return accounts.confirmPhoneChange(user, req.body.phone, req.body.code);
    },
  });

  app.post('/api/profile/password', {
    config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['profile'],
      operationId: 'changePassword',
      summary: 'Changes the password; every other session ends',
      security: SECURITY.signedIn,
      body: changePasswordBodySchema,
      response: { 200: signedInSchema, ...errors([401, 403, 422, 429], { 403: REAUTH, 422: NO_PROOF }) },
    },
    handler: async (req, reply) => {
      const session = await sessions.requireSession(req, reply);
      return signIn(req, reply, await accounts.changePassword(session, req.body, requester(req)));
    },
  });

  app.post('/api/profile/delete', {
    schema: {
      tags: ['profile'],
      operationId: 'deleteAccount',
      summary: 'Deletes the account as /user-delete-info explains, with the password (or the SMS code); every session ends',
      security: SECURITY.signedIn,
      body: deleteAccountBodySchema,
      response: { 200: acceptedSchema, ...errors([401, 403, 422, 429], { 403: REAUTH, 422: NO_PROOF }) },
    },
    handler: async (req, reply) => {
      await accounts.deleteAccount(await sessions.requireSession(req, reply), req.body);
      clearSessionCookie(req, reply);
      return { ok: true as const };
    },
  });
};
