import { useCallback, useEffect, useRef, useState } from 'react';
import { VIEW_THROTTLE_MS, type ArticleStats } from '@gazeta/contract';
import { ApiError, browserApi } from '../../../lib/api-client.ts';
import { getStored, setStored } from '../../../lib/storage.ts';
import { countView } from '../api/count-view.ts';
import { getArticleStats } from '../api/get-article-stats.ts';
import { toggleLike } from '../api/toggle-like.ts';

/**
 * A like needs the browser's reader key, which comes with the article's stats (or view): a
 * browser that lost it (cookies cleared) gets it and tries once more.
 */
async function likeWithReaderKey(id: number) {
  try {
    return await toggleLike(browserApi, id);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'error-reader-key-required')) throw error;
    await getArticleStats(browserApi, id);
    return toggleLike(browserApi, id);
  }
}

/**
 * Live views and likes of an article. The page may come from the cache, so the numbers are
 * refreshed after it loads; a view is sent at most once per 24 h per browser. Mount it per
 * article (key by id): the initial numbers belong to one article. A like waits for that first
 * refresh, which brings the reader key it needs.
 */
export function useArticleStats(id: number, initial: Omit<ArticleStats, 'liked'>, onLikeError: (error: ApiError) => void) {
  const [stats, setStats] = useState<ArticleStats>({ ...initial, liked: false });
  const [pending, setPending] = useState(false);
  const loaded = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    const viewedKey = `viewedDate:article:${id}`;
    const load = async () => {
      try {
        if (!getStored<number>(viewedKey)) {
          const view = await countView(browserApi, id);
          setStored(viewedKey, Date.now(), VIEW_THROTTLE_MS);
          if (!cancelled) setStats((s) => ({ ...s, views: view.views }));
        }
        const fresh = await getArticleStats(browserApi, id);
        if (!cancelled) setStats(fresh);
      } catch (error) {
        // The numbers on the page stay as rendered; nothing to tell the reader.
        console.error('Failed to get article stats', error);
      }
    };
    loaded.current = load();
    return () => {
      cancelled = true;
    };
  }, [id]);

  const toggle = useCallback(async () => {
    setPending(true);
    const before = stats;
    setStats({ ...before, liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
    try {
      await loaded.current;
      const result = await likeWithReaderKey(id);
      setStats((s) => ({ ...s, ...result }));
    } catch (error) {
      setStats(before);
      onLikeError(error as ApiError);
    } finally {
      setPending(false);
    }
  }, [id, stats, onLikeError]);

  return { stats, pending, toggle };
}
