import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import { VIEW_THROTTLE_MS, type ArticleStats } from '@gazeta/contract';
import { browserApi } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { getStored, setStored } from '../../../lib/storage.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { getArticleStats } from '../api/get-article-stats.ts';
import { ARTICLE_INTENTS, type ArticleActionResult } from '../article-actions.ts';

/**
 * Live views of an article. The page may come from the cache, so the numbers are read again
 * after it loads; a view is sent to the page's action at most once per 24 h per browser, before
 * that read. Mount it per article (key by id): the initial numbers belong to one article.
 * (Votes are the vote buttons' own.)
 */
export function useArticleStats(id: number, initial: ArticleStats) {
  const [stats, setStats] = useState<ArticleStats>(initial);
  const view = useFetcher<ArticleActionResult>();
  const viewedKey = `viewedDate:article:${id}`;

  const refresh = useCallback(
    () =>
      getArticleStats(browserApi, id).then(setStats, (error: unknown) => {
        // The numbers on the page stay as rendered; nothing to tell the reader.
        console.error('Failed to get article stats', error);
      }),
    [id],
  );
  // Counting a view changes nothing else the page shows: no need to reload its data.
  const sendView = useEffectEvent(() => void view.submit({ intent: ARTICLE_INTENTS.view }, { method: 'post', action: paths.article(id), defaultShouldRevalidate: false }));
  useEffect(() => {
    if (getStored<number>(viewedKey)) void refresh();
    else sendView();
  }, [viewedKey, refresh]);

  useFetcherSettled(
    view,
    (data) => {
      if (data.ok) setStored(viewedKey, Date.now(), VIEW_THROTTLE_MS);
      void refresh();
    },
    { atAnswer: true },
  );

  return stats;
}
