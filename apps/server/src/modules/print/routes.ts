import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printEditionsResponseSchema, printScheduleQuerySchema, printScheduleResponseSchema } from '@gazeta/contract';
import { TAGS, tagAnswer } from '../../lib/cache.ts';
import { addDays } from '../../lib/chicago-time.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { editionView, type PrintService } from './service.ts';

/** Browsers and proxies may keep an answer this long; a page counts down with its own clock. */
const PUBLIC_CACHE = 'public, max-age=300';
/** One request covers a year of issues. */
const SCHEDULE_DAYS = 365;

export const printRoutes: FastifyPluginAsyncZod<{ print: PrintService }> = async (app, { print }) => {
  app.get('/api/print/editions', {
    schema: {
      tags: ['print'],
      operationId: 'listPrintEditions',
      summary: "The paper's editions that print (Chicagoland and the other cities'), with their weekday and booking deadline",
      security: SECURITY.public,
      response: { 200: printEditionsResponseSchema },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      tagAnswer(reply, [TAGS.printSchedule]);
      const locale = requestLocale(req);
      return { data: (await print.editions()).map((edition) => editionView(edition, locale)) };
    },
  });

  app.get('/api/print/schedule', {
    schema: {
      tags: ['print'],
      operationId: 'getPrintSchedule',
      summary: 'The issues to come, per edition, each with its booking deadline (a year from `from`, earliest first)',
      security: SECURITY.public,
      querystring: printScheduleQuerySchema,
      response: {
        200: printScheduleResponseSchema,
        ...errors([422], { 422: 'An edition that does not print, or a `from` that is no calendar day (error-validation, with field errors).' }),
      },
    },
    handler: async (req, reply) => {
      const { edition, from = print.today() } = req.query;
      const editions = edition === undefined ? undefined : [...new Set(typeof edition === 'string' ? [edition] : edition)];
      if (editions) await print.requireEditions(editions);
      reply.header('cache-control', PUBLIC_CACHE);
      tagAnswer(reply, [TAGS.printSchedule]);
      return { data: await print.schedule({ editions, from, to: addDays(from, SCHEDULE_DAYS) }) };
    },
  });
};
