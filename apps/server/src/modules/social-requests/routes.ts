import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formErrorMessage,
  idParamSchema,
  mySocialRequestSchema,
  mySocialRequestsResponseSchema,
  PAGE_MAX,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
  POSTING_NETWORKS,
  SOCIAL_REQUEST_LIMITS,
  socialDecisionSchema,
  socialRequestFormSchema,
  socialRequestQueueSchema,
  socialRequestWriteSchema,
} from '@gazeta/contract';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { SocialRequestFormData, SocialRequestsService } from './service.ts';

const formUpload: UploadLimits = {
  maxBytes: SOCIAL_REQUEST_LIMITS.images * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  files: SOCIAL_REQUEST_LIMITS.images,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 20,
  fieldBytes: 16 * 1024,
};

/** The request form (multipart, or JSON without pictures) as the service takes it, or the 422 naming every bad field. */
export function readSocialRequestForm(body: unknown): SocialRequestFormData {
  const form = formFields(body);
  const networks = formList(form, 'networks').filter((value) => value !== '');
  const parsed = socialRequestFormSchema.safeParse({ text: single(form['text']), publish_on: single(form['publish_on']), networks, agree: single(form['agree']) });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const field of Object.keys(errors)) {
    // "networks.1": the member has one thing to fix, the choice of networks.
    if (field.startsWith('networks.')) {
      delete errors[field];
      errors['networks'] = [{ code: 'error-social-networks-required', message: formErrorMessage('error-social-networks-required')! }];
    }
  }
  const files = sentFiles(form, 'images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > SOCIAL_REQUEST_LIMITS.images) errors['images'] = [{ code: 'error-classified-images-limit', message: formErrorMessage('error-classified-images-limit')! }];
  else if (images.length < files.length) errors['images'] = [{ code: 'error-classified-image-invalid', message: formErrorMessage('error-classified-image-invalid')! }];
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, images };
}

const text = (description: string) => z.unknown().meta({ type: 'string', description });
const formBodySchema = z
  .looseObject({
    text: text(`the post, plain text with line breaks, at most ${SOCIAL_REQUEST_LIMITS.textMax} characters`),
    publish_on: text(`YYYY-MM-DD, the day to post (Chicago), today to ${SOCIAL_REQUEST_LIMITS.daysAhead} days ahead`),
    'networks[0]': text(`networks[n]: ${POSTING_NETWORKS.join(', ')} (at least one; "Please select social networks")`),
    agree: text('"1": the terms are agreed'),
    'images[0]': z.unknown().meta({ type: 'string', format: 'binary', description: `images[0]…images[${SOCIAL_REQUEST_LIMITS.images - 1}]: optional pictures; jpg, png, gif, webp, bmp, svg, ico or tiff, by content` }),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields but the pictures is accepted too)');

/** Social-posting requests: the member's own (404 for anyone else's), and staff's queue and decisions. */
export const socialRequestsRoutes: FastifyPluginAsyncZod<{ requests: SocialRequestsService; access: MemberAccess }> = async (app, { requests, access }) => {
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(picturesErrorHandler());
  const membersOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await access.member(req, reply);
  };

  app.get('/api/me/social-requests', {
    schema: {
      tags: ['social-requests'],
      operationId: 'listMySocialRequests',
      summary: "The caller's social-posting requests in every state, newest first",
      security: SECURITY.signedIn,
      response: { 200: mySocialRequestsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return requests.mine(await access.member(req, reply));
    },
  });

  app.delete('/api/social-requests/:id', {
    schema: {
      tags: ['social-requests'],
      operationId: 'deleteSocialRequest',
      summary: 'Deletes one’s own request: not yet paid (its order is given up), rejected or published',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 404, 409], { 409: 'Paid and waiting to be posted (error-social-locked).' }) },
    },
    handler: async (req, reply) => {
      await requests.remove(req.params.id, await access.member(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/forum/moderation/social', {
    schema: {
      tags: ['moderation'],
      operationId: 'getSocialRequestQueue',
      summary: 'Staff: paid social-posting requests waiting to be posted, the soonest day first',
      security: SECURITY.signedIn,
      querystring: z.object({ page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1) }),
      response: { 200: socialRequestQueueSchema, ...errors([401, 403, 422], { 403: 'The caller is not staff (error-moderator-only).' }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return requests.queue(req.query.page, await access.member(req, reply));
    },
  });

  app.post('/api/forum/moderation/social/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'decideSocialRequest',
      summary: 'Staff: the request is posted (with the link of the post on each of its networks), or rejected with a reason (refunded); the member is notified and mailed',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: socialDecisionSchema,
      response: {
        200: mySocialRequestSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not staff (error-moderator-only), or the request is the caller's own (error-own-item).",
          409: 'The request is not paid and waiting, or it changed meanwhile (error-conflict).',
          422: 'A link missing for one of the request’s networks, or given for another (error-social-links-required on links.{network}); a rejection without its reason.',
        }),
      },
    },
    handler: async (req, reply) => requests.decide(req.params.id, req.body, await access.member(req, reply)),
  });

  // Only the form route takes multipart (decision 013): a scope of its own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);
    uploads.post('/api/social-requests', {
      onRequest: [membersOnly, writeLimit],
      schema: {
        tags: ['social-requests'],
        operationId: 'createSocialRequest',
        summary: 'A new social-posting request, priced per network: its order is opened ("Success. Please pay for your request."); once paid, staff post it',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: formBodySchema,
        response: { 201: socialRequestWriteSchema, ...errors([401, 413, 422, 429], { 422: 'A missing or invalid field (error-social-text-required, error-social-networks-required, error-social-date-past, error-terms-required, error-classified-images-limit…).' }) },
      },
      handler: async (req, reply) => reply.code(201).send(await requests.create(await access.member(req, reply), readSocialRequestForm(req.body))),
    });
  });
};
