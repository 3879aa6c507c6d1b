import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SLUG_PATTERN, singleLineText } from '@gazeta/contract';
import { requestLocale } from '../../lib/request-locale.ts';
import type { SeoService } from './service.ts';

const slugParams = z.object({ slug: singleLineText().regex(SLUG_PATTERN) });
const text = z.string();

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; publicUrl: string }> = async (app, { seo, publicUrl }) => {
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  app.get('/robots.txt', { schema: { hide: true, response: { 200: text } } }, async (req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheFor(3600));
    return seo.robots(publicUrl);
  });

  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: text } } }, async (req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', cacheFor(600));
    return seo.sitemap(publicUrl);
  });

  app.get('/rss.xml', { schema: { hide: true, response: { 200: text } } }, async (req, reply) => {
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', cacheFor(600));
    return seo.rss(publicUrl, requestLocale(req));
  });

  app.get('/rss/:slug.xml', { schema: { hide: true, params: slugParams, response: { 200: text } } }, async (req, reply) => {
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', cacheFor(600));
    return seo.rss(publicUrl, requestLocale(req), req.params.slug);
  });
};
