import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classifiedAcceptedSchema,
  classifiedContactBodySchema,
  classifiedReportBodySchema,
  classifiedSchema,
  classifiedSectionsResponseSchema,
  classifiedsQuerySchema,
  classifiedsResponseSchema,
  idParamSchema,
} from '@gazeta/contract';
import { keepPrivate, TAGS, tagAnswer } from '../../lib/cache.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { onceKeys } from '../../lib/reader-key.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { MemberAccess } from '../accounts/index.ts';
import { CONTACT_LIMITS, type ClassifiedsService } from './service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const NO_AD = 'No ad with this id that the caller may see (error-not-found).';
const NO_RUNNING_AD = 'No running ad with this id (error-not-found).';

export const classifiedsRoutes: FastifyPluginAsyncZod<{ classifieds: ClassifiedsService; access: MemberAccess }> = async (app, { classifieds, access }) => {
  app.get('/api/classifieds', {
    schema: {
      tags: ['classifieds'],
      operationId: 'listClassifieds',
      summary:
        'The private ads catalogue: running ads, priority and hot ones first, then newest; by section, offer or wanted, with a picture, and words to find (across alphabets); keyset-paged with next_cursor',
      security: SECURITY.public,
      querystring: classifiedsQuerySchema,
      response: { 200: classifiedsResponseSchema, ...errors([422], { 422: 'An unknown section or type, a bad cursor, or a query with control characters (error-validation).' }) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.classifieds]);
      return classifieds.list(req.query, requestLocale(req));
    },
  });

  app.get('/api/classifieds/sections', {
    schema: {
      tags: ['classifieds'],
      operationId: 'listClassifiedSections',
      summary: 'The sections of the classifieds in their order, named in both languages, with their running ads',
      security: SECURITY.public,
      response: { 200: classifiedSectionsResponseSchema },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.classifieds]);
      return classifieds.sections(requestLocale(req));
    },
  });

  app.get('/api/classifieds/:id', {
    schema: {
      tags: ['classifieds'],
      operationId: 'getClassified',
      summary: 'One ad with its pictures and the issues it runs in: a running one for anyone; its owner also sees it in other states, staff every ad',
      security: SECURITY.optional,
      params: idParamSchema,
      response: { 200: classifiedSchema, ...errors([404, 422], { 404: NO_AD }) },
    },
    handler: async (req, reply) => {
      const viewer = await access.viewer(req);
      const ad = await classifieds.get(req.params.id, viewer, requestLocale(req));
      tagAnswer(reply, [TAGS.classified(ad.id)]);
      keepPrivate(reply, viewer !== null || ad.status !== 'running');
      return ad;
    },
  });

  app.post('/api/classifieds/:id/contact', {
    // Per address, beside the per-account limit the service keeps (CONTACT_LIMITS).
    config: { rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES } },
    // Signed out is 401 before the message is even read.
    onRequest: async (req, reply) => {
      await access.member(req, reply);
    },
    schema: {
      tags: ['classifieds'],
      operationId: 'contactClassifiedOwner',
      summary: `Relays a signed-in reader's message to the ad's owner by e-mail (in the owner's language, with the reader's address to answer) or by SMS; the owner's address is never told, and the answer is the same however the owner is reached. At most ${CONTACT_LIMITS.perHour} messages an hour and ${CONTACT_LIMITS.perDay} a day per account`,
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: classifiedContactBodySchema,
      response: {
        202: classifiedAcceptedSchema,
        ...errors([401, 403, 404, 422, 429], {
          403: "The ad is the caller's own (error-contact-own-ad), or the caller has neither a confirmed e-mail nor a verified phone to be answered at (error-contact-reply-address).",
          404: NO_RUNNING_AD,
          422: 'No message (error-contact-empty), one over 2000 characters (error-contact-too-long), or control characters in it.',
          429: 'Too many messages from this account (error-contact-too-often) or this address (error-too-many-requests) lately.',
        }),
      },
    },
    handler: async (req, reply) => reply.code(202).send(await classifieds.contact(req.params.id, await access.member(req, reply), req.body)),
  });

  app.post('/api/classifieds/:id/report', {
    config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    schema: {
      tags: ['classifieds'],
      operationId: 'reportClassified',
      summary: "Reports an ad to staff, once per reader: a signed-in reader's account, or an anonymous browser's reader key (without one: its address for the day, and a reader key given with the answer)",
      security: SECURITY.optional,
      params: idParamSchema,
      body: classifiedReportBodySchema,
      response: {
        202: classifiedAcceptedSchema,
        ...errors([403, 404, 409, 422, 429], {
          403: "The ad is the caller's own (error-report-own-ad).",
          404: NO_RUNNING_AD,
          409: 'This reader has reported the ad already (error-report-duplicate).',
          422: 'No reason, or one not in the list (error-report-reason); a note over 500 characters.',
        }),
      },
    },
    handler: async (req, reply) => {
      const viewer = await access.viewer(req);
      return reply.code(202).send(await classifieds.report(req.params.id, { viewer, readerKeys: (day) => onceKeys(req, reply, day) }, req.body));
    },
  });
};
