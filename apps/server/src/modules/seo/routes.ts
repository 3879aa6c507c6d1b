import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLUG_PATTERN, singleLineText } from '@gazeta/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import { notModified, weakEtag, type DatedDocument } from './conditional.ts';
import type { SeoService } from './service.ts';

const slugParams = z.object({ slug: singleLineText().regex(SLUG_PATTERN) });
const text = z.string();
const unchanged = z.null().describe('Not modified since the ETag or date the request names');
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; publicUrl: string }> = async (app, { seo, publicUrl }) => {
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  /**
   * Sends a sitemap or a feed with its validators (ETag, Last-Modified), or 304 when the
   * reader's copy is current: feed readers poll, and most polls find nothing new.
   */
  const sendDated = (req: FastifyRequest, reply: FastifyReply, type: string, document: DatedDocument) => {
    const etag = weakEtag(document.body);
    reply.type(type).header('cache-control', cacheFor(600)).header('etag', etag);
    if (document.lastModified) reply.header('last-modified', document.lastModified.toUTCString());
    if (notModified(req.headers, etag, document.lastModified)) return reply.code(304).send();
    return reply.send(document.body);
  };

  app.get('/robots.txt', { schema: { hide: true, response: { 200: text } } }, async (req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheFor(3600));
    return seo.robots(publicUrl);
  });

  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: text, 304: unchanged } } }, async (req, reply) =>
    sendDated(req, reply, 'application/xml; charset=utf-8', await seo.sitemap(publicUrl)),
  );

  // The feed's language follows the reader (?lang=, the locale cookie, Accept-Language).
  app.get('/rss.xml', { schema: { hide: true, response: { 200: text, 304: unchanged } } }, async (req, reply) => {
    reply.header('vary', 'Accept-Language, Cookie');
    return sendDated(req, reply, RSS_TYPE, await seo.rss(publicUrl, requestLocale(req)));
  });

  app.get('/rss/:slug.xml', { schema: { hide: true, params: slugParams, response: { 200: text, 304: unchanged } } }, async (req, reply) => {
    reply.header('vary', 'Accept-Language, Cookie');
    return sendDated(req, reply, RSS_TYPE, await seo.rss(publicUrl, requestLocale(req), req.params.slug));
  });
};
