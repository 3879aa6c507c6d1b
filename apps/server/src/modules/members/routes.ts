import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  memberActionResponseSchema,
  memberDetailSchema,
  memberEraseBodySchema,
  memberRoleBodySchema,
  membersPageSchema,
  membersQuerySchema,
  memberSignOutBodySchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { MembersService } from './service.ts';

const ADMINS_ONLY = 'The caller is not an admin (error-admin-only); asked before anything else, so that the answer says nothing of whether the account exists.';
const NO_MEMBER = 'No account with this id, or one erased already (error-not-found).';
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The newsroom's members (issue #27, decision 061): admins find accounts and act on them; every action audited. */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService; access: MemberAccess }> = async (app, { members, access }) => {
  app.setErrorHandler(formErrorHandler);
  const admin = (req: Parameters<MemberAccess['staff']>[0], reply: Parameters<MemberAccess['staff']>[1]) => access.staff(req, reply, 'admin');
  // Who asks is settled before the input is read: a non-admin hears 401 or 403, whatever they send.
  app.addHook('onRequest', async (req, reply) => {
    await admin(req, reply);
  });

  app.get('/api/newsroom/members', {
    schema: {
      tags: ['newsroom'],
      operationId: 'searchMembers',
      summary: 'Members by name, phone (typed any way: +1 (312) 555-0101, 312.555.0101…) or e-mail (any case), newest first, in keyset pages of 25 (admins only)',
      security: SECURITY.signedIn,
      querystring: membersQuerySchema,
      response: { 200: membersPageSchema, ...errors([401, 403, 422, 429], { 403: ADMINS_ONLY }) },
    },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await admin(req, reply);
      reply.header('cache-control', 'no-store');
      return members.search(viewer, req.query);
    },
  });

  app.get('/api/newsroom/members/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'getMember',
      summary: "A member's details and role, what they own (counted, the newest linked), their orders and their sessions (admins only)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: memberDetailSchema, ...errors([401, 403, 404, 422, 429], { 403: ADMINS_ONLY, 404: NO_MEMBER }) },
    },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const viewer = await admin(req, reply);
      reply.header('cache-control', 'no-store');
      return members.detail(viewer, req.params.id);
    },
  });

  app.post('/api/newsroom/members/:id/role', {
    schema: {
      tags: ['newsroom'],
      operationId: 'changeMemberRole',
      summary: "Gives a member another role (user, moderator, editor, admin), audited as member.role with before → after (admins only; never one's own, never the last admin's)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: memberRoleBodySchema,
      response: {
        200: memberActionResponseSchema,
        ...errors([401, 403, 404, 409, 422, 429], { 403: `${ADMINS_ONLY.split(';')[0]}, or the caller's own account (error-own-role).`, 404: NO_MEMBER, 409: 'The account is the last admin (error-last-admin).' }),
      },
    },
    config: WRITE_LIMIT,
    handler: async (req, reply) => {
      const viewer = await admin(req, reply);
      return members.changeRole(viewer, req.params.id, req.body);
    },
  });

  app.post('/api/newsroom/members/:id/sign-out', {
    schema: {
      tags: ['newsroom'],
      operationId: 'signOutMemberEverywhere',
      summary: "Ends every session of a member at once (their next request is signed out), audited as member.sign-out (admins only)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: memberSignOutBodySchema,
      response: { 200: memberActionResponseSchema, ...errors([401, 403, 404, 422, 429], { 403: ADMINS_ONLY, 404: NO_MEMBER }) },
    },
    config: WRITE_LIMIT,
    handler: async (req, reply) => {
      const viewer = await admin(req, reply);
      return members.signOut(viewer, req.params.id, req.body);
    },
  });

  app.post('/api/newsroom/members/:id/erase', {
    schema: {
      tags: ['newsroom'],
      operationId: 'eraseMember',
      summary:
        'Erases an account as its owner can (the same deletion as POST /api/profile/delete: personal data, sessions, social links and the newsletter go; posts and paid orders stay), with the typed confirmation (DELETE or УДАЛИТЬ), audited as member.erase (admins only; never their own, never the last admin)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: memberEraseBodySchema,
      response: {
        200: memberActionResponseSchema,
        ...errors([401, 403, 404, 409, 422, 429], {
          403: `${ADMINS_ONLY.split(';')[0]}, or the caller's own account (error-own-erase).`,
          404: NO_MEMBER,
          409: 'The account is the last admin (error-last-admin).',
          422: 'The confirmation word is not DELETE or УДАЛИТЬ (error-delete-confirmation), or other invalid input.',
        }),
      },
    },
    config: WRITE_LIMIT,
    handler: async (req, reply) => {
      const viewer = await admin(req, reply);
      return members.erase(viewer, req.params.id, req.body);
    },
  });
};
