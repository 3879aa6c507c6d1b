import { useId, type ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, ModerationSocialRequest } from '@gazeta/contract';
import { ErrorMessage, FormAlert, FormStatus, useErrorText } from '../../../components/form.tsx';
import { RejectReason } from '../../../components/reject-reason.tsx';
import { Facts, ReviewHeader } from '../../../components/paid-item.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { linkField, SOCIAL_DECISIONS, SOCIAL_QUEUE_KIND, socialDecisionAnswer, type SocialDecisionResult } from '../social-intents.ts';
import { RequestPictures } from './request-pictures.tsx';
import { useSocialFacts } from './social-facts.tsx';

/** A paid request waiting to be posted, as staff see it: who sent it, the day, the networks, the text and pictures, then the decision. */
export function SocialReviewItem({ request, decision }: { request: ModerationSocialRequest; decision: ReactNode }) {
  const { t, i18n } = useTranslation('social');
  const locale = i18n.language as Locale;
  const titleId = `review-social-${request.id}`;
  const facts = useSocialFacts(request);
  return (
    <article className="moderation-item social-review" aria-labelledby={titleId}>
      <ReviewHeader id={titleId} title={t('review.title', { date: formatDate(request.publish_on, locale) })} by={t('review.by', { name: request.author.name })} at={request.created_at} atText={formatDate(request.created_at, locale)} />
      <Facts className="social-request__facts" facts={facts} />
      <p className="moderation-item__text social-request__text">{request.text}</p>
      <RequestPictures images={request.images} label={t('page.pictures')} alt={(n) => t('review.picture', { n })} />
      {decision}
    </article>
  );
}

/**
 * Staff's decision on a paid request (decision 034): "published", with the link of the post on
 * each of its networks (all required, https://…), or rejected with a reason (refunded). A plain
 * form: it works without JavaScript; with it, a toast says what was done and the queue reloads.
 */
export function SocialDecisionForm({ request }: { request: ModerationSocialRequest }) {
  const { t } = useTranslation('social');
  const errorText = useErrorText();
  const fetcher = useFetcher<SocialDecisionResult>();
  const uid = useId();
  const actionData = useActionData();
  const busy = fetcher.state !== 'idle';
  const mine = (result: SocialDecisionResult | undefined) => (result && result.id === request.id ? result : undefined);
  const result = mine(fetcher.data) ?? mine(socialDecisionAnswer(actionData));
  const fieldCode = (field: string) => (result && !result.ok ? result.fields?.[field] : undefined);
  const typed = (field: string) => (result && !result.ok ? (result.values?.[field] ?? '') : '');
  const done = (intent: string) => (intent === SOCIAL_DECISIONS.publish ? t('review.published') : t('review.rejected'));
  const formError = result && !result.ok && Object.keys(result.fields ?? {}).length === 0 ? errorText(result.error) : undefined;

  useFetcherSettled(
    fetcher,
    (data) => {
      if (data.ok) toast({ message: done(data.intent), status: 'success' });
      else toast({ message: errorText(data.error) ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const stop = (event: { preventDefault: () => void }) => busy && event.preventDefault();

  return (
    <fetcher.Form method="post" className="decision social-decision" noValidate>
      <input type="hidden" name="kind" value={SOCIAL_QUEUE_KIND} />
      <input type="hidden" name="id" value={request.id} />
      {!fetcher.data && result?.ok ? <FormStatus>{done(result.intent)}</FormStatus> : null}
      {!fetcher.data ? <FormAlert>{formError}</FormAlert> : null}
      <fieldset className="social-decision__publish">
        <legend className="field__label">{t('review.links')}</legend>
        {request.networks.map((network) => {
          const id = `${uid}-${network}`;
          const code = fieldCode(`links.${network}`);
          const message = code ? errorText(code) : undefined;
          return (
            <div key={network} className={`field${message ? ' field--invalid' : ''}`}>
              <label htmlFor={id} className="field__label">
                {t('review.link', { network: t(`networks.${network}`) })}
              </label>
              <p id={`${id}-hint`} className="field__hint">
                {t('review.linkHint')}
              </p>
              {message ? <ErrorMessage id={`${id}-error`}>{message}</ErrorMessage> : null}
              <input
                id={id}
                name={linkField(network)}
                className="field__input"
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="off"
                defaultValue={typed(linkField(network))}
                aria-invalid={message ? true : undefined}
                aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
              />
            </div>
          );
        })}
        <div>
          <button type="submit" name="intent" value={SOCIAL_DECISIONS.publish} className="button button--success" aria-disabled={busy || undefined} onClick={stop}>
            {t('review.publish')}
          </button>
        </div>
      </fieldset>
      <RejectReason
        id={`${uid}-reason`}
        label={t('review.reason')}
        hint={t('review.reasonHint')}
        error={fieldCode('reason') ? errorText(fieldCode('reason')) : undefined}
        defaultValue={typed('reason')}
        intent={SOCIAL_DECISIONS.reject}
        submit={t('review.reject')}
        busy={busy}
      />
    </fetcher.Form>
  );
}
