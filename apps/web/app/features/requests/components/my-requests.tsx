import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MemberRequest } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { requestNextStep, STATE_TONE } from '../request-links.ts';

/**
 * The member's requests of every kind with their states (issue #16), on the profile: what to pay,
 * what the newsroom has, what runs. Each leads to its own page (or to its order while it owes).
 */
export function MyRequests({ requests }: { requests: MemberRequest[] }) {
  const { t, i18n } = useTranslation('pages');
  const locale = i18n.language as Locale;
  return (
    <section className="panel my-requests" aria-labelledby="my-requests">
      <h2 id="my-requests" className="panel__title">
        {t('profile.requests.title')}
      </h2>
      {requests.length === 0 ? (
        <p className="muted">{t('profile.requests.none')}</p>
      ) : (
        <ul className="my-requests__list">
          {requests.map((request) => {
            const dates = request.starts_on
              ? request.ends_on && request.ends_on !== request.starts_on
                ? `${formatDate(request.starts_on, locale)} – ${formatDate(request.ends_on, locale)}`
                : formatDate(request.starts_on, locale)
              : null;
            return (
              <li key={`${request.kind}-${request.id}`} className="my-requests__item">
                <p className="my-requests__kind">{t(`profile.requests.kinds.${request.kind}`)}</p>
                <p className="my-requests__title">
                  <Link to={requestNextStep(request)}>{request.title}</Link>
                </p>
                <p className="my-requests__meta">
                  <span className={`badge badge--${STATE_TONE[request.state]}`}>{t(`profile.requests.states.${request.state}`)}</span>
                  {dates ? <span suppressHydrationWarning>{dates}</span> : null}
                  <span>{formatMoney(request.price_cents, locale)}</span>
                </p>
                {request.order_id === null ? null : (
                  <Link to={requestNextStep(request)} className="button button--small my-requests__pay">
                    {t('profile.requests.pay')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
