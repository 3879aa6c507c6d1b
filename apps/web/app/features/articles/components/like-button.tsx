import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/icons.tsx';

export function LikeButton(props: { liked: boolean; likes: number; pending: boolean; onToggle: () => void }) {
  const { t } = useTranslation('articles');
  return (
    <button
      type="button"
      className={`like-button${props.liked ? ' like-button--on' : ''}`}
      aria-pressed={props.liked}
      aria-label={`${t('article.likeLabel')}: ${t('card.likes', { count: props.likes })}`}
      disabled={props.pending}
      onClick={props.onToggle}
    >
      <HeartIcon filled={props.liked} />
      <span aria-hidden="true">{props.likes}</span>
    </button>
  );
}
