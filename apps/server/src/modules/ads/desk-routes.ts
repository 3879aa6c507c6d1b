import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adChangeSchema,
  adFormSchema,
  DESK_LIMITS,
  DESK_MESSAGES,
  deskAdSchema,
  deskAdsResponseSchema,
  idParamSchema,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
  type AdChange,
  type AdForm,
} from '@gazeta/contract';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formFields, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import type { MemberAccess } from '../accounts/index.ts';
import type { AdFormData, AdsDeskService } from './desk-service.ts';

const EDITORS = 'The caller is not an editor or admin (error-editor-only).';
const NO_AD = 'No ad of the newsroom with this id (error-not-found).';
const FORM_422 = 'A missing or invalid field, each with its code (error-desk-url-invalid, error-desk-alt-required, error-desk-date-invalid, error-desk-dates-order, error-desk-image-required, error-desk-image-invalid…).';
const WRITES = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const FIELDS = ['url', 'alt_ru', 'alt_en', 'starts_on', 'ends_on', 'position', 'active'] as const;

const formUpload: UploadLimits = { maxBytes: POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES, files: 1, fileBytes: POST_IMAGE_MAX_BYTES, fields: 20, fieldBytes: 8 * 1024 };

const imageProblem = (error: HttpError) =>
  new HttpError(error.statusCode, 'error-desk-image-invalid', DESK_MESSAGES['error-desk-image-invalid'], { image: [{ code: 'error-desk-image-invalid', message: DESK_MESSAGES['error-desk-image-invalid'] }] });

function readImage(form: Record<string, unknown>, errors: FieldErrors): UploadedFile | null {
  const files = sentFiles(form, 'image');
  const image = files[0] instanceof UploadedFile ? files[0] : null;
  if (files.length > 0 && !image) errors['image'] = [{ code: 'error-desk-image-invalid', message: DESK_MESSAGES['error-desk-image-invalid'] }];
  return image;
}

/** The whole ad form (multipart from the page, or JSON without the picture): every field read as a browser sends it. */
export function readAdForm(body: unknown): AdFormData<AdForm> {
  const form = formFields(body);
  const parsed = adFormSchema.safeParse(Object.fromEntries(FIELDS.map((name) => [name, single(form[name])])));
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const image = readImage(form, errors);
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, image };
}

/** A change: JSON with only the fields to change, or the page's whole form (multipart, the picture optional). */
function readAdChange(req: FastifyRequest): AdFormData<AdChange> {
  if (req.isMultipart()) return readAdForm(req.body);
  const parsed = adChangeSchema.safeParse(req.body);
  if (!parsed.success) throw formError(zodFieldErrors(parsed.error));
  return { input: parsed.data, image: null };
}

const text = (description: string) => z.unknown().meta({ type: 'string', description });
const adBodySchema = z
  .looseObject({
    url: text(`where the ad leads: http:// or https:// only, at most ${DESK_LIMITS.urlMax} characters`),
    alt_ru: text('the picture described in Russian (required)'),
    alt_en: text('the picture described in English (required)'),
    starts_on: text('YYYY-MM-DD, the first day it shows on Chicago’s calendar; empty: from now'),
    ends_on: text('YYYY-MM-DD, the last day it shows; empty: until switched off'),
    position: text('its place in the strip, a whole number (low first)'),
    active: text('"1": on; absent: off'),
    image: z.unknown().meta({ type: 'string', format: 'binary', description: 'the picture (required to create); checked by its content and re-encoded' }),
  })
  .partial()
  .describe('multipart/form-data (a change may also be JSON with only the fields to change, `active` a boolean)');

/**
 * The newsroom's ads of the strip (issue #27, decision 062), for editors and admins. The public
 * read (POST /api/adv/get) stays as spec §7 names it and shows the running ones.
 */
export const adsDeskRoutes: FastifyPluginAsyncZod<{ desk: AdsDeskService; access: MemberAccess }> = async (app, { desk, access }) => {
  const editor = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return access.staff(req, reply, 'editor');
  };
  // The picture is not taken in from someone who may not place it.
  const editorsOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await editor(req, reply);
  };

  app.get('/api/newsroom/ads', {
    schema: {
      tags: ['newsroom'],
      operationId: 'listDeskAds',
      summary: 'The newsroom’s own ads of the strip in strip order, each with its phase today (editors; members’ banners are not listed)',
      security: SECURITY.signedIn,
      response: { 200: deskAdsResponseSchema, ...errors([401, 403], { 403: EDITORS }) },
    },
    handler: async (req, reply) => desk.list(await editor(req, reply)),
  });

  app.delete('/api/newsroom/ads/:id', {
    schema: {
      tags: ['newsroom'],
      operationId: 'removeDeskAd',
      summary: 'Removes an ad from the strip (editors)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('Removed'), ...errors([401, 403, 404], { 403: EDITORS, 404: NO_AD }) },
    },
    config: WRITES,
    handler: async (req, reply) => {
      await desk.remove(await editor(req, reply), req.params.id);
      return reply.code(204).send(null);
    },
  });

  // Only the ad's form routes take multipart (decision 013): a scope of their own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);
    scope.setErrorHandler(picturesErrorHandler(imageProblem));

    uploads.post('/api/newsroom/ads', {
      onRequest: editorsOnly,
      schema: {
        tags: ['newsroom'],
        operationId: 'createDeskAd',
        summary: 'A new ad of the strip with its picture (editors); it shows at once when on and in its days',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: adBodySchema,
        response: { 201: deskAdSchema, ...errors([401, 403, 413, 422], { 403: EDITORS, 422: FORM_422 }) },
      },
      config: WRITES,
      handler: async (req, reply) => reply.code(201).send(await desk.create(await editor(req, reply), readAdForm(req.body))),
    });

    uploads.patch('/api/newsroom/ads/:id', {
      onRequest: editorsOnly,
      schema: {
        tags: ['newsroom'],
        operationId: 'changeDeskAd',
        summary: 'Changes an ad of the strip: JSON with the fields to change, or the whole form with an optional new picture (editors)',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: adBodySchema,
        response: { 200: deskAdSchema, ...errors([401, 403, 404, 413, 422], { 403: EDITORS, 404: NO_AD, 422: FORM_422 }) },
      },
      config: WRITES,
      handler: async (req, reply) => desk.change(await editor(req, reply), req.params.id, readAdChange(req)),
    });
  });
};
