import { useEffect, useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyVote, type VoteState, type VoteValue } from '@gazeta/contract';
import { browserApi } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { getVotes, isVoteResult, NO_VOTE, VOTE_INTENTS, voteFromField, type VoteActionResult } from '../lib/votes.ts';
import { useErrorText } from './form.tsx';
import { Icon, type IconProps } from './icons.tsx';

const ThumbIcon = ({ filled, down, ...p }: IconProps & { filled: boolean; down?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'} style={down ? { transform: 'scaleY(-1)' } : undefined}>
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </Icon>
);

export interface VoteButtonsProps {
  /** The kind of subject, as its module registered it with the votes (`article`, `business`, `event`). */
  kind: string;
  id: number;
  /** The counts the page's loader read (`getVotes`); on a cached page they are read again once it runs. */
  state: VoteState;
  /** The page whose action takes the form (it hands it to `voteAction`). */
  action: string;
  signedIn: boolean;
  /** The subject is the member's own: they see its counts, and cannot vote on it. */
  own?: boolean;
}

/**
 * Like and dislike as toggles (spec §4, decision 029). Each button is a form to the page's
 * action carrying the vote after the click (liked → "none"), so it works without JavaScript and
 * a page out of date is told "Your vote already exists" instead of flipping a vote back; with
 * JavaScript a fetcher sends it and the counts change at once. Visitors are asked to sign in.
 */
export function VoteButtons({ kind, id, state, action, signedIn, own = false }: VoteButtonsProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const fetcher = useFetcher<VoteActionResult>();
  // Without JavaScript a refused vote comes back as the page's answer: said beside the buttons.
  const answered = useActionData<unknown>();
  const refused = isVoteResult(answered) && answered.intent === VOTE_INTENTS.vote && !answered.ok ? errorText(answered.error) : undefined;
  const [current, setCurrent] = useState(state);
  // New data from the page (its loader ran again, a form answered without JavaScript).
  const [given, setGiven] = useState(state);
  if (given !== state) {
    setGiven(state);
    setCurrent(state);
  }
  // A cached page shows the counts of when it was cached: read them now.
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    getVotes(browserApi, kind, id).then(
      (fresh) => live && setCurrent(fresh),
      (error: unknown) => console.error('Failed to get votes', error),
    );
    return () => {
      live = false;
    };
  }, [hydrated, kind, id]);

  useFetcherSettled(
    fetcher,
    (data) => {
      // The fetcher is this form's own: any answer is to a vote (a page's action may refuse one it cannot take).
      if (isVoteResult(data) && data.state) setCurrent(data.state);
      if (!data.ok) toast({ message: errorText(data.error ?? 'notification-error') ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  // While a vote is on its way, the counts it asks for.
  const sending = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === VOTE_INTENTS.vote ? voteFromField(String(fetcher.formData.get('value'))) : undefined;
  const shown = sending === undefined ? current : { ...current, ...applyVote(current, sending) };
  const busy = sending !== undefined;

  const button = (value: VoteValue) => {
    const on = shown.my_vote === value;
    const count = value === 'like' ? shown.likes : shown.dislikes;
    const label = `${t(`votes.${value}`)}: ${t(`votes.${value}s`, { count })}`;
    return (
      <button
        type="submit"
        name="value"
        value={on ? NO_VOTE : value}
        className={`vote-button${on ? ' vote-button--on' : ''}`}
        aria-pressed={on}
        aria-label={label}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <ThumbIcon filled={on} down={value === 'dislike'} />
        <span aria-hidden="true">{count}</span>
      </button>
    );
  };

  if (!signedIn || own) {
    return (
      <div className="votes">
        <p className="votes__counts">
          <span className="vote-count">
            <ThumbIcon filled={false} />
            <span aria-hidden="true">{shown.likes}</span>
            <span className="visually-hidden">{t('votes.likes', { count: shown.likes })}</span>
          </span>
          <span className="vote-count">
            <ThumbIcon filled={false} down />
            <span aria-hidden="true">{shown.dislikes}</span>
            <span className="visually-hidden">{t('votes.dislikes', { count: shown.dislikes })}</span>
          </span>
        </p>
        {signedIn ? null : (
          <Link to={paths.login()} className="votes__sign-in">
            {t('votes.signIn')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={action} className="votes" aria-label={t('votes.group')} defaultShouldRevalidate={false}>
      <input type="hidden" name="intent" value={VOTE_INTENTS.vote} />
      {button('like')}
      {button('dislike')}
      {refused ? (
        <p className="votes__error" role="alert">
          {refused}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
