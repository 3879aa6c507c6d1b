import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BUSINESS_LIMITS, DISPLAY_AD_LIMITS, isLocale, LOCALE_COOKIE, POST_FORM_MAX_BYTES, POST_FORM_TEXT_MAX_BYTES, POST_IMAGE_MAX_BYTES, PRINT_PDF_MAX_BYTES, SOCIAL_REQUEST_LIMITS, type Locale } from '@gazeta/contract';
import type { Config } from '../config.ts';
import { CACHE_TAGS_HEADER, TAGS, tagsOfAnswer, type CacheTags } from '../lib/cache.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { SESSION_COOKIE } from '../modules/accounts/session.ts';
import { contentSecurityPolicy } from '../lib/security-headers.ts';
import { negotiateEncoding, type CachedPage, type Encoding, type PageCache } from './page-cache.ts';
import { createRenderFlights } from './render-flights.ts';
import { createRenderer, type Renderer } from './renderer.ts';
import { messageFilesRoute } from './message-files-route.ts';
import type { TextTransport } from './render-port.ts';

/** The built web app: its server entry (loaded by the render threads) and its browser assets. */
export interface WebBundle {
  serverEntry: string;
  clientDir: string;
}

/**
 * The web app from its sources (`npm run dev`, apps/server/src/dev/vite-web.ts): started on the
 * app's HTTP server, it renders the pages and serves all the browser loads besides them.
 */
export interface WebSources {
  start(server: Server): Promise<{
    renderer: Renderer;
    /** A Connect-style middleware: answers what it serves, calls `next` for the rest. */
    serveAssets(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  }>;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const MULTIPART = /^\s*multipart\/form-data/i;
const NEWSROOM_MEDIA_FORM_MAX_BYTES = 10 * 1024 * 1024 + POST_FORM_TEXT_MAX_BYTES;
/**
 * The page actions that take a multipart form, with their body limits: the feed's (a post with
 * its images), the owner's classifieds and events (an ad or an event with its pictures; the same
 * limit) and businesses (a listing with its logo and pictures: one file more, as the API's
 * business form allows).
 */
const POST_FORM_PAGES: Record<string, number> = {
  '/feed': POST_FORM_MAX_BYTES,
  '/feed.data': POST_FORM_MAX_BYTES,
  '/profile/classifields': POST_FORM_MAX_BYTES,
  '/profile/classifields.data': POST_FORM_MAX_BYTES,
  '/profile/events': POST_FORM_MAX_BYTES,
  '/profile/events.data': POST_FORM_MAX_BYTES,
  '/profile/business': (BUSINESS_LIMITS.images + 1) * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/profile/business.data': (BUSINESS_LIMITS.images + 1) * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // A banner's form carries its one picture.
  '/profile/banners': POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/profile/banners.data': POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // A social-posting request carries up to its four pictures.
  '/profile/social-request': SOCIAL_REQUEST_LIMITS.images * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/profile/social-request.data': SOCIAL_REQUEST_LIMITS.images * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // A display ad's form carries up to its four pictures and its logo.
  '/profile/advertising': (DISPLAY_AD_LIMITS.images + DISPLAY_AD_LIMITS.logos) * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/profile/advertising.data': (DISPLAY_AD_LIMITS.images + DISPLAY_AD_LIMITS.logos) * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // The print desk's publish form carries an issue's PDF (decision 060).
  '/newsroom/print': PRINT_PDF_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/newsroom/print.data': PRINT_PDF_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // An ad of the newsroom's strip carries its one picture (decision 062).
  '/newsroom/ads': POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  '/newsroom/ads.data': POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES,
  // The newsroom editor's upload of one picture (issue #27; the API takes up to 10 MB).
  '/newsroom/articles/media': NEWSROOM_MEDIA_FORM_MAX_BYTES,
  '/newsroom/articles/media.data': NEWSROOM_MEDIA_FORM_MAX_BYTES,
};

/** What the shell of every page shows: the categories in the menu and the ads strip. */
const SHELL_TAGS = [TAGS.taxonomy, TAGS.ads, TAGS.rates];

const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ошибка / Error</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Ошибка! Попробуйте позже.</h1><p>Error! Try again later.</p><p><a href="/">Газета / Gazeta</a></p></body></html>`;

export const webRoutes: FastifyPluginAsync<{ web: WebBundle | WebSources; pageCache: PageCache; config: Config; cacheTags: CacheTags }> = async (
  app,
  { web, pageCache, config, cacheTags },
) => {
  let renderer: Renderer;
  if ('start' in web) {
    const sources = await web.start(app.server);
    renderer = sources.renderer;
    // Hooks of this plugin see only what no API route takes: modules, styles, files and pages.
    app.addHook('onRequest', (req, reply, done) => sources.serveAssets(req.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  } else {
    renderer = createRenderer({ serverEntry: web.serverEntry, threads: config.renderThreads });
    const { clientDir } = web;
    // Hashed build assets never change; everything else in the client dir is revalidated hourly.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // The build writes .br and .gz beside every asset (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.addHook('onClose', async () => renderer.close());
  await app.register(messageFilesRoute);

  // Form posts reach React Router actions as they came (within the server's body limit).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  /**
   * The API in-process, as the reader: their cookies go along, and cookies the API sets (a
   * sign-in, a sign-out) reach the reader's response and the calls that follow in this render.
   * The tags its answers name go into `shown`: what the page shows.
   */
  const apiFor = (req: FastifyRequest, reply: FastifyReply, locale: Locale, shown: Set<string>): TextTransport => {
    const jar = new Map(Object.entries(req.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined));
    jar.set(LOCALE_COOKIE, locale);
    const baseHeaders: Record<string, string> = {
      'accept-language': locale,
      'x-request-id': req.id,
      host: req.host,
    };
    if (req.headers['user-agent']) baseHeaders['user-agent'] = req.headers['user-agent'];
    return async ({ method, path: url, body, form }) => {
      const payload = form ? { type: form.contentType, bytes: Buffer.from(form.bytes) } : body === undefined ? null : { type: 'application/json', bytes: JSON.stringify(body) };
      const headers = {
        ...baseHeaders,
        cookie: [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        ...(payload ? { 'content-type': payload.type } : {}),
      };
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress: req.ip,
        ...(payload ? { payload: payload.bytes } : {}),
      });
      for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
        const gone = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
        if (gone) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      for (const tag of tagsOfAnswer(res.headers[CACHE_TAGS_HEADER])) shown.add(tag);
      const setCookie = res.headers['set-cookie'];
      const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      return { status: res.statusCode, text: res.body, setCookies };
    };
  };

  /** The request as the render thread rebuilds it: URL, method, headers and any form body. */
  function requestParts(req: FastifyRequest) {
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.push([name, v]);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
    return {
      url: new URL(req.url, `${req.protocol}://${req.host}`).href,
      method: req.method,
      headers,
      ...(hasBody ? { body: new Uint8Array(req.body as Buffer) } : {}),
    };
  }

  /** Sends a prepared page in the best encoding the client accepts. */
  function send(reply: FastifyReply, req: FastifyRequest, page: CachedPage, shared: boolean) {
    reply.code(page.status).headers(page.headers).header('etag', page.etag);
    reply.header('vary', shared ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding');
    reply.header('cache-control', shared ? 'public, max-age=0, must-revalidate' : 'private, no-store');
    if (shared && page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const wanted = negotiateEncoding(req.headers['accept-encoding']);
    const body = page.bodies[wanted];
    if (body && wanted !== 'identity') reply.header('content-encoding', wanted);
    return reply.send(req.method === 'HEAD' ? undefined : (body ?? page.bodies.identity));
  }

  /** What one render made of a page, ready to send to its reader (and to whoever shares it). */
  interface Produced {
    page: CachedPage;
    setCookies: string[];
    /** Every anonymous reader of this address may get the page (it set no cookies). */
    shareable: boolean;
    kept: boolean;
  }

  /** Renders a page for this reader, keeping it in the page cache when it may be kept. */
  async function produce(req: FastifyRequest, reply: FastifyReply, locale: Locale, key: string, cacheable: boolean, accepted: Encoding, signal: AbortSignal): Promise<Produced> {
    const anonymous = !req.cookies[SESSION_COOKIE];
    // Every page shows the shell, whose data a render thread may keep without asking the API.
    const shown = new Set<string>(SHELL_TAGS);
    const generation = cacheTags.generation;
    const { page, setCookies, keep, shareable, scriptHashes } = await renderer.render(
      {
        ...requestParts(req),
        context: { locale, origin: config.publicUrl, requestId: req.id, signedIn: !anonymous, shellVersion: cacheTags.versionOf(SHELL_TAGS), testMode: config.PAYMENTS_PROVIDER === 'sandbox' },
        storable: pageCache.enabled && cacheable,
        accepted,
      },
      apiFor(req, reply, locale, shown),
      signal,
    );
    page.headers['content-security-policy'] = contentSecurityPolicy({ tileUrl: config.TILE_URL, scriptHashes });
    // What the page shows, named for the page cache (and for a CDN in front, as surrogate keys).
    const tags = [...shown];
    page.headers[CACHE_TAGS_HEADER] = tags.join(' ');
    // A write during the render may have changed what the page read: it is sent, not kept.
    const kept = keep && !cacheTags.touchedSince(generation, tags);
    if (kept) pageCache.set(key, page, tags);
    return { page, setCookies, shareable: cacheable && shareable, kept };
  }

  /** Anonymous renders under way, by page and encoding: readers asking for one meanwhile share it (decision 026). */
  const flights = createRenderFlights<Produced>();

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(req);
    // A ?lang= link sets the reader's language for the next pages too.
    const queryLang = (req.query as Record<string, unknown>)['lang'];
    if (isLocale(queryLang) && req.cookies[LOCALE_COOKIE] !== queryLang) {
      reply.header('set-cookie', `${LOCALE_COOKIE}=${queryLang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
    }
    const anonymous = !req.cookies[SESSION_COOKIE];
    // A link with a secret (?token=: verify, reset, confirm) acts once: its page is never shared.
    const carriesSecret = new URLSearchParams(req.url.split('?')[1] ?? '').has('token');
    const cacheable = anonymous && !carriesSecret && (req.method === 'GET' || req.method === 'HEAD');
    const key = pageCache.key(locale, req.url);
    const cached = cacheable ? pageCache.get(key) : undefined;
    if (cached) {
      reply.header('x-page-cache', 'hit');
      return send(reply, req, cached, true);
    }

    const gone = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const accepted = negotiateEncoding(req.headers['accept-encoding']);
    const render = (signal: AbortSignal) => produce(req, reply, locale, key, cacheable, accepted, signal);
    let produced: Produced;
    try {
      if (cacheable && req.method === 'GET') {
        const flight = flights.share(`${key} ${accepted}`, cacheTags.generation, gone.signal, render);
        produced = await flight.result;
        if (flight.joined && produced.shareable) {
          reply.header('x-page-cache', 'shared');
          return send(reply, req, produced.page, produced.page.status === 200);
        }
        // Another reader's page that set cookies is theirs alone: this reader gets a render of their own.
        if (flight.joined) produced = await render(gone.signal);
      } else {
        produced = await render(gone.signal);
      }
    } catch (err) {
      req.log.error({ err }, 'page render failed');
      return reply.code(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(FALLBACK_ERROR_PAGE);
    }
    const { page, setCookies, kept } = produced;
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    reply.header('x-page-cache', kept ? 'miss' : 'bypass');
    return send(reply, req, page, cacheable && page.status === 200);
  };

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    // Files go only to the page actions that take them (below), as on the API (decision 013).
    onRequest: async (req, reply) => {
      if (MULTIPART.test(req.headers['content-type'] ?? '')) return reply.code(415).type('text/plain; charset=utf-8').send('Unsupported Media Type');
    },
    handler: renderPage,
  });
  // The feed's post form (with its images) posts to the feed's action: as a page or as its data.
  for (const [url, bodyLimit] of Object.entries(POST_FORM_PAGES)) app.route({ method: 'POST', url, schema: { hide: true }, bodyLimit, handler: renderPage });
};
