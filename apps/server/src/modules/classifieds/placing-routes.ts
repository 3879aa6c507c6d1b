import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLASSIFIED_FORM_MESSAGES,
  CLASSIFIED_LIMITS,
  classifiedFormSchema,
  classifiedRunIssues,
  formErrorMessage,
  classifiedProlongSchema,
  classifiedDeletedSchema,
  classifiedWriteSchema,
  idParamSchema,
  myClassifiedsResponseSchema,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
} from '@gazeta/contract';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, type SessionAccess, writeLimits } from '../accounts/index.ts';
import type { PlacingForm, PlacingService } from './placing-service.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';

/** The most a classified form may be: four pictures at their largest and the text fields. */
export const CLASSIFIED_FORM_MAX_BYTES = CLASSIFIED_LIMITS.images * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES;

const formUpload: UploadLimits = {
  maxBytes: CLASSIFIED_FORM_MAX_BYTES,
  files: CLASSIFIED_LIMITS.images,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 40,
  fieldBytes: 64 * 1024,
};


const SINGLE_FIELDS = ['section', 'type', 'version', 'title', 'text', 'issues', 'publish_date', 'bold', 'frame', 'hot', 'priority', 'photo', 'show_phone', 'agree'] as const;

/**
 * The classified form (multipart, or JSON with the same fields) as the service takes it: the
 * contract's checked input and the picture files in order, or the 422 naming every bad field
 * with its spec §5 message. An empty file part (a file input left empty) is no picture.
 */
export function readClassifiedForm(body: unknown): PlacingForm {
  const form = formFields(body);
  const fields: Record<string, unknown> = Object.fromEntries(SINGLE_FIELDS.map((name) => [name, single(form[name])]));
  const editions = formList(form, 'editions').filter((value) => value !== '');
  const parsed = classifiedFormSchema.safeParse({ ...fields, editions, keep_images: formList(form, 'keep_images') });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (!parsed.success) {
    // A form that failed its fields' checks still hears what its run lacks.
    const flag = (value: unknown) => ['1', 'on', 'true', true, 1].includes(value as string);
    const raw = { version: typeof fields['version'] === 'string' ? fields['version'] : undefined, editions, issues: Number(fields['issues'] ?? 0), agree: flag(fields['agree']) };
    for (const issue of classifiedRunIssues(raw)) {
      errors[issue.field] ??= [{ code: issue.code, message: formErrorMessage(issue.code) ?? issue.code }];
    }
  }
  for (const field of Object.keys(errors)) {
    // "editions.0" and the like: the reader has one thing to do, choose from the list.
    if (field.startsWith('editions.')) {
      delete errors[field];
      errors['editions'] = [{ code: 'error-classified-resources-required', message: CLASSIFIED_FORM_MESSAGES['error-classified-resources-required'] }];
    }
  }
  const files = sentFiles(form, 'images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > CLASSIFIED_LIMITS.images) {
    errors['images'] = [{ code: 'error-classified-images-limit', message: CLASSIFIED_FORM_MESSAGES['error-classified-images-limit'] }];
  } else if (images.length < files.length) {
    errors['images'] = [{ code: 'error-classified-image-invalid', message: CLASSIFIED_FORM_MESSAGES['error-classified-image-invalid'] }];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, images };
}

const file = z.unknown().meta({ type: 'string', format: 'binary' });
const text = (description: string) => z.unknown().meta({ type: 'string', description });
/** The form as OpenAPI shows it; `readClassifiedForm` does the checking. */
export const classifiedFormBodySchema = z
  .looseObject({
    section: text('one of the sections (real-estate, rentals, jobs, services, for-sale, autos, education, personal)'),
    type: text('offer or wanted'),
    version: text('print, online or both'),
    title: text(`plain text, at most ${CLASSIFIED_LIMITS.titleMax} characters`),
    text: text(`plain text, at most ${CLASSIFIED_LIMITS.textMax} characters`),
    'editions[0]': text('editions[n]: the slugs of the editions a printed ad runs in'),
    issues: text(`issues per edition, ${CLASSIFIED_LIMITS.issuesMin}–${CLASSIFIED_LIMITS.issuesMax} (printed ads)`),
    publish_date: text('YYYY-MM-DD: the ad runs in the next issues of each edition on or after it'),
    bold: text('1 for bold type (print)'),
    frame: text('1 for a frame (print)'),
    hot: text('1 for the hot badge (print)'),
    priority: text('1 for priority placement (print)'),
    photo: text('1 to print the photo (print)'),
    show_phone: text("1 shows the owner's verified phone on the ad"),
    agree: text('1: the owner agrees to the terms ("I agree", required)'),
    'images[0]': file.describe(`images[0]…images[${CLASSIFIED_LIMITS.images - 1}]: jpg, png, gif, webp, bmp, svg, ico or tiff, by content`),
    'keep_images[0]': text('update only: ids of the pictures the ad keeps, in order'),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields is accepted too). Any price sent is ignored: the server quotes the ad itself.');

const WRITERS_ONLY = 'The account has not confirmed its phone (notification-please-verify-phone).';
const NO_AD = "No live ad with this id of the caller's (error-not-found).";
const FORM_422 = 'A missing or invalid field, each with its spec §5 message (error-classified-*-required, error-classified-issues, error-terms-required, error-classified-images-limit, error-classified-image-invalid…).';
const TOO_MANY = 'Too many writes from this session lately (error-too-many-requests).';

/**
 * Placing and managing one's own ads (a plugin of its own beside the catalogue's routes). Every
 * write needs a signed-in member with a verified phone (403 notification-please-verify-phone,
 * refused before the body is read) and acts on the caller's own ads only (404 for any other).
 */
export const placingRoutes: FastifyPluginAsyncZod<{ placing: PlacingService; access: MemberAccess; sessions: SessionAccess }> = async (
  app,
  { placing, access, sessions },
) => {
  /** Writes (each may bring pictures to re-encode), per member and per address: generous for a person, a wall for a script. */
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(picturesErrorHandler());

  app.get('/api/me/classifieds', {
    schema: {
      tags: ['classifieds'],
      operationId: 'listMyClassifieds',
      summary: "The caller's own ads (every state, newest first) with their bookings, and the print schedule the form books from",
      security: SECURITY.signedIn,
      response: { 200: myClassifiedsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await sessions.requireSession(req, reply);
      return placing.mine({ id: user.id, role: user.role }, user.phoneVerifiedAt !== null);
    },
  });

  // Only the form routes take multipart (decision 013): a scope of their own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);

    uploads.post('/api/classifieds', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['classifieds'],
        operationId: 'createClassified',
        summary: 'Places an ad: a printed one is booked into the next issues of its editions and waits for payment ("Success. Please pay for your request."), a web-only one goes to review',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: classifiedFormBodySchema,
        response: {
          201: classifiedWriteSchema,
          ...errors([401, 403, 409, 413, 422, 429], {
            403: WRITERS_ONLY,
            409: 'The same text is in a live ad already (notification-classified-duplicate), or the editions have too few open issues (error-not-enough-issues).',
            413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).',
            422: FORM_422,
            429: TOO_MANY,
          }),
        },
      },
      handler: async (req, reply) => reply.code(201).send(await placing.create(await access.writer(req, reply), readClassifiedForm(req.body))),
    });

    uploads.patch('/api/classifieds/:id', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['classifieds'],
        operationId: 'updateClassified',
        summary: 'Changes one’s own ad (same form, plus keep_images[n]): a changed text goes back to review, a higher price asks only for the difference',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: classifiedFormBodySchema,
        response: {
          200: classifiedWriteSchema,
          ...errors([401, 403, 404, 409, 413, 422, 429], {
            403: WRITERS_ONLY,
            404: NO_AD,
            409: 'Duplicate text (notification-classified-duplicate), too few open issues (error-not-enough-issues), the run of a scheduled or running ad changed (error-classified-booked), or an expired ad (error-classified-not-editable).',
            413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).',
            422: FORM_422,
            429: TOO_MANY,
          }),
        },
      },
      handler: async (req, reply) => placing.update(req.params.id, await access.writer(req, reply), readClassifiedForm(req.body)),
    });
  });

  app.delete('/api/classifieds/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['classifieds'],
      operationId: 'deleteClassified',
      summary:
        'Deletes one’s own ad: it leaves the catalogue and the list, its open bookings and pictures go, and what it paid for issues still open for booking comes back (to the card it was paid with; what the balance paid to the balance)',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: classifiedDeletedSchema, ...errors([401, 403, 404], { 403: WRITERS_ONLY, 404: NO_AD }) },
    },
    handler: async (req, reply) => placing.remove(req.params.id, await access.writer(req, reply)),
  });

  app.post('/api/classifieds/:id/prolong', {
    onRequest: [access.writersOnly, writeLimit],
    schema: {
      tags: ['classifieds'],
      operationId: 'prolongClassified',
      summary: 'Prolongs one’s printed ad by more issues of its editions after the last one booked: a new order for them',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: classifiedProlongSchema,
      response: {
        200: classifiedWriteSchema,
        ...errors([401, 403, 404, 409, 422, 429], {
          403: WRITERS_ONLY,
          404: NO_AD,
          409: 'A web-only ad, or one not scheduled, running or expired (error-classified-not-prolongable), or too few open issues (error-not-enough-issues).',
          422: 'Issues not more than 0 (error-classified-issues), or other invalid input.',
          429: TOO_MANY,
        }),
      },
    },
    handler: async (req, reply) => placing.prolong(req.params.id, await access.writer(req, reply), req.body.issues),
  });

  app.post('/api/classifieds/:id/pay', {
    onRequest: [access.writersOnly, writeLimit],
    schema: {
      tags: ['classifieds'],
      operationId: 'payClassified',
      summary: 'Opens (or names) the order for what one’s unpaid ad still owes',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: {
        200: classifiedWriteSchema,
        ...errors([401, 403, 404, 409, 429, 502], {
          403: WRITERS_ONLY,
          404: NO_AD,
          409: 'Nothing is due (error-classified-not-payable).',
          429: TOO_MANY,
          502: 'The order could not be opened ("Error for getting payment link.", notification-error-payment-link).',
        }),
      },
    },
    handler: async (req, reply) => placing.pay(req.params.id, await access.writer(req, reply)),
  });
};
