import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  eventFacetsResponseSchema,
  eventFormSchema,
  eventMonthQuerySchema,
  eventMonthResponseSchema,
  eventSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  eventWriteSchema,
  formErrorMessage,
  idParamSchema,
  myEventsResponseSchema,
  POST_FORM_TEXT_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
  readScheduleInput,
  WEEKDAYS,
  scheduleFieldNames,
} from '@gazeta/contract';
import { keepPrivate, TAGS, tagAnswer } from '../../lib/cache.ts';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';
import { picturesErrorHandler } from '../../lib/form-pictures.ts';
import { errors, SECURITY } from '../../lib/openapi.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { acceptUploads, UploadedFile, type UploadLimits } from '../../lib/uploads.ts';
import { type MemberAccess, type SessionAccess, writeLimits } from '../accounts/index.ts';
import { notModified, weakEtag } from '../seo/index.ts';
import { FEED_EVENTS_MAX, type CalendarDocument, type EventFormData, type EventsService } from './service.ts';

/** The most an event form may be: four pictures at their largest and the text fields. */
export const EVENT_FORM_MAX_BYTES = EVENT_LIMITS.images * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES;

const formUpload: UploadLimits = {
  maxBytes: EVENT_FORM_MAX_BYTES,
  files: EVENT_LIMITS.images,
  fileBytes: POST_IMAGE_MAX_BYTES,
  fields: 120,
  fieldBytes: 64 * 1024,
};


const SINGLE_FIELDS = ['title', 'category', 'description', 'start_date', 'end_date', 'address', 'city', 'state', 'zip', 'lat', 'lng', 'organizer', 'business_id'] as const;
const SCHEDULE_FIELDS = WEEKDAYS.flatMap((day) => scheduleFieldNames(day));

/**
 * The event form (multipart, or JSON with the same fields) as the service takes it, or the 422
 * naming every bad field with its spec §5 message. The schedule is read from its day inputs
 * (`mon_opens`, `mon_closes` …: "08:00 AM", "off" or empty); an empty file part is no picture.
 */
export function readEventForm(body: unknown): EventFormData {
  const form = formFields(body);
  const fields: Record<string, unknown> = Object.fromEntries(SINGLE_FIELDS.map((name) => [name, single(form[name])]));
  const { schedule, invalid } = readScheduleInput(Object.fromEntries(SCHEDULE_FIELDS.map((name) => [name, single(form[name])])));
  const daysOff = formList(form, 'days_off').filter((value) => value !== '');
  const parsed = eventFormSchema.safeParse({ ...fields, schedule, days_off: daysOff, keep_images: formList(form, 'keep_images') });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const field of Object.keys(errors)) {
    // "days_off.2": the reader has one thing to fix, the list of days off.
    if (field.startsWith('days_off.')) {
      delete errors[field];
      errors['days_off'] = [{ code: 'error-event-days-off-invalid', message: formErrorMessage('error-event-days-off-invalid')! }];
    }
  }
  for (const day of invalid) errors[`schedule.${day}`] = [{ code: 'error-event-time-invalid', message: formErrorMessage('error-event-time-invalid')! }];
  const files = sentFiles(form, 'images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > EVENT_LIMITS.images) errors['images'] = [{ code: 'error-classified-images-limit', message: formErrorMessage('error-classified-images-limit')! }];
  else if (images.length < files.length) errors['images'] = [{ code: 'error-classified-image-invalid', message: formErrorMessage('error-classified-image-invalid')! }];
  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, images };
}

const file = z.unknown().meta({ type: 'string', format: 'binary' });
const text = (description: string) => z.unknown().meta({ type: 'string', description });
/** The form as OpenAPI shows it; `readEventForm` does the checking. */
const eventFormBodySchema = z
  .looseObject({
    title: text(`plain text, at most ${EVENT_LIMITS.titleMax} characters`),
    category: text(`one of ${EVENT_CATEGORIES.join(', ')}`),
    description: text(`plain text, at most ${EVENT_LIMITS.descriptionMax} characters`),
    start_date: text('YYYY-MM-DD, the first day (Chicago)'),
    end_date: text('YYYY-MM-DD, the last day (a year after the first at most; not already past)'),
    address: text('the street address'),
    city: text('the city'),
    state: text('the state’s postal code (IL)'),
    zip: text('ZIP code: 60601 or 60601-1234'),
    lat: text('the map position’s latitude (optional)'),
    lng: text('the map position’s longitude (optional)'),
    organizer: text('who organises it (optional; the author’s name when empty)'),
    business_id: text('optional: the id of one of the caller’s approved business listings as the organiser (error-event-organizer-invalid otherwise)'),
    mon_opens: text('mon_opens, mon_closes … sun_opens, sun_closes: each weekday’s hours as the form shows them ("08:00 AM", or 20:00), "off" for a day off, empty to skip the day'),
    mon_closes: text('see mon_opens'),
    'days_off[0]': text('days_off[n]: YYYY-MM-DD dates between the first and the last day when the event does not take place'),
    'images[0]': file.describe(`images[0]…images[${EVENT_LIMITS.images - 1}]: at least one picture; jpg, png, gif, webp, bmp, svg, ico or tiff, by content`),
    'keep_images[0]': text('update only: ids of the pictures the event keeps, in order'),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields is accepted too)');

const WRITERS_ONLY = 'The account has not confirmed its phone (notification-please-verify-phone).';
const NO_EVENT = "No live event with this id of the caller's (error-not-found).";
const FORM_422 = 'A missing or invalid field, each with its spec §5 message (error-event-*-required, error-event-zip-invalid, error-event-time-invalid, error-event-end-before-start, error-event-ended, error-event-picture-required, error-classified-images-limit…).';
const calendarAnswer = (description: string) => ({ description, content: { 'text/calendar': { schema: z.string() } } });
const unchanged = { description: 'Not modified since the ETag or date the request names', content: { 'text/calendar': { schema: z.string().max(0) } } };
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Sends a calendar file with its validators, or 304 when the caller's copy is current. */
function sendCalendar(req: FastifyRequest, reply: FastifyReply, document: CalendarDocument, options: { filename: string; maxAge: number; shared: boolean; attachment: boolean }) {
  const etag = weakEtag(document.body);
  reply
    .type(CALENDAR_TYPE)
    .header('cache-control', `${options.shared ? 'public' : 'private'}, max-age=${options.maxAge}`)
    .header('etag', etag)
    .header('content-disposition', `${options.attachment ? 'attachment' : 'inline'}; filename="${options.filename}"`)
    .header('vary', 'Accept-Language, Cookie');
  if (document.lastModified) reply.header('last-modified', document.lastModified.toUTCString());
  if (notModified(req.headers, etag, document.lastModified)) return reply.code(304).send();
  return reply.send(document.body);
}

/**
 * Events: the public reads (catalogue, month, one event, calendar files and feeds) and the
 * owner's writes. Every write needs a signed-in member with a verified phone (403
 * notification-please-verify-phone, refused before the body is read) and acts on the caller's
 * own events only (404 for any other).
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService; access: MemberAccess; sessions: SessionAccess }> = async (app, { events, access, sessions }) => {
  /** Writes (each may bring pictures to re-encode), per member and per address: generous for a person, a wall for a script. */
  const writeLimit = writeLimits(app, access, { max: 30, timeWindow: '10 minutes' });
  app.setErrorHandler(picturesErrorHandler());

  app.get('/api/events', {
    schema: {
      tags: ['events'],
      operationId: 'listEvents',
      summary: 'The events catalogue: upcoming published events by their next day (today, this weekend, this week, later, in Chicago time) or past ones, by category and city, with words to find across alphabets; keyset-paged',
      security: SECURITY.public,
      querystring: eventsQuerySchema,
      response: { 200: eventsResponseSchema, ...errors([422], { 422: 'An unknown choice or category, a bad cursor, or control characters (error-validation).' }) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.events]);
      return events.list(req.query, requestLocale(req));
    },
  });

  app.get('/api/events/facets', {
    schema: {
      tags: ['events'],
      operationId: 'listEventFacets',
      summary: 'The categories and the cities of the upcoming events, with how many each has',
      security: SECURITY.public,
      response: { 200: eventFacetsResponseSchema },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.events]);
      return events.facets(requestLocale(req));
    },
  });

  app.get('/api/events/month', {
    schema: {
      tags: ['events'],
      operationId: 'getEventMonth',
      summary: 'The month view: every day of a month’s grid (Monday to Sunday weeks) with how many published events take place that day and the first few by their start',
      security: SECURITY.public,
      querystring: eventMonthQuerySchema,
      response: { 200: eventMonthResponseSchema, ...errors([422], { 422: 'A month not written YYYY-MM, or an unknown category (error-validation).' }) },
    },
    handler: (req, reply) => {
      tagAnswer(reply, [TAGS.events]);
      return events.month(req.query);
    },
  });

  app.get('/api/events/calendar.ics', {
    schema: {
      tags: ['events'],
      operationId: 'getEventsCalendar',
      summary: `A calendar feed (RFC 5545) of the upcoming events, or of one category (the ${FEED_EVENTS_MAX} soonest at most), to subscribe to by its webcal: address; weekly events as RRULE with EXDATE for days off, in America/Chicago`,
      security: SECURITY.public,
      querystring: z.object({ category: z.enum(EVENT_CATEGORIES).optional() }),
      response: { 200: calendarAnswer('text/calendar'), 304: unchanged, ...errors([422], { 422: 'An unknown category (error-validation).' }) },
    },
    handler: async (req, reply) => {
      const document = await events.feed(req.query.category, requestLocale(req));
      tagAnswer(reply, [TAGS.events, TAGS.businesses]);
      return sendCalendar(req, reply, document, { filename: `gazeta-events${req.query.category ? `-${req.query.category}` : ''}.ics`, maxAge: 900, shared: true, attachment: false });
    },
  });

  app.get('/api/events/:id', {
    schema: {
      tags: ['events'],
      operationId: 'getEvent',
      summary: 'One event with its schedule, days off, days to come, pictures and organiser: a published one for anyone; its owner also sees it in other states, staff every event',
      security: SECURITY.optional,
      params: idParamSchema,
      response: { 200: eventSchema, ...errors([404, 422], { 404: 'No event with this id that the caller may see (error-not-found).' }) },
    },
    handler: async (req, reply) => {
      const viewer = await access.viewer(req);
      const event = await events.get(req.params.id, viewer, requestLocale(req));
      // The organiser's listing shows on the page too: its page changes with the listing.
      tagAnswer(reply, [TAGS.event(event.id), ...(event.organizer.business_id === null ? [] : [TAGS.business(event.organizer.business_id)])]);
      keepPrivate(reply, viewer !== null || event.status !== 'published');
      return event;
    },
  });

  app.get('/api/events/:id/calendar.ics', {
    schema: {
      tags: ['events'],
      operationId: 'getEventCalendar',
      summary: '“Add to calendar”: one event as a calendar file (RFC 5545) that Google Calendar and Apple Calendar import; weekly events as RRULE with EXDATE for days off, in America/Chicago',
      security: SECURITY.optional,
      params: idParamSchema,
      response: { 200: calendarAnswer('text/calendar, as an attachment'), 304: unchanged, ...errors([404, 422], { 404: 'No event with this id that the caller may see (error-not-found).' }) },
    },
    handler: async (req, reply) => {
      const document = await events.calendarOf(req.params.id, await access.viewer(req), requestLocale(req));
      // It names the organiser's listing, as the event's page does.
      tagAnswer(reply, [TAGS.event(req.params.id), ...(document.businessId === null ? [] : [TAGS.business(document.businessId)])]);
      return sendCalendar(req, reply, document, { filename: `event-${req.params.id}.ics`, maxAge: 300, shared: document.published, attachment: true });
    },
  });

  app.get('/api/me/events', {
    schema: {
      tags: ['events'],
      operationId: 'listMyEvents',
      summary: "The caller's own events, in every state, newest first",
      security: SECURITY.signedIn,
      response: { 200: myEventsResponseSchema, ...errors([401]) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await sessions.requireSession(req, reply);
      return events.mine({ id: user.id, role: user.role }, user.phoneVerifiedAt !== null);
    },
  });

  // Only the form routes take multipart (decision 013): a scope of their own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(scope, formUpload);

    uploads.post('/api/events', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['events'],
        operationId: 'createEvent',
        summary: 'Sends a new event for review by staff (published once approved)',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: eventFormBodySchema,
        response: {
          201: eventWriteSchema,
          ...errors([401, 403, 413, 422, 429], { 403: WRITERS_ONLY, 413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).', 422: FORM_422 }),
        },
      },
      handler: async (req, reply) => reply.code(201).send(await events.create(await access.writer(req, reply), readEventForm(req.body))),
    });

    uploads.patch('/api/events/:id', {
      onRequest: [access.writersOnly, writeLimit],
      schema: {
        tags: ['events'],
        operationId: 'updateEvent',
        summary: 'Changes one’s own event (same form, plus keep_images[n]): it goes back to review and leaves the catalogue until approved again',
        security: SECURITY.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        body: eventFormBodySchema,
        response: {
          200: eventWriteSchema,
          ...errors([401, 403, 404, 413, 422, 429], { 403: WRITERS_ONLY, 404: NO_EVENT, 413: 'The pictures are too large to take in (error-classified-image-too-large, on `images`).', 422: FORM_422 }),
        },
      },
      handler: async (req, reply) => events.update(req.params.id, await access.writer(req, reply), readEventForm(req.body)),
    });
  });

  app.delete('/api/events/:id', {
    onRequest: access.writersOnly,
    schema: {
      tags: ['events'],
      operationId: 'deleteEvent',
      summary: 'Deletes one’s own event: it leaves every list and calendar feed, its pictures go',
      security: SECURITY.signedIn,
      params: idParamSchema,
      response: { 204: z.null().describe('deleted'), ...errors([401, 403, 404], { 403: WRITERS_ONLY, 404: NO_EVENT }) },
    },
    handler: async (req, reply) => {
      await events.remove(req.params.id, await access.writer(req, reply));
      return reply.code(204).send(null);
    },
  });
};
