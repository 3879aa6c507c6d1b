import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import {
  adViewsSchema,
  BANNER_LIMITS,
  BANNER_MESSAGES,
  BANNER_PRICING,
  bannerFormSchema,
  bannerStatsSchema,
  bannerWriteSchema,
  idParamSchema,
  myBannersResponseSchema,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
} from '@gazeta/contract';
import { TAGS, cachedAsync, type CacheTags } from '../../lib/cache.ts';
import { formError, formErrorHandler, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formFields, sentFiles, single } from '../../lib/form-fields.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { acceptUploads, BodyTooLarge, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, writeLimits } from '../accounts/index.ts';
import type { AdCounter } from './counter.ts';
import type { BannersRepository } from './repository.ts';
import type { BannerFormData, BannersService } from './service.ts';

const formUpload: UploadLimits = { maxBytes: POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES, files: 1, fileBytes: POST_IMAGE_MAX_BYTES, fields: 20, fieldBytes: 8 * 1024 };

const pictureError = (status: number) => new HttpError(status, 'error-banner-size', BANNER_MESSAGES['error-banner-size'], { picture: [{ code: 'error-banner-size', message: BANNER_MESSAGES['error-banner-size'] }] });

function bannersErrorHandler(error: FastifyError): never {
  // A file larger than any picture of 150 × 600 can honestly be is not that size.
  if (error instanceof BodyTooLarge) throw pictureError(413);
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw pictureError(422);
  if (error.code === 'FST_FILES_LIMIT') throw formError({ picture: [{ code: 'error-banner-picture-invalid', message: BANNER_MESSAGES['error-banner-picture-invalid'] }] });
  return formErrorHandler(error);
}

const FIELDS = ['title', 'url', 'starts_on', 'weeks', 'agree'] as const;

/** The banner form (multipart, or JSON without a picture) as the service takes it, or the 422 naming every bad field. */
export function readBannerForm(body: unknown): BannerFormData {
  const form = formFields(body);
  const parsed = bannerFormSchema.safeParse(Object.fromEntries(FIELDS.map((name) => [name, single(form[name])])));
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const files = sentFiles(form, 'picture');
  const picture = files[0] instanceof UploadedFile ? files[0] : null;
  if (files.length > 0 && !picture) errors['picture'] = [{ code: 'error-banner-picture-invalid', message: BANNER_MESSAGES['error-banner-picture-invalid'] }];
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, picture };
}

const file = z.unknown().meta({ type: 'string', format: 'binary' });
const text = (description: string) => z.unknown().meta({ type: 'string', description });
const bannerFormBodySchema = z
  .looseObject({
    title: text(`plain text, at most ${BANNER_LIMITS.titleMax} characters`),
    url: text('the advertiser’s site, http:// or https://'),
    starts_on: text(`YYYY-MM-DD, the first day of the run (Chicago), today to ${BANNER_LIMITS.startsWithinDays} days ahead`),
    weeks: text(`whole weeks of the run, ${BANNER_PRICING.minWeeks} to ${BANNER_PRICING.maxWeeks}`),
    agree: text('"1": the terms are agreed (error-terms-required otherwise)'),
    picture: file.describe('exactly 150 × 600 pixels once decoded (error-banner-size); jpg, png, gif, webp, bmp, svg, ico or tiff, by content; required to create, optional to update'),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields but the picture is accepted too)');

const NO_BANNER = "No banner with this id of the caller's (error-not-found).";
const FORM_422 = 'A missing or invalid field, each with its message (error-banner-title-required, error-banner-url-invalid, error-banner-size, error-banner-start-past, error-banner-weeks-invalid, error-terms-required…).';
const LOCKED_409 = 'Paid and waiting for review, or approved and not yet ended (error-banner-locked).';

/**
 * Banners: the member's own (every route acts on the caller's banners only, 404 for any other)
 * and the strip's counting of views and clicks, which stores counts per banner and day only.
 */
export const bannersRoutes: FastifyPluginAsyncZod<{ banners: BannersService; counter: AdCounter; repo: Pick<BannersRepository, 'placementTarget'>; access: MemberAccess; cacheTags: CacheTags }> = async (
  app,
  { banners, counter, repo, access, cacheTags },
) => {
  /** Writes (each may bring a picture to re-encode), per member and per address. */
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(bannersErrorHandler);
  // A picture is not taken in from someone who is not signed in.
  const membersOnly = async (req: FastifyRequest, reply: FastifyReply) => {
    await access.member(req, reply);
  };
  // Where a placement leads changes only when the strip does.
  const target = cachedAsync((id: number) => repo.placementTarget(id), { ttlMs: 60_000, maxEntries: 2_000, tags: { bus: cacheTags, of: () => [TAGS.ads] } });

  app.get('/api/me/banners', {
    schema: {
      tags: ['banners'],
      operationId: 'listMyBanners',
      summary: "The caller's banners in every state, newest first, with their views and clicks",
      security: SECURITY.signedIn,
      response: { 200: myBannersResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return banners.mine(await access.member(req, reply));
    },
  });

  app.get('/api/me/banners/:id/stats', {
    schema: {
      tags: ['banners'],
      operationId: 'getBannerStats',
      summary: "Views and clicks per day of one of the caller's banners, every day of its run up to today",
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 200: bannerStatsSchema, ...errors([401, 404], { 404: NO_BANNER }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return banners.stats(req.params.id, await access.member(req, reply));
    },
  });

  app.delete('/api/banners/:id', {
    schema: {
      tags: ['banners'],
      operationId: 'deleteBanner',
      summary: 'Deletes one’s own banner: not yet paid (its order is given up), rejected, or ended',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 404, 409], { 404: NO_BANNER, 409: LOCKED_409 }) },
    },
    handler: async (req, reply) => {
      await banners.remove(req.params.id, await access.member(req, reply));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/adv/seen', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['ads'],
      operationId: 'countAdViews',
      summary: 'The strip’s ads a reader’s browser showed (Advertisement.id): counted per banner and day, nothing about the reader; bots are not counted',
      security: SECURITY.public,
      body: adViewsSchema,
      response: { 204: z.null().describe('counted'), ...errors([422, 429]) },
    },
    handler: async (req, reply) => {
      if (!isbot(req.headers['user-agent'] ?? '')) counter.viewed(req.body.ids);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/adv/click/:id', {
    schema: {
      tags: ['ads'],
      operationId: 'followAd',
      summary: 'Leads to the site of a strip ad (its Advertisement.id); a banner’s click is counted unless a bot made it',
      security: SECURITY.public,
      params: idParamSchema,
      response: { 302: z.null().describe('to the advertiser’s site (Location)'), ...errors([404]) },
    },
    handler: async (req, reply) => {
      const found = await target(req.params.id);
      if (!found) throw notFound('Advertisement not found.');
      if (found.bannerId !== null && !isbot(req.headers['user-agent'] ?? '')) counter.clicked(req.params.id);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(found.url, 302);
    },
  });

  // Only the form routes take multipart (decision 013): a scope of their own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);

    uploads.post('/api/banners', {
      onRequest: [membersOnly, writeLimit],
      schema: {
        tags: ['banners'],
        operationId: 'createBanner',
        summary: 'A new banner: its order is opened for payment ("Success. Please pay for your request."); once paid, staff review it',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: bannerFormBodySchema,
        response: { 201: bannerWriteSchema, ...errors([401, 413, 422, 429], { 413: 'The picture is far larger than 150 × 600 can be (error-banner-size, on `picture`).', 422: FORM_422 }) },
      },
      handler: async (req, reply) => reply.code(201).send(await banners.create(await access.member(req, reply), readBannerForm(req.body))),
    });

    uploads.patch('/api/banners/:id', {
      onRequest: [membersOnly, writeLimit],
      schema: {
        tags: ['banners'],
        operationId: 'updateBanner',
        summary: 'Changes one’s own banner not yet paid, or rejected (same form, the picture optional): a new order to pay',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: bannerFormBodySchema,
        response: { 200: bannerWriteSchema, ...errors([401, 404, 409, 413, 422, 429], { 404: NO_BANNER, 409: LOCKED_409, 422: FORM_422 }) },
      },
      handler: async (req, reply) => banners.update(req.params.id, await access.member(req, reply), readBannerForm(req.body)),
    });
  });
};
