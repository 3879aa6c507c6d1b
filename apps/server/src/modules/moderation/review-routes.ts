import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannedWordInputSchema,
  bannedWordSchema,
  bannedWordsSchema,
  idParamSchema,
  sanctionInputSchema,
  sanctionSchema,
  rejectTemplateInputSchema,
  rejectTemplateSchema,
  rejectTemplatesSchema,
  reviewDecisionResultSchema,
  reviewDecisionSchema,
  reviewDetailSchema,
  reviewPageSchema,
  reviewParamsSchema,
  reviewQuerySchema,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { MemberAccess } from '../accounts/index.ts';
import { isReviewKind, type ReviewService } from './review-service.ts';
import { notFound } from '../../lib/http-errors.ts';

const kindOf = (kind: string) => {
  if (!isReviewKind(kind)) throw notFound('There is no such kind of item to review.');
  return kind;
};

const MODERATORS_ONLY = 'The caller is not a moderator, editor or admin (error-moderator-only).';
const EDITORS_ONLY = 'The caller is not an editor or admin (error-editor-only).';

/** The one review queue (issue #27, decision 059): moderators and up; never on one's own item. */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService; access: MemberAccess }> = async (app, { review, access }) => {
  app.setErrorHandler(formErrorHandler);

  app.get('/api/newsroom/review', {
    schema: {
      tags: ['moderation'],
      operationId: 'getReviewQueue',
      summary: 'Everything members submitted that waits for a decision, the longest waiting first (keyset), of one kind or all, with the counts of every kind',
      security: SECURITY.signedIn,
      querystring: reviewQuerySchema,
      response: { 200: reviewPageSchema, ...errors([401, 403, 422], { 403: MODERATORS_ONLY }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return review.queue(req.query.kind, req.query.cursor, await access.staff(req, reply, 'moderator'));
    },
  });

  app.get('/api/newsroom/review/:kind/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'getReviewItem',
      summary: 'One item as it will look where it goes, what changed since its last decision, and its history',
      security: SECURITY.signedIn,
      params: reviewParamsSchema,
      response: { 200: reviewDetailSchema, ...errors([401, 403, 404, 422], { 403: MODERATORS_ONLY }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await access.staff(req, reply, 'moderator');
      return review.item(kindOf(req.params.kind), req.params.id, viewer, requestLocale(req));
    },
  });

  app.post('/api/newsroom/review/:kind/:id/decision', {
    schema: {
      tags: ['moderation'],
      operationId: 'decideReviewItem',
      summary: "Approves an item, or rejects it with a reason (typed, or a template's text in the author's language); the author is notified and the decision audited",
      security: SECURITY.signedIn,
      params: reviewParamsSchema,
      body: reviewDecisionSchema,
      response: {
        200: reviewDecisionResultSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not a moderator, editor or admin (error-moderator-only), or the item is the caller's own (error-own-item).",
          404: 'No such item, or no such template (error-template-not-found).',
          409: 'The item is not waiting for a decision, or it changed meanwhile (error-conflict).',
          422: 'A rejection without its reason (error-rejection-reason-required), a social request approved without its links, or other invalid input.',
        }),
      },
    },
    handler: async (req, reply) => {
      const viewer = await access.staff(req, reply, 'moderator');
      return review.decide(kindOf(req.params.kind), req.params.id, req.body, viewer, requestLocale(req));
    },
  });

  app.get('/api/newsroom/review-templates', {
    schema: {
      tags: ['moderation'],
      operationId: 'getRejectTemplates',
      summary: 'The reasons moderators pick from, in both languages',
      security: SECURITY.signedIn,
      response: { 200: rejectTemplatesSchema, ...errors([401, 403], { 403: MODERATORS_ONLY }) },
    },
    handler: async (req, reply) => ({ data: await review.templates(await access.staff(req, reply, 'moderator')) }),
  });

  app.post('/api/newsroom/review-templates', {
    schema: {
      tags: ['moderation'],
      operationId: 'createRejectTemplate',
      summary: 'Adds a reason template (editors and admins)',
      security: SECURITY.signedIn,
      body: rejectTemplateInputSchema,
      response: { 201: rejectTemplateSchema, ...errors([401, 403, 422], { 403: EDITORS_ONLY }) },
    },
    handler: async (req, reply) => reply.code(201).send(await review.createTemplate(req.body, await access.staff(req, reply, 'editor'))),
  });

  app.put('/api/newsroom/review-templates/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'updateRejectTemplate',
      summary: 'Changes a reason template (editors and admins)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: rejectTemplateInputSchema,
      response: { 200: rejectTemplateSchema, ...errors([401, 403, 404, 422], { 403: EDITORS_ONLY, 404: 'No such template (error-template-not-found).' }) },
    },
    handler: async (req, reply) => review.updateTemplate(req.params.id, req.body, await access.staff(req, reply, 'editor')),
  });

  app.delete('/api/newsroom/review-templates/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'deleteRejectTemplate',
      summary: 'Removes a reason template (editors and admins)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('removed'), ...errors([401, 403, 404], { 403: EDITORS_ONLY, 404: 'No such template (error-template-not-found).' }) },
    },
    handler: async (req, reply) => {
      await review.deleteTemplate(req.params.id, await access.staff(req, reply, 'editor'));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/newsroom/banned-words', {
    schema: {
      tags: ['moderation'],
      operationId: 'getBannedWords',
      summary: 'The banned words: a feed post or comment with one waits in the review queue flagged with it',
      security: SECURITY.signedIn,
      response: { 200: bannedWordsSchema, ...errors([401, 403], { 403: MODERATORS_ONLY }) },
    },
    handler: async (req, reply) => ({ data: await review.words(await access.staff(req, reply, 'moderator')) }),
  });

  app.post('/api/newsroom/banned-words', {
    schema: {
      tags: ['moderation'],
      operationId: 'addBannedWord',
      summary: 'Bans a word (audited as banned-word.add)',
      security: SECURITY.signedIn,
      body: bannedWordInputSchema,
      response: { 201: bannedWordSchema, ...errors([401, 403, 409, 422], { 403: MODERATORS_ONLY, 409: 'The word is banned already (error-conflict).', 422: 'Not one word (error-banned-word-invalid).' }) },
    },
    handler: async (req, reply) => reply.code(201).send(await review.addWord(req.body.word, await access.staff(req, reply, 'moderator'))),
  });

  app.delete('/api/newsroom/banned-words/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'removeBannedWord',
      summary: 'Allows a banned word again (audited as banned-word.remove)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('removed'), ...errors([401, 403, 404], { 403: MODERATORS_ONLY }) },
    },
    handler: async (req, reply) => {
      await review.removeWord(req.params.id, await access.staff(req, reply, 'moderator'));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/newsroom/members/:id/sanction', {
    schema: {
      tags: ['moderation'],
      operationId: 'getMemberSanction',
      summary: "A member's mute or ban",
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: sanctionSchema, ...errors([401, 403, 404], { 403: MODERATORS_ONLY, 404: 'Neither muted nor banned (error-sanction-not-found).' }) },
    },
    handler: async (req, reply) => review.sanction(req.params.id, await access.staff(req, reply, 'moderator')),
  });

  app.put('/api/newsroom/members/:id/sanction', {
    schema: {
      tags: ['moderation'],
      operationId: 'setMemberSanction',
      summary: 'Mutes a member until a date (no posts or comments) or bans them (nothing posted or placed), audited as member.mute or member.ban',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: sanctionInputSchema,
      response: {
        200: sanctionSchema,
        ...errors([401, 403, 404, 422], { 403: `${MODERATORS_ONLY} Or the member is the caller (error-own-item) or staff (error-admin-only).`, 422: 'A mute without a date to come, or other invalid input.' }),
      },
    },
    handler: async (req, reply) => review.setSanction(req.params.id, req.body, await access.staff(req, reply, 'moderator')),
  });

  app.delete('/api/newsroom/members/:id/sanction', {
    schema: {
      tags: ['moderation'],
      operationId: 'liftMemberSanction',
      summary: "Lifts a member's mute or ban (audited as member.unmute or member.unban)",
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('lifted'), ...errors([401, 403, 404], { 403: MODERATORS_ONLY, 404: 'Neither muted nor banned (error-sanction-not-found).' }) },
    },
    handler: async (req, reply) => {
      await review.liftSanction(req.params.id, await access.staff(req, reply, 'moderator'));
      return reply.code(204).send(null);
    },
  });
};
