import type { FastifyInstance } from 'fastify';
import { TAGS } from '../lib/cache.ts';

const page = (text: string) => ({ status: 200, headers: {}, etag: `W/"${text}"`, bodies: { identity: Buffer.from(text) } });

/**
 * Puts three pages in the page cache: the feed, one post's page and an article. A write on the
 * post must drop the first two and keep the article (`cachedPages` says which are left).
 */
export function cacheFeedPages(app: FastifyInstance, postId: number) {
  const keys = { feed: 'ru /feed', post: `ru /feed/post/${postId}`, article: 'ru /article/1' } as const;
  app.pageCache.set(keys.feed, page('feed'), [TAGS.taxonomy, TAGS.ads, TAGS.feed]);
  app.pageCache.set(keys.post, page('post'), [TAGS.taxonomy, TAGS.ads, TAGS.feedPost(postId)]);
  app.pageCache.set(keys.article, page('article'), [TAGS.taxonomy, TAGS.ads, TAGS.article(1), TAGS.category('chicago')]);
  return () => Object.entries(keys).flatMap(([name, key]) => (app.pageCache.get(key) ? [name] : []));
}
