import type { FetcherWithComponents } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { ARTICLE_INTENTS, type ArticleActionResult } from '../article-actions.ts';

/**
 * An article's like toggle: a little form to the article's action, so it works without
 * JavaScript; with it, the fetcher sends it and the page shows the new state at once.
 */
export function LikeButton(props: { articleId: number; liked: boolean; likes: number; pending: boolean; fetcher: FetcherWithComponents<ArticleActionResult> }) {
  const { t } = useTranslation('articles');
  const { fetcher } = props;
  return (
    <fetcher.Form method="post" action={paths.article(props.articleId)} className="like-form" defaultShouldRevalidate={false}>
      <button
        type="submit"
        name="intent"
        value={ARTICLE_INTENTS.like}
        className={`like-button${props.liked ? ' like-button--on' : ''}`}
        aria-pressed={props.liked}
        aria-label={`${t('article.likeLabel')}: ${t('card.likes', { count: props.likes })}`}
        aria-disabled={props.pending || undefined}
        onClick={(event) => {
          if (props.pending) event.preventDefault();
        }}
      >
        <HeartIcon filled={props.liked} />
        <span aria-hidden="true">{props.likes}</span>
      </button>
    </fetcher.Form>
  );
}
