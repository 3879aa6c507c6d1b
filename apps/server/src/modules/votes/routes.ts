import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratingBodySchema, voteBodySchema, voteParamsSchema, voteStateSchema } from '@gazeta/contract';
import { tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { VotesService } from './service.ts';

const NOT_FOUND = 'No kind of subject with this name, or no published subject of it with this id (error-not-found).';

/** Likes, dislikes and ratings of members on any registered kind of subject (decision 029). */
export const votesRoutes: FastifyPluginAsyncZod<{ votes: VotesService; access: MemberAccess }> = async (app, { votes, access }) => {
  /** Votes are unique per member in the database; this only slows a script flipping one, per member and per address. */
  const voteLimit = writeLimits(app, access, { max: 60, timeWindow: '1 minute' });
  // The session before the body: a visitor is told to sign in, not what was wrong with the vote.
  const membersOnly = async (req: FastifyRequest, reply: Parameters<MemberAccess['member']>[1]) => {
    await access.member(req, reply);
  };

  app.get('/api/votes/:kind/:id', {
    schema: {
      tags: ['votes'],
      operationId: 'getVotes',
      summary: 'A subject’s likes, dislikes and rating (kinds that take ratings), and the caller’s own vote and stars when signed in',
      security: SECURITY.optional,
      params: voteParamsSchema,
      response: { 200: voteStateSchema, ...errors([404], { 404: NOT_FOUND }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const state = await votes.state(req.params.kind, req.params.id, await access.viewer(req));
      // A cached page showing these counts (a visitor's) is dropped when a vote moves them.
      tagAnswer(reply, votes.cacheTagsOf(req.params.kind, req.params.id));
      return state;
    },
  });

  app.put('/api/votes/:kind/:id', {
    onRequest: [membersOnly, voteLimit],
    schema: {
      tags: ['votes'],
      operationId: 'setVote',
      summary:
        'Sets the caller’s vote: like, dislike (either replaces the other) or null to take it back. The buttons toggle by sending the state after the click; asking for the vote one already has answers 409 notification-error-vote-exists',
      security: SECURITY.signedIn,
      params: voteParamsSchema,
      body: voteBodySchema,
      response: {
        200: voteStateSchema,
        ...errors([401, 403, 404, 409, 422, 429], {
          403: 'The subject is the caller’s own (error-vote-own).',
          404: NOT_FOUND,
          409: 'The caller’s vote is this already (notification-error-vote-exists, “Answer already exists”).',
        }),
      },
    },
    handler: async (req, reply) => votes.vote(req.params.kind, req.params.id, await access.member(req, reply), req.body.value),
  });

  app.post('/api/votes/:kind/:id/rating', {
    onRequest: [membersOnly, voteLimit],
    schema: {
      tags: ['votes'],
      operationId: 'rate',
      summary: 'The caller’s rating of 1–5 stars, once per subject and never changed; for the kinds that take ratings (businesses)',
      security: SECURITY.signedIn,
      params: voteParamsSchema,
      body: ratingBodySchema,
      response: {
        201: voteStateSchema,
        ...errors([401, 403, 404, 409, 422, 429], {
          403: 'The subject is the caller’s own (error-vote-own).',
          404: `${NOT_FOUND} Also a kind that takes no ratings.`,
          409: 'The caller has rated this subject already (notification-error-rating-exists, “Rating already exists”).',
        }),
      },
    },
    handler: async (req, reply) => {
      const state = await votes.rate(req.params.kind, req.params.id, await access.member(req, reply), req.body.stars);
      return reply.code(201).send(state);
    },
  });
};
