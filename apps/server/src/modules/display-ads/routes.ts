import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_OPEN_MAX_ISSUES,
  AD_TERMS,
  AD_UNITS,
  DISPLAY_AD_LIMITS,
  DISPLAY_AD_REQUEST_TYPES,
  displayAdFormSchema,
  displayAdQueueSchema,
  displayAdWriteSchema,
  formErrorMessage,
  idParamSchema,
  moderationDecisionSchema,
  myDisplayAdSchema,
  myDisplayAdsResponseSchema,
  PAGE_MAX,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
} from '@gazeta/contract';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { DisplayAdFormData, DisplayAdsService } from './service.ts';

const FILES = DISPLAY_AD_LIMITS.images + DISPLAY_AD_LIMITS.logos;
const formUpload: UploadLimits = {
  maxBytes: FILES * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  files: FILES,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 40,
  fieldBytes: 16 * 1024,
};

const fieldProblem = (code: string) => [{ code, message: formErrorMessage(code) ?? code }];

/** The request form (multipart, or JSON without pictures) as the service takes it, or the 422 naming every bad field. */
export function readDisplayAdForm(body: unknown): DisplayAdFormData {
  const form = formFields(body);
  const editions = formList(form, 'editions').filter((value) => value !== '');
  const parsed = displayAdFormSchema.safeParse({
    request_type: single(form['request_type']),
    item: single(form['item']),
    message: single(form['message']),
    email: single(form['email']),
    phone: single(form['phone']),
    units: single(form['units']),
    term: single(form['term']),
    // A term books its own weeks: a number left in the open rate's field means nothing then.
    issues: single(form['term']) === 'open' ? single(form['issues']) : undefined,
    editions,
    publish_on: single(form['publish_on']),
    agree: single(form['agree']),
  });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const field of Object.keys(errors)) {
    // "editions.1": the member has one thing to fix, the choice of editions.
    if (field.startsWith('editions.')) {
      delete errors[field];
      errors['editions'] = fieldProblem('error-classified-resources-required');
    }
  }
  const files = sentFiles(form, 'images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > DISPLAY_AD_LIMITS.images) errors['images'] = fieldProblem('error-classified-images-limit');
  else if (images.length < files.length) errors['images'] = fieldProblem('error-classified-image-invalid');
  const logos = sentFiles(form, 'logo');
  if (logos.length > DISPLAY_AD_LIMITS.logos) errors['logo'] = fieldProblem('error-display-logo-limit');
  else if (logos.some((value) => !(value instanceof UploadedFile))) errors['logo'] = fieldProblem('error-classified-image-invalid');
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, images, logo: (logos[0] as UploadedFile | undefined) ?? null };
}

const text = (description: string) => z.unknown().meta({ type: 'string', description });
const picture = (description: string) => z.unknown().meta({ type: 'string', format: 'binary', description });
const formBodySchema = z
  .looseObject({
    request_type: text(`${DISPLAY_AD_REQUEST_TYPES.join(' or ')}: a finished ad to print, or the material for the paper to lay one out`),
    item: text(`what is advertised, at most ${DISPLAY_AD_LIMITS.itemMax} characters`),
    message: text(`the ad's text and wishes, at most ${DISPLAY_AD_LIMITS.messageMax} characters`),
    email: text('contact e-mail for the ad'),
    phone: text('contact phone, +1 then 10 digits'),
    units: text(`size in units of a page (1 = 1/32 … 32 = a full page): ${AD_UNITS.join(', ')}`),
    term: text(`${AD_TERMS.join(', ')}: weeks of the rate card, or the open rate`),
    issues: text(`at the open rate only: issues, 1 to ${AD_OPEN_MAX_ISSUES}`),
    'editions[0]': text('editions[n]: the slugs of the editions it prints in (at least one; GET /api/print/editions)'),
    publish_on: text('YYYY-MM-DD: the first issue asked for (GET /api/print/schedule)'),
    agree: text('"1": the terms are agreed'),
    'images[0]': picture(`images[0]…images[${DISPLAY_AD_LIMITS.images - 1}]: the artwork or pictures (at least one for "ready"); jpg, png, gif, webp, bmp, svg, ico or tiff, by content`),
    logo: picture('optional: the advertiser’s logo'),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields but the pictures is accepted too)');

/** Display ads: the member's own (404 for anyone else's), and staff's review queue and decisions. */
export const displayAdsRoutes: FastifyPluginAsyncZod<{ ads: DisplayAdsService; access: MemberAccess }> = async (app, { ads, access }) => {
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(picturesErrorHandler());
  const membersOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await access.member(req, reply);
  };

  app.get('/api/me/display-ads', {
    schema: {
      tags: ['display-ads'],
      operationId: 'listMyDisplayAds',
      summary: "The caller's display ads in every state, newest first, each with the issues booked so far and the tear sheets of those out",
      security: SECURITY.signedIn,
      response: { 200: myDisplayAdsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ads.mine(await access.member(req, reply), requestLocale(req));
    },
  });

  app.delete('/api/display-ads/:id', {
    schema: {
      tags: ['display-ads'],
      operationId: 'deleteDisplayAd',
      summary: 'Deletes one’s own display ad: not yet paid (its order is given up), rejected, or with every issue out',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 404, 409], { 409: 'Paid, waiting for review or with issues to come (error-display-locked).' }) },
    },
    handler: async (req, reply) => {
      await ads.remove(req.params.id, await access.member(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.get('/api/forum/moderation/advertising', {
    schema: {
      tags: ['moderation'],
      operationId: 'getDisplayAdQueue',
      summary: 'Staff: paid display ads waiting for review, the soonest first issue first',
      security: SECURITY.signedIn,
      querystring: z.object({ page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1) }),
      response: { 200: displayAdQueueSchema, ...errors([401, 403, 422], { 403: 'The caller is not staff (error-moderator-only).' }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ads.queue(req.query.page, await access.member(req, reply), requestLocale(req));
    },
  });

  app.post('/api/forum/moderation/advertising/:id', {
    schema: {
      tags: ['moderation'],
      operationId: 'decideDisplayAd',
      summary: 'Staff: the ad is accepted (it stays booked and prints) or rejected with a reason (refunded, its open issues let go); the member is notified and mailed',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: moderationDecisionSchema,
      response: {
        200: myDisplayAdSchema,
        ...errors([401, 403, 404, 409, 422], {
          403: "The caller is not staff (error-moderator-only), or the ad is the caller's own (error-own-item).",
          409: 'The ad is not paid and waiting for review, or it changed meanwhile (error-conflict).',
        }),
      },
    },
    handler: async (req, reply) => ads.decide(req.params.id, req.body, await access.member(req, reply), requestLocale(req)),
  });

  // Only the form route takes multipart (decision 013): a scope of its own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);
    uploads.post('/api/display-ads', {
      onRequest: [membersOnly, writeLimit],
      schema: {
        tags: ['display-ads'],
        operationId: 'createDisplayAd',
        summary: 'A new display ad, priced by the rate card: its order is opened ("Success. Please pay for your request."); once paid it is booked and staff review it',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: formBodySchema,
        response: {
          201: displayAdWriteSchema,
          ...errors([401, 413, 422, 429], {
            422: 'A missing or invalid field (error-display-type-required, error-display-item-required, error-display-message-required, error-display-units-required, error-display-term-required, error-classified-issues, error-classified-resources-required, error-display-artwork-required, error-display-not-enough-issues, error-terms-required…).',
          }),
        },
      },
      handler: async (req, reply) => reply.code(201).send(await ads.create(await access.member(req, reply), readDisplayAdForm(req.body), requestLocale(req))),
    });
  });
};
