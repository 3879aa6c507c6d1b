import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import pLimit from 'p-limit';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { isLocale, LOCALE_COOKIE, type ApiTransport, type Locale, type RenderContext } from '@gazeta/contract';
import type { Config } from '../config.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { SESSION_COOKIE } from '../modules/accounts/session.ts';
import { contentSecurityPolicy } from '../lib/security-headers.ts';
import { negotiateEncoding, preparePage, type CachedPage, type Encoding, type PageCache } from './page-cache.ts';

/** The built web app: its server build and the directory of its browser assets. */
export interface WebBundle {
  build: ServerBuild;
  clientDir: string;
}

/** What entry.server.tsx exports besides the request handler. */
interface EntryModule {
  createLoadContext(context: RenderContext): RouterContextProvider;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;
/**
 * Renders at once. Rendering is CPU work on this thread, and the embedded database answers one
 * query at a time: letting every request start at once only makes them overtake each other
 * unfairly. A few in flight, the rest waiting in order, keeps the waits even.
 */
const RENDER_CONCURRENCY = 4;
const PASSED_HEADERS_SKIP = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie']);

const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ошибка / Error</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Ошибка! Попробуйте позже.</h1><p>Error! Try again later.</p><p><a href="/">Газета / Gazeta</a></p></body></html>`;

export const webRoutes: FastifyPluginAsync<{ web: WebBundle; pageCache: PageCache; config: Config }> = async (
  app,
  { web, pageCache, config },
) => {
  const handle = createRequestHandler(web.build, 'production');
  const renderSlot = pLimit(RENDER_CONCURRENCY);
  const entry = web.build.entry.module as unknown as EntryModule;

  // Hashed build assets never change; everything else in the client dir is revalidated hourly.
  await app.register(fastifyStatic, {
    root: web.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    // The build writes .br and .gz beside every asset (apps/web/scripts/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(path.join(web.clientDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The SSR route reads the raw body itself (form posts go to React Router actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));

  /**
   * The API in-process, as the reader: their cookies go along, and cookies the API sets (a
   * sign-in, a sign-out) reach the reader's response and the calls that follow in this render.
   */
  const transportFor = (req: FastifyRequest, reply: FastifyReply, locale: Locale, setBySink: string[]): ApiTransport => {
    const jar = new Map(Object.entries(req.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined));
    jar.set(LOCALE_COOKIE, locale);
    const baseHeaders: Record<string, string> = {
      'accept-language': locale,
      'x-request-id': req.id,
      host: req.host,
    };
    if (req.headers['user-agent']) baseHeaders['user-agent'] = req.headers['user-agent'];
    return async ({ method, path: url, body }) => {
      const headers = {
        ...baseHeaders,
        cookie: [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      const res = await app.inject({
        method,
        url,
        headers,
        remoteAddress: req.ip,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
        const gone = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
        if (gone) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      const setCookie = res.headers['set-cookie'];
      const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      setBySink.push(...setCookies);
      return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null, setCookies };
    };
  };

  async function render(req: FastifyRequest, reply: FastifyReply, locale: Locale, nonce: string, apiCookies: string[]): Promise<Response> {
    const url = new URL(req.url, `${req.protocol}://${req.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    const context = entry.createLoadContext({
      api: transportFor(req, reply, locale, apiCookies),
      locale,
      nonce,
      origin: config.publicUrl,
      requestId: req.id,
      signedIn: Boolean(req.cookies[SESSION_COOKIE]),
    });
    return handle(request, context);
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

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (req, reply) => {
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

      // One nonce per render: a cached page keeps its own, which an injected payload cannot know.
      const nonce = randomBytes(16).toString('base64');
      const apiCookies: string[] = [];
      let response: Response;
      try {
        response = await renderSlot(() => render(req, reply, locale, nonce, apiCookies));
      } catch (err) {
        req.log.error({ err }, 'page render failed');
        return reply.code(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(FALLBACK_ERROR_PAGE);
      }

      const headers: Record<string, string> = {
        'content-security-policy': contentSecurityPolicy({ tileUrl: config.TILE_URL, nonce }),
      };
      response.headers.forEach((value, name) => {
        if (!PASSED_HEADERS_SKIP.has(name)) headers[name] = value;
      });
      headers['content-type'] ??= 'text/html; charset=utf-8';
      const setCookies = response.headers.getSetCookie();
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      const body = req.method === 'HEAD' ? '' : await response.text();
      const store = pageCache.enabled && cacheable && req.method === 'GET' && response.status === 200 && setCookies.length === 0 && apiCookies.length === 0;
      const encodings: Encoding[] = store ? ['br', 'gzip'] : [negotiateEncoding(req.headers['accept-encoding'])];
      const page = await preparePage({ status: response.status, headers, body }, encodings);
      if (store) pageCache.set(key, page);
      reply.header('x-page-cache', store ? 'miss' : 'bypass');
      return send(reply, req, page, cacheable && response.status === 200);
    },
  });
};
