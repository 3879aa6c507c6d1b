import { randomUUID } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { HTTP_ERROR_CODES, type OAuthProvider } from '@gazeta/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { HttpError } from './lib/http-errors.ts';
import { finishOpenApiDocument, SECURITY_SCHEMES } from './lib/openapi.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './lib/security-headers.ts';
import { createGeocoder, type Geocoder } from './providers/geocoder.ts';
import type { Mailer } from './providers/mail.ts';
import type { OAuthClient } from './providers/oauth.ts';
import { createPaymentProvider, type PaymentProvider } from './providers/payments.ts';
import type { SmsSender } from './providers/sms.ts';
import type { FileStorage } from './providers/storage.ts';
import { createServices, type Services } from './services.ts';
import { oauthRoutes } from './modules/accounts/oauth-routes.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { memberAccess, sessionAccess } from './modules/accounts/index.ts';
import { adsRoutes } from './modules/ads/routes.ts';
import { archiveRoutes } from './modules/archive/routes.ts';
import { articlesRoutes } from './modules/articles/routes.ts';
import { newsroomArticlesRoutes } from './modules/articles/newsroom-routes.ts';
import { createTestClock, testClockRoutes } from './modules/articles/test-clock.ts';
import { classifiedsRoutes } from './modules/classifieds/routes.ts';
import { businessesRoutes } from './modules/businesses/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { bannersRoutes } from './modules/banners/routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/routes.ts';
import { socialRequestsRoutes } from './modules/social-requests/routes.ts';
import { displayAdsRoutes } from './modules/display-ads/routes.ts';
import { memberRequestsRoutes } from './modules/member-requests/routes.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { placingRoutes } from './modules/classifieds/placing-routes.ts';
import type { ClassifiedPayments } from './modules/classifieds/placing-service.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { reviewRoutes } from './modules/moderation/review-routes.ts';
import { withSanctions } from './modules/moderation/sanctions.ts';
import { jobRecordRepository } from './modules/jobs/repository.ts';
import { jobsRoutes } from './modules/jobs/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { ratesRoutes } from './modules/rates/routes.ts';
import { printRoutes } from './modules/print/routes.ts';
import { deskRoutes } from './modules/print/desk-routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/routes.ts';
import { categoryRedirects, taxonomyDeskRoutes } from './modules/taxonomy/desk-routes.ts';
import { adsDeskRoutes } from './modules/ads/desk-routes.ts';
import { viewersRoutes } from './modules/viewers/routes.ts';
import { votesRoutes } from './modules/votes/routes.ts';
import { createPageCache, type PageCache } from './web/page-cache.ts';
import { webRoutes, type WebBundle, type WebSources } from './web/ssr.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: FileStorage & { root?: string };
  sms: SmsSender;
  mailer: Mailer;
  oauthClients?: Partial<Record<OAuthProvider, OAuthClient>>;
  /** The payment provider; the configuration's (PAYMENTS_PROVIDER) when absent. */
  payments?: PaymentProvider;
  /** The geocoding provider; the configuration's (GEOCODER) when absent, null for ZIP code centres only. */
  geocoder?: Geocoder | null;
  /** The built web app, or its sources (`npm run dev`); without either the process serves the API only (API tests). */
  web?: WebBundle | WebSources;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Replaces how placing ads pays through the orders (see ClassifiedPayments); tests record what it asks. */
  classifiedPayments?: ClassifiedPayments;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    pageCache: PageCache;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the whole application as a Fastify instance that is not yet listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The browser suite's clock (TEST_CLOCK=1 only): the app's time moves forward on request.
  const testClock = config.TEST_CLOCK ? createTestClock(deps.now ? () => deps.now!().getTime() : Date.now) : null;
  const now = testClock?.now ?? deps.now;
  if (testClock) app.log.warn('TEST_CLOCK=1: the app\'s clock can be moved forward by POST /api/test/clock (for the browser suite only)');
  const services = createServices({
    db: database.db,
    storage,
    sms: deps.sms,
    mailer: deps.mailer,
    payments: deps.payments ?? createPaymentProvider(config, now),
    geocoder: deps.geocoder === undefined ? createGeocoder(config) : deps.geocoder,
    publicUrl: config.publicUrl,
    sessionCacheTtlMs: config.SESSION_CACHE_TTL_SECONDS * 1000,
    ...(now ? { now } : {}),
    ...(deps.classifiedPayments ? { classifiedPayments: deps.classifiedPayments } : {}),
    log: (message: string, err: unknown) => app.log.warn({ err }, message),
  });
  const pageCache = createPageCache({ ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000, tags: services.cacheTags });
  app.decorate('services', services);
  app.decorate('pageCache', pageCache);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // Cookie-authenticated writes must come from our own pages (CSRF): SameSite=Lax plus Origin.
    if (UNSAFE_METHODS.has(req.method)) {
      const origin = req.headers.origin;
      const site = req.headers['sec-fetch-site'];
      if (site === 'cross-site' || (origin && origin !== 'null' && URL.parse(origin)?.host !== req.host)) {
        throw new HttpError(403, HTTP_ERROR_CODES.forbidden, 'Cross-site request refused.');
      }
      // An opaque origin is refused unless the browser itself vouches that the page is ours.
      if (origin === 'null' && site !== 'same-origin') throw new HttpError(403, HTTP_ERROR_CODES.forbidden, 'Cross-site request refused.');
    }
  });
  // A category's earlier address answers 301 to its current one (decision 062).
  app.addHook('onRequest', categoryRedirects(services.taxonomyDesk));
  // Fastify validates a missing body as `null`, which the schemas' `.prefault({})` does not cover.
  app.addHook('preValidation', async (req) => { if (req.body === undefined && UNSAFE_METHODS.has(req.method)) req.body = {}; });

  // JSON and uncompressed static files; pages and built assets arrive already compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  // Mail clients' one-click unsubscribe sends a urlencoded form. Multipart is no parser of the
  // app: only the routes that take one (spec §7) accept it, in scopes of their own (decision 013).
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // `no-referrer` (helmet's default) makes Chromium send `Origin: null` with our own form posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something behind TLS; the proxy in front decides.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 15552000 } : false,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy({ tileUrl: config.TILE_URL }));
    }
  });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gazeta API',
        version: '1.0.0',
        description: [
          'The API of the Gazeta portal. Errors are `{message, code, errors?}`: `message` keeps the historical server text, `code` is the translation key.',
          'Besides the answers each operation lists, any request may be answered 400 (a body that is not JSON), 413 (a body over 1 MB) or 415 (a body of a type the operation does not take), and a write sent with the session cookie from another site 403.',
        ].join('\n\n'),
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => finishOpenApiDocument(jsonSchemaTransformObject(document)),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: () => app.swagger(),
    uiConfig: { url: '/api/openapi.json' },
  });

  await app.register(healthRoutes, { database });
  const sessions = sessionAccess(services.accounts);
  await app.register(accountsRoutes, { accounts: services.accounts, sessions });
  await app.register(oauthRoutes, { accounts: services.accounts, sessions, clients: deps.oauthClients ?? {}, publicUrl: config.publicUrl });
  await app.register(newsletterRoutes, { newsletter: services.newsletter, sessions });
  await app.register(taxonomyRoutes, { taxonomy: services.taxonomy });
  await app.register(adsRoutes, { ads: services.ads });
  await app.register(archiveRoutes, { archive: services.archive });
  await app.register(printRoutes, { print: services.print });
  await app.register(viewersRoutes, { viewers: services.viewers });
  await app.register(articlesRoutes, { articles: services.articles });
  await app.register(searchRoutes, { search: services.search, archiveSearch: services.archiveSearch });
  await app.register(deliveryRoutes, { delivery: services.delivery, tileUrl: config.TILE_URL });
  await app.register(seoRoutes, { seo: services.seo, publicUrl: config.publicUrl });
  // Mutes and bans are enforced at the writers' gate (decision 059).
  const access = withSanctions(memberAccess(sessions), services.review);
  await app.register(feedRoutes, { feed: services.feed, access });
  await app.register(geoRoutes, { geo: services.geo, access, tileUrl: config.TILE_URL });
  await app.register(votesRoutes, { votes: services.votes, access });
  await app.register(deskRoutes, { desk: services.desk, access });
  await app.register(moderationRoutes, { moderation: services.moderation, review: services.review, access });
  await app.register(reviewRoutes, { review: services.review, access });
  await app.register(jobsRoutes, { record: jobRecordRepository(database), outbox: services.outbox, access });
  await app.register(notificationsRoutes, { notifications: services.notifications, access });
  await app.register(placingRoutes, { placing: services.placing, access, sessions });
  await app.register(ordersRoutes, { orders: services.orders, access });
  await app.register(ratesRoutes, { rates: services.rates, access });
  await app.register(classifiedsRoutes, { classifieds: services.classifieds, access });
  await app.register(businessesRoutes, { businesses: services.businesses, listing: services.listing, access, sessions });
  await app.register(eventsRoutes, { events: services.events, access, sessions });
  await app.register(bannersRoutes, { banners: services.banners, counter: services.adCounter, repo: services.bannersRepo, access, cacheTags: services.cacheTags });
  await app.register(subscriptionsRoutes, { subscriptions: services.subscriptions, access });
  await app.register(socialRequestsRoutes, { requests: services.socialRequests, access });
  await app.register(displayAdsRoutes, { ads: services.displayAds, access });
  await app.register(memberRequestsRoutes, { requests: services.memberRequests, access });
  await app.register(taxonomyDeskRoutes, { desk: services.taxonomyDesk, access });
  await app.register(adsDeskRoutes, { desk: services.adsDesk, access });
  await app.register(membersRoutes, { members: services.members, access });
  await app.register(auditRoutes, { audit: services.audit, access });
  await app.register(newsroomArticlesRoutes, { newsroom: services.newsroomArticles, access });
  if (testClock) await app.register(testClockRoutes, { clock: testClock, newsroom: services.newsroomArticles });
  services.adCounter.start();
  app.addHook('onClose', () => services.adCounter.close());

  if (storage.root) {
    await app.register(fastifyStatic, {
      root: path.join(storage.root),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  const notFoundLimit = app.rateLimit({ max: 120, timeWindow: '1 minute' });
  app.setNotFoundHandler({ preHandler: notFoundLimit }, async (req, reply) => {
    return reply.code(404).send({ message: 'Not found.', code: HTTP_ERROR_CODES.notFound });
  });

  if (deps.web) await app.register(webRoutes, { web: deps.web, pageCache, config, cacheTags: services.cacheTags });

  app.addHook('onClose', async () => pageCache.clear());
  return app;
}
