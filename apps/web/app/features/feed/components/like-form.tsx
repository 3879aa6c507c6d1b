import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form.tsx';
import { HeartIcon } from '../../../components/icons.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import type { PostActionResult } from '../post-actions.ts';
import { useSignInFirst } from './editor-provider.tsx';

/**
 * A like toggle as a little form (it works without JavaScript); with it, the new state shows at
 * once and the server's answer settles it. Signed out, it says a sign-in is needed first.
 */
export function LikeForm(props: { intent: string; id?: number; liked: boolean; likes: number; signedIn: boolean; label: string; small?: boolean }) {
  const { intent, id, liked, likes, signedIn, label, small = false } = props;
  const { t } = useTranslation('feed');
  const fetcher = useFetcher<PostActionResult>();
  const signInFirst = useSignInFirst();
  const pending = fetcher.state !== 'idle';
  const errorText = useErrorText();
  useFetcherSettled(fetcher, (data) => {
    if (!data.ok) toast({ message: errorText(data.error) ?? '', status: 'error' });
  });
  // While it is sent and the page reloads, the new state; then the page's own.
  const shownLiked = pending ? !liked : liked;
  const shownLikes = pending ? Math.max(0, likes + (liked ? -1 : 1)) : likes;
  return (
    <fetcher.Form method="post" className="like-form">
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`like-button${small ? ' like-button--small' : ''}${shownLiked ? ' like-button--on' : ''}`}
        aria-pressed={shownLiked}
        aria-label={`${label}: ${t('post.likes', { count: shownLikes })}`}
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
          else if (!signedIn) {
            event.preventDefault();
            signInFirst();
          }
        }}
      >
        <HeartIcon filled={shownLiked} width={small ? 20 : 24} height={small ? 20 : 24} />
        <span aria-hidden="true">{shownLikes}</span>
      </button>
    </fetcher.Form>
  );
}
