import { useId, useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, RATING_MIN, type RatingSummary } from '@gazeta/contract';
import { formatDecimal } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';
import { isVoteResult, VOTE_INTENTS, type VoteActionResult } from '../lib/votes.ts';
import { buttonClass } from './button.ts';
import { useErrorText } from './form.tsx';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** Five stars filled to `value` (halves round to the nearer star): a picture of the text beside it. */
function StarRow({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {STARS.map((star) => (
        <span key={star} className={star <= full ? 'stars__star stars__star--on' : 'stars__star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/**
 * The mean and how many rated, as stars and words ("4.5 out of 5, 2 ratings"); the words alone
 * carry it for a screen reader. Also on the directory's cards.
 */
export function RatingSummaryLine({ average, count, className = 'rating__summary' }: { average: number | null; count: number; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const shown = average === null ? null : formatDecimal(average, i18n.language === 'en' ? 'en' : 'ru', 1);
  return (
    <p className={className}>
      <StarRow value={average ?? 0} />
      <span>{shown === null ? t('rating.none') : t('rating.summary', { average: shown, count })}</span>
    </p>
  );
}

export interface RatingStarsProps {
  /** `state.rating` of the page loader's `getVotes` (the page's action knows the kind and the id). */
  rating: RatingSummary;
  /** The page whose action takes the form (it hands it to `voteAction`). */
  action: string;
  signedIn: boolean;
  /** The subject is the member's own: they see its rating, and cannot rate it. */
  own?: boolean;
}

/**
 * A subject's rating of 1–5 (decision 029): the mean and how many rated, and for a member who
 * has not rated yet a form of five choices that works without JavaScript. One rating per
 * member: a second answers "Rating already exists". Visitors are asked to sign in.
 */
export function RatingStars({ rating, action, signedIn, own = false }: RatingStarsProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const fetcher = useFetcher<VoteActionResult>();
  const formId = useId();
  // Without JavaScript a refused rating comes back as the page's answer: said beside the stars.
  const answered = useActionData<unknown>();
  const refused = isVoteResult(answered) && answered.intent === VOTE_INTENTS.rate && !answered.ok ? errorText(answered.error) : undefined;
  const [summary, setSummary] = useState(rating);
  // New data from the page (its loader ran again, a form answered without JavaScript).
  const [given, setGiven] = useState(rating);
  if (given !== rating) {
    setGiven(rating);
    setSummary(rating);
  }

  useFetcherSettled(
    fetcher,
    (data) => {
      if (isVoteResult(data) && data.state?.rating) setSummary(data.state.rating);
      if (data.ok) toast({ message: t('rating.thanks'), status: 'success' });
      else toast({ message: errorText(data.error ?? 'notification-error') ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const busy = fetcher.state !== 'idle';
  return (
    <div className="rating">
      <RatingSummaryLine average={summary.average} count={summary.count} />
      {refused ? (
        <p className="votes__error" role="alert">
          {refused}
        </p>
      ) : null}
      {own ? null : summary.mine !== null ? (
        <p className="rating__mine">{t('rating.mine', { stars: summary.mine })}</p>
      ) : !signedIn ? (
        <Link to={paths.login()} className="rating__sign-in">
          {t('rating.signIn')}
        </Link>
      ) : (
        <fetcher.Form method="post" action={action} className="rating__form" defaultShouldRevalidate={false}>
          <input type="hidden" name="intent" value={VOTE_INTENTS.rate} />
          <fieldset className="rating__choices">
            <legend className="rating__legend">{t('rating.legend')}</legend>
            {STARS.map((star) => (
              <span key={star} className="rating__choice">
                <input type="radio" id={`${formId}-${star}`} name="stars" value={star} required className="rating__input" />
                <label htmlFor={`${formId}-${star}`} className="rating__label">
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{t('rating.stars', { count: star })}</span>
                </label>
              </span>
            ))}
          </fieldset>
          <button type="submit" className={buttonClass('secondary', { small: true })} aria-disabled={busy || undefined} onClick={(event) => busy && event.preventDefault()}>
            {t('rating.submit')}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
