import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MyPrintSubscription } from '@gazeta/contract';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { canDelete, canPay, canRenew, endsWithin, PHASE_BADGE } from '../subscription-terms.ts';
import { SUBSCRIPTION_INTENTS, SUBSCRIPTION_ORDER_FIELD } from '../subscription-intents.ts';

/** When the paper comes, in the reader's language and Chicago's calendar: "Delivered until 18 February 2027". */
function Delivery({ term, locale }: { term: MyPrintSubscription; locale: Locale }) {
  const { t } = useTranslation('subscriptions');
  const from = term.starts_on ? formatDate(term.starts_on, locale) : '';
  const until = term.ends_on ? formatDate(term.ends_on, locale) : '';
  if (term.phase === 'awaiting_payment' || term.phase === 'cancelled' || !from || !until) return <>{t(`term.dates.${term.phase === 'cancelled' ? 'cancelled' : 'awaiting_payment'}`)}</>;
  return (
    <>
      <strong>{t(`term.dates.${term.phase}`, { from, until })}</strong>
      {term.phase === 'scheduled' ? null : <span className="print-term__since"> ({t('term.since', { from })})</span>}
    </>
  );
}

function TermCard({ term, today }: { term: MyPrintSubscription; today: string }) {
  const { t, i18n } = useTranslation('subscriptions');
  const locale = i18n.language as Locale;
  const titleId = `print-term-${term.id}`;
  const left = endsWithin(term, today);
  return (
    <article className="print-term" aria-labelledby={titleId}>
      <header className="print-term__header">
        <h3 id={titleId} className="print-term__title">
          {term.first_name} {term.last_name}
        </h3>
        <span className={`badge ${PHASE_BADGE[term.phase]}`}>{t(`term.phase.${term.phase}`)}</span>
      </header>
      <dl className="print-term__facts">
        <div>
          <dt>{t('term.address')}</dt>
          <dd>
            {term.address}
            {term.address2 ? (
              <>
                <br />
                {term.address2}
              </>
            ) : null}
            <br />
            {term.city}, {term.state} {term.zip}
          </dd>
        </div>
        <div>
          <dt>{t('term.term')}</dt>
          <dd>
            {t('term.months', { count: term.months })} · {formatMoney(term.price_cents, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('term.delivery')}</dt>
          <dd data-testid="subscription-delivery">
            <Delivery term={term} locale={locale} />
          </dd>
        </div>
      </dl>
      {left === null ? null : <p className="notice print-term__ending">{left === 0 ? t('term.endsToday') : t('term.endsIn', { count: left })}</p>}
      {term.status === 'paid' && term.renewed ? <p className="print-term__renewed">{t('term.renewed')}</p> : null}
      {canPay(term) || canRenew(term) || canDelete(term) ? (
        <div className="print-term__actions">
          {canPay(term) ? (
            // A plain form: paying goes on to the checkout page (a redirect).
            <Form method="post" action={paths.profileSubscribe()}>
              <input type="hidden" name={SUBSCRIPTION_ORDER_FIELD} value={term.order_id ?? ''} />
              <button type="submit" name="intent" value={SUBSCRIPTION_INTENTS.pay} className="button button--primary" aria-describedby={titleId}>
                {t('term.pay', { amount: formatMoney(term.price_cents, locale) })}
              </button>
            </Form>
          ) : null}
          {canRenew(term) ? (
            // The renewal's own address: the pop-up once JavaScript runs, in the page before.
            <Link to={paths.profileSubscribe({ renew: term.id })} className="button button--primary" aria-describedby={titleId} preventScrollReset>
              {t('term.renew')}
            </Link>
          ) : null}
          {canDelete(term) ? (
            <Link to={paths.profileSubscribe({ delete: term.id })} className="button button--danger" aria-describedby={titleId} preventScrollReset>
              {t('term.delete')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The member's terms (newest first), each with its address, term, price, phase, delivery days and what can be done with it. */
export function MySubscriptions({ data, today }: { data: readonly MyPrintSubscription[]; today: string }) {
  return (
    <ul className="print-terms">
      {data.map((term) => (
        <li key={term.id}>
          <TermCard term={term} today={today} />
        </li>
      ))}
    </ul>
  );
}
