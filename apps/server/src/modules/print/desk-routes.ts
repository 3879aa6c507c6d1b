import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelIssueResultSchema,
  cancelIssueSchema,
  idParamSchema,
  issueArticlesSchema,
  moveIssueSchema,
  NEWSROOM_MESSAGES,
  newsroomIssueSchema,
  newsroomScheduleSchema,
  PRINT_PDF_MAX_BYTES,
} from '@gazeta/contract';
import { formErrorHandler } from '../../lib/form-errors.ts';
import { formFields, sentFiles, single } from '../../lib/form-fields.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { acceptUploads, BodyTooLarge, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { DeskService } from './desk-service.ts';

const EDITORS = 'The caller is not an editor or admin (error-editor-only).';

/** The publish form: one PDF and its language. */
const pdfUpload: UploadLimits = { maxBytes: PRINT_PDF_MAX_BYTES + 64 * 1024, files: 1, fileBytes: PRINT_PDF_MAX_BYTES, fields: 4, fieldBytes: 1024 };

const pdfProblem = (status: number, code: 'error-print-pdf-too-large' | 'error-print-pdf-required' | 'error-print-pdf-invalid') =>
  new HttpError(status, code, NEWSROOM_MESSAGES[code], { pdf: [{ code, message: NEWSROOM_MESSAGES[code] }] });

const publishBodySchema = z
  .looseObject({
    pdf: z.unknown().meta({ type: 'string', format: 'binary', description: `the issue's PDF, at most ${PRINT_PDF_MAX_BYTES / 1024 / 1024} MB; read by content` }),
    lang: z.unknown().meta({ type: 'string', description: 'ru (default), en or lt: the language its text is searched in' }),
  })
  .partial()
  .describe('multipart/form-data');

const publishedSchema = z.object({ id: z.number().int(), number: z.number().int() }).meta({ id: 'PublishedIssue' });
const LANGS = ['ru', 'en', 'lt'] as const;

/** The print desk (decision 060): editors and admins only, each change audited. */
export const deskRoutes: FastifyPluginAsyncZod<{ desk: DeskService; access: MemberAccess }> = async (app, { desk, access }) => {
  const editorsOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await access.staff(req, reply, 'editor');
  };

  app.get('/api/newsroom/print', {
    schema: {
      tags: ['newsroom'],
      operationId: 'getPrintDesk',
      summary: "The print schedule per edition, from two weeks back: each issue's day, deadline, state, archive issue and what is booked into it (editors)",
      security: SECURITY.signedIn,
      response: { 200: newsroomScheduleSchema, ...errors([401, 403], { 403: EDITORS }) },
    },
    handler: async (req, reply) => {
      const viewer = await access.staff(req, reply, 'editor');
      reply.header('cache-control', 'no-store');
      return desk.schedule(viewer, requestLocale(req));
    },
  });

  app.patch('/api/newsroom/print/issues/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'movePrintIssue',
      summary: 'Moves an issue to a new day and booking deadline (Chicago): the deadline before the day, no other issue of the edition that day, nothing in the past',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moveIssueSchema,
      response: {
        200: newsroomIssueSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: EDITORS,
          409: 'The issue is cancelled, published or past (error-print-issue-closed).',
          422: 'error-print-deadline-after-date, error-print-date-taken, error-print-date-past, error-print-deadline-past, or a malformed field.',
        }),
      },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (req, reply) => desk.move(await access.staff(req, reply, 'editor'), req.params.id, req.body),
  });

  app.post('/api/newsroom/print/issues/:id/cancel', {
    schema: {
      tags: ['newsroom'],
      operationId: 'cancelPrintIssue',
      summary: "Cancels an issue (a holiday or another reason): every ad booked into it moves to the edition's next issue it does not hold, and its owner is told",
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: cancelIssueSchema,
      response: {
        200: cancelIssueResultSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: EDITORS,
          409: 'The issue is cancelled, published or past (error-print-issue-closed), or a booked ad has no later issue to go to (error-print-no-next-issue).',
        }),
      },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (req, reply) => desk.cancel(await access.staff(req, reply, 'editor'), req.params.id, req.body),
  });

  app.put('/api/newsroom/print/archive/:id/articles', {
    schema: {
      tags: ['newsroom'],
      operationId: 'setPrintIssueArticles',
      summary: 'The articles that ran in an archive issue (replaces the list)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: issueArticlesSchema,
      response: {
        200: z.object({ article_ids: z.array(z.number().int()) }),
        ...errors([401, 403, 404, 422], { 403: EDITORS, 422: 'An id that is no article (error-print-article-unknown), or a malformed list.' }),
      },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (req, reply) => ({ article_ids: await desk.linkArticles(await access.staff(req, reply, 'editor'), req.params.id, req.body.article_ids) }),
  });

  // Only the publish route takes multipart (decision 013): a scope of its own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    scope.setErrorHandler((error: FastifyError) => {
      if (error instanceof BodyTooLarge || error.code === 'FST_REQ_FILE_TOO_LARGE') throw pdfProblem(413, 'error-print-pdf-too-large');
      if (error.code === 'FST_FILES_LIMIT') throw pdfProblem(422, 'error-print-pdf-required');
      return formErrorHandler(error);
    });
    await acceptUploads(scope, pdfUpload);
    uploads.post('/api/newsroom/print/issues/:id/publish', {
      onRequest: [editorsOnly],
      schema: {
        tags: ['newsroom'],
        operationId: 'publishPrintIssue',
        summary: "Publishes an issue into the archive from its PDF: the page count, text (for search) and cover (its first page) are read from the PDF itself",
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        body: publishBodySchema,
        response: {
          201: publishedSchema,
          ...errors([401, 403, 404, 409, 413, 422], {
            403: EDITORS,
            409: 'The issue is cancelled or already published (error-print-issue-closed).',
            413: 'The PDF is over the limit (error-print-pdf-too-large).',
            422: 'No PDF (error-print-pdf-required), or one that cannot be read (error-print-pdf-invalid).',
          }),
        },
      },
      handler: async (req, reply) => {
        const viewer = await access.staff(req, reply, 'editor');
        const form = formFields(req.body);
        const files = sentFiles(form, 'pdf');
        const file = files[0];
        if (files.length !== 1 || !(file instanceof UploadedFile)) throw pdfProblem(422, 'error-print-pdf-required');
        const lang = single(form['lang']) ?? 'ru';
        const language = LANGS.find((l) => l === lang);
        if (!language) throw new HttpError(422, 'error-validation', 'The request is invalid.', { lang: [{ code: 'validation-invalid', message: 'ru, en or lt.' }] });
        reply.code(201);
        return desk.publish(viewer, req.params.id, { path: file.path, bytes: file.bytes }, language);
      },
    });
  });
};
