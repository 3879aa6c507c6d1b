import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_LIMITS,
  BUSINESS_TAGS,
  businessActiveSchema,
  businessesQuerySchema,
  businessesResponseSchema,
  businessFormSchema,
  businessPlacesResponseSchema,
  businessSchema,
  businessWriteSchema,
  CLASSIFIED_FORM_MESSAGES,
  idParamSchema,
  myBusinessesResponseSchema,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
  WEEKDAYS,
} from '@gazeta/contract';
import { keepPrivate, TAGS, tagAnswer } from '../../lib/cache.ts';
import { formError, zodFieldErrors } from '../../lib/form-errors.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, type SessionAccess, writeLimits } from '../accounts/index.ts';
import type { ListingForm, ListingService } from './listing-service.ts';
import type { BusinessesService } from './service.ts';

/** The most a business form may be: a logo and four pictures at their largest, and the text fields. */
export const BUSINESS_FORM_MAX_BYTES = (BUSINESS_LIMITS.images + 1) * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES;

const formUpload: UploadLimits = {
  maxBytes: BUSINESS_FORM_MAX_BYTES,
  files: BUSINESS_LIMITS.images + 1,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 120,
  fieldBytes: 64 * 1024,
};


const SINGLE_FIELDS = ['name', 'information', 'phone', 'email', 'website', 'contacts', 'address', 'city', 'state', 'zip', 'lat', 'lng', 'hot_deal', 'hot_deal_starts', 'hot_deal_ends', 'keep_logo', 'agree'] as const;

/** The lines of a textarea (the social links): one address per line, empty lines dropped. */
const linesOf = (value: unknown): unknown[] => (typeof value === 'string' ? value.split(/\r?\n/).map((line) => line.trim()).filter(Boolean) : []);

/**
 * A form list as sent: multipart's `name[n]` (or `name[]`, or `name` repeated), or a JSON array.
 * A single plain `name` is not a list (spec §8: "categories not an array"), and is passed on as
 * it came for the schema to say so.
 */
function listField(form: Record<string, unknown>, name: string): unknown {
  const value = form[name];
  if (value !== undefined && !Array.isArray(value)) return value;
  return formList(form, name).filter((item) => item !== '');
}

/**
 * The business form (multipart, or JSON with the same fields) as the service takes it: the
 * contract's checked input, the logo and the pictures in order, or the 422 naming every bad
 * field with its spec §8 code. An empty file part (a file input left empty) is no picture.
 */
export function readBusinessForm(body: unknown): ListingForm {
  const form = formFields(body);
  const fields: Record<string, unknown> = Object.fromEntries(SINGLE_FIELDS.map((name) => [name, single(form[name])]));
  // The week: `schedule_mon_opens` and the like (or a JSON object `schedule` of the same shape).
  const schedule =
    form['schedule'] && typeof form['schedule'] === 'object'
      ? form['schedule']
      : Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: single(form[`schedule_${day}_opens`]) ?? '', closes: single(form[`schedule_${day}_closes`]) ?? '' }]));
  const social = Array.isArray(form['social']) ? form['social'] : linesOf(single(form['social']));
  const parsed = businessFormSchema.safeParse({
    ...fields,
    categories: listField(form, 'categories'),
    tags: listField(form, 'tags'),
    languages: listField(form, 'languages'),
    social,
    schedule,
    keep_images: formList(form, 'keep_images'),
  });
  const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const field of Object.keys(errors)) {
    // "categories.0" and the like: the reader has one thing to do, choose from the list.
    const list = /^(categories|languages|tags|social)\.\d+$/.exec(field);
    if (list) {
      errors[list[1]!] ??= errors[field]!;
      delete errors[field];
    }
  }
  const uploads = (name: string) => sentFiles(form, name);
  const files = uploads('images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > BUSINESS_LIMITS.images) {
    errors['images'] = [{ code: 'error-classified-images-limit', message: CLASSIFIED_FORM_MESSAGES['error-classified-images-limit'] }];
  } else if (images.length < files.length) {
    errors['images'] = [{ code: 'error-classified-image-invalid', message: CLASSIFIED_FORM_MESSAGES['error-classified-image-invalid'] }];
  }
  const logos = uploads('logo');
  if (logos.length > 1 || logos.some((value) => !(value instanceof UploadedFile))) {
    errors['logo'] = [{ code: 'error-classified-image-invalid', message: CLASSIFIED_FORM_MESSAGES['error-classified-image-invalid'] }];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, logo: (logos[0] as UploadedFile | undefined) ?? null, images };
}

const file = z.unknown().meta({ type: 'string', format: 'binary' });
const text = (description: string) => z.unknown().meta({ type: 'string', description });
/** The form as OpenAPI shows it; `readBusinessForm` does the checking. */
export const businessFormBodySchema = z
  .looseObject({
    name: text(`the company name, at most ${BUSINESS_LIMITS.nameMax} characters (notification-error-name)`),
    information: text(`about the business, plain text, at most ${BUSINESS_LIMITS.informationMax} characters (notification-error-information)`),
    'categories[0]': text(`categories[n]: one to three of ${BUSINESS_CATEGORIES.join(', ')} (notification-error-categories)`),
    'tags[0]': text(`tags[n]: any of ${BUSINESS_TAGS.join(', ')}`),
    'languages[0]': text('languages[n]: the languages spoken there, ru, en, lt, uk, pl, es or he (notification-error-languages)'),
    phone: text('+1XXXXXXXXXX or as people type it (notification-error-phone, error-phone-invalid)'),
    email: text('optional (notification-error-invalid-email)'),
    website: text('optional, http:// or https://'),
    social: text('optional: social links, one address per line, at most five'),
    contacts: text('optional: whom to ask for, other numbers'),
    address: text('street and number'),
    city: text('city'),
    state: text('two letters, e.g. IL'),
    zip: text('ZIP code'),
    lat: text('optional map position (with lng): where the pin was put'),
    lng: text('optional map position (with lat)'),
    schedule_mon_opens: text('schedule_{mon…sun}_{opens|closes}: "08:00 AM" and "06:00 PM", "off" for a day off, both empty to skip the day (notification-error-schelude when no day is filled)'),
    hot_deal: text('optional: the hot deal, a paid extra'),
    hot_deal_starts: text('Y-m-d H:i:s, Chicago time (notification-error-invalid-date)'),
    hot_deal_ends: text('Y-m-d H:i:s, Chicago time, after the start and at most eight weeks later'),
    logo: file.describe('the logo: jpg, png, gif, webp, bmp, svg, ico or tiff, by content'),
    'images[0]': file.describe(`images[0]…images[${BUSINESS_LIMITS.images - 1}]: pictures, the same formats`),
    'keep_images[0]': text('update only: ids of the pictures the listing keeps, in order'),
    keep_logo: text('update only: 1 keeps the logo when no new one is sent'),
    agree: text('1: the owner agrees to the terms ("I agree", required)'),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields is accepted too; lists as arrays, `schedule` as { mon: { opens, closes }, … }). Any price sent is ignored: the server quotes the hot deal itself.');

const WRITERS_ONLY = 'The account has not confirmed its phone (notification-please-verify-phone).';
const NO_BUSINESS = "No live listing with this id of the caller's (error-not-found).";
const FORM_422 =
  'A missing or invalid field, each with its spec §8 code (notification-error-name, -information, -phone, -languages, -schelude, -categories, -invalid-email, -invalid-date, error-business-*, error-hot-deal-*, error-terms-required, error-classified-image-invalid…).';
const TOO_MANY = 'Too many writes from this session lately (error-too-many-requests).';

const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ slug: z.enum(BUSINESS_CATEGORIES), name: z.string(), count: z.number().int() })),
  /** Listed businesses in all (one in two categories counts once). */
  total: z.number().int(),
  tags: z.array(z.object({ slug: z.enum(BUSINESS_TAGS), name: z.string() })),
});

/**
 * The directory's routes: the public catalogue, its map and one business; and the owner's
 * listings. Every write needs a signed-in member with a verified phone (403
 * notification-please-verify-phone, refused before the body is read) and acts on the caller's
 * own listings only (404 for any other).
 */
export const businessesRoutes: FastifyPluginAsyncZod<{ businesses: BusinessesService; listing: ListingService; access: MemberAccess; sessions: SessionAccess }> = async (
  app,
  { businesses, listing, access, sessions },
) => {
  /** Writes (each may bring pictures to re-encode), per member and per address: generous for a person, a wall for a script. */
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(picturesErrorHandler());

  app.get('/api/businesses', {
    schema: {
      tags: ['businesses'],
      operationId: 'listBusinesses',
      summary:
        'The businesses catalogue (/ethnic-ads): approved, active listings by name; by category, tag, language spoken, open now (Chicago time), with a hot deal running, and words to find (across alphabets); keyset-paged with next_cursor',
      security: SECURITY.public,
      querystring: businessesQuerySchema,
      response: { 200: businessesResponseSchema, ...errors([422], { 422: 'An unknown category, tag or language, a bad cursor, or a query with control characters (error-validation).' }) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.businesses]);
      return businesses.list(req.query, requestLocale(req));
    },
  });

  app.get('/api/businesses/places', {
    schema: {
      tags: ['businesses'],
      operationId: 'listBusinessPlaces',
      summary: 'Where the businesses of the same filters are, for the catalogue’s map view (those with a map position, 5000 at most)',
      security: SECURITY.public,
      querystring: businessesQuerySchema.omit({ cursor: true, per_page: true }),
      response: { 200: businessPlacesResponseSchema, ...errors([422]) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.businesses]);
      return businesses.places({ ...req.query, per_page: 1 });
    },
  });

  app.get('/api/businesses/categories', {
    schema: {
      tags: ['businesses'],
      operationId: 'listBusinessCategories',
      summary: 'The categories in their order with their listed businesses, and the tags, named in the language of the request',
      security: SECURITY.public,
      response: { 200: categoriesResponseSchema },
    },
    handler: async (req, reply) => {
      tagAnswer(reply, [TAGS.businesses]);
      const locale = requestLocale(req);
      const { data, total } = await businesses.categories(locale);
      return { categories: data, total, tags: businesses.tags(locale) };
    },
  });

  app.get('/api/businesses/:id', {
    schema: {
      tags: ['businesses'],
      operationId: 'getBusiness',
      summary: 'One business with its pictures, schedule and hot deal: a listed one for anyone; its owner also sees it in other states, staff every listing',
      security: SECURITY.optional,
      params: idParamSchema,
      response: { 200: businessSchema, ...errors([404], { 404: 'No business with this id that the caller may see (error-not-found).' }) },
    },
    handler: async (req, reply) => {
      const viewer = await access.viewer(req);
      const business = await businesses.get(req.params.id, viewer, requestLocale(req));
      tagAnswer(reply, [TAGS.business(business.id)]);
      keepPrivate(reply, viewer !== null || !business.listed);
      return business;
    },
  });

  app.get('/api/me/businesses', {
    schema: {
      tags: ['businesses'],
      operationId: 'listMyBusinesses',
      summary: "The caller's own listings (every state, newest first) with their hot deals and what they owe",
      security: SECURITY.signedIn,
      response: { 200: myBusinessesResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await sessions.requireSession(req, reply);
      return listing.mine({ id: user.id, role: user.role }, user.phoneVerifiedAt !== null);
    },
  });

  // Only the form routes take multipart (decision 013): a scope of their own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);

    uploads.post('/api/businesses', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['businesses'],
        operationId: 'createBusiness',
        summary: 'Lists a business: it goes to review; a hot deal with it waits for payment ("Success. Please pay for your request.")',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: businessFormBodySchema,
        response: {
          201: businessWriteSchema,
          ...errors([401, 403, 413, 422, 429], {
            403: WRITERS_ONLY,
            413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).',
            422: FORM_422,
            429: TOO_MANY,
          }),
        },
      },
      handler: async (req, reply) => reply.code(201).send(await listing.create(await access.writer(req, reply), readBusinessForm(req.body))),
    });

    uploads.patch('/api/businesses/:id', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['businesses'],
        operationId: 'updateBusiness',
        summary: 'Changes one’s own listing (same form, plus keep_images[n] and keep_logo): what readers would see differently goes back to review; a longer hot deal asks only for the difference',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: businessFormBodySchema,
        response: {
          200: businessWriteSchema,
          ...errors([401, 403, 404, 413, 422, 429], {
            403: WRITERS_ONLY,
            404: NO_BUSINESS,
            413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).',
            422: FORM_422,
            429: TOO_MANY,
          }),
        },
      },
      handler: async (req, reply) => listing.update(req.params.id, await access.writer(req, reply), readBusinessForm(req.body)),
    });
  });

  app.post('/api/businesses/:id/active', {
    onRequest: [access.writersOnly, writeLimit],
    schema: {
      tags: ['businesses'],
      operationId: 'setBusinessActive',
      summary: 'Switches one’s own listing active or inactive (spec §4); inactive, it leaves the catalogue at once',
      security: SECURITY.signedIn,
      params: idParamSchema,
      body: businessActiveSchema,
      response: { 200: businessWriteSchema, ...errors([401, 403, 404, 422, 429], { 403: WRITERS_ONLY, 404: NO_BUSINESS, 429: TOO_MANY }) },
    },
    handler: async (req, reply) => listing.setActive(req.params.id, await access.writer(req, reply), req.body.active),
  });

  app.post('/api/businesses/:id/pay', {
    onRequest: [access.writersOnly, writeLimit],
    schema: {
      tags: ['businesses'],
      operationId: 'payBusinessHotDeal',
      summary: 'Opens (or names) the order for what one’s hot deal still owes',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: {
        200: businessWriteSchema,
        ...errors([401, 403, 404, 409, 429, 502], {
          403: WRITERS_ONLY,
          404: NO_BUSINESS,
          409: 'Nothing is due (error-business-not-payable).',
          429: TOO_MANY,
          502: 'The order could not be opened ("Error for getting payment link.", notification-error-payment-link).',
        }),
      },
    },
    handler: async (req, reply) => listing.pay(req.params.id, await access.writer(req, reply)),
  });

  app.delete('/api/businesses/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['businesses'],
      operationId: 'deleteBusiness',
      summary: 'Deletes one’s own listing: it leaves the catalogue and the list, its pictures go',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 403, 404], { 403: WRITERS_ONLY, 404: NO_BUSINESS }) },
    },
    handler: async (req, reply) => {
      await listing.remove(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });
};
