import { Form, Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MyBusiness } from '@gazeta/contract';
import { useErrorText } from '../../../components/form.tsx';
import { PopupTrigger } from '../../../components/popup-trigger.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { BUSINESS_ID_FIELD, BUSINESS_INTENTS, type BusinessActionResult } from '../business-intents.ts';

/** One write of the list (switch on or off), said in a toast when it is done. */
function useListWrite(done: (result: BusinessActionResult) => string) {
  const fetcher = useFetcher<BusinessActionResult>();
  const errorText = useErrorText();
  useFetcherSettled(fetcher, (result) => toast({ message: result.ok ? done(result) : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' }), { atAnswer: true });
  return fetcher;
}

/** A deal's Y-m-d H:i:s (Chicago's wall clock) as the page writes a moment: 19 ноября 2026 г., 08:00. */
const wallTime = (moment: string, locale: Locale) => `${formatDate(moment.slice(0, 10), locale)}, ${moment.slice(11, 16)}`;

const statusBadge = (business: MyBusiness) => (business.status === 'approved' ? (business.active ? 'badge--ok' : 'badge--muted') : business.status === 'rejected' ? 'badge--error' : 'badge--warn');

/** What the list opens about one listing: its form and its deletion's question (each at its own address, usePopupAddress). */
interface BusinessPopups {
  onEdit: (business: MyBusiness) => void;
  onDelete: (business: MyBusiness) => void;
}

function BusinessItem({ business, onEdit, onDelete }: { business: MyBusiness } & BusinessPopups) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const active = useListWrite((result) => t(result.code === 'activated' ? 'profile.activated' : 'profile.deactivated'));
  const titleId = `business-${business.id}`;
  const deal = business.hot_deal;
  return (
    <article className="my-ad my-business" aria-labelledby={titleId}>
      <header className="my-ad__header">
        {business.logo ? <img className="my-business__logo" src={business.logo.src} alt="" width={56} height={56} /> : null}
        <h3 id={titleId} className="my-ad__title">
          {business.name}
        </h3>
        <span className={`badge ${statusBadge(business)}`}>{business.status === 'approved' && !business.active ? t('profile.inactive') : t(`profile.status.${business.status}`)}</span>
      </header>
      <p className="muted">
        {business.categories.map((slug) => t(`categories.${slug}`)).join(' · ')} · {business.address}, {business.city}
      </p>
      {business.rejection_reason ? <p className="notice notice--error">{t('profile.reason', { reason: business.rejection_reason })}</p> : null}
      {deal ? (
        <div className="my-business__deal">
          <p>
            <strong>{t('profile.deal', { text: deal.text })}</strong>
            <br />
            {t('profile.dealDates', { from: wallTime(deal.starts, locale), until: wallTime(deal.ends, locale) })} ·{' '}
            {deal.ended ? t('profile.dealEnded') : deal.paid ? t('profile.dealPaid') : t('profile.dealDue', { amount: formatMoney(deal.due_cents, locale) })}
          </p>
        </div>
      ) : null}
      <div className="my-ad__actions">
        {business.actions.includes('edit') ? (
          <PopupTrigger to={paths.profileBusiness({ edit: business.id })} onOpen={() => onEdit(business)} className="button button--secondary button--small">
            {t('profile.edit')}
          </PopupTrigger>
        ) : null}
        <Link to={paths.business(business.id)} className="button button--secondary button--small">
          {t('profile.view')}
        </Link>
        {deal && deal.due_cents > 0 && !deal.ended ? (
          // A plain form: paying goes on to the checkout page (a redirect), not a fetcher's answer.
          <Form method="post">
            <input type="hidden" name={BUSINESS_ID_FIELD} value={business.id} />
            <button type="submit" name="intent" value={BUSINESS_INTENTS.pay} className="button button--primary button--small">
              {t('profile.pay', { amount: formatMoney(deal.due_cents, locale) })}
            </button>
          </Form>
        ) : null}
        <active.Form method="post">
          <input type="hidden" name={BUSINESS_ID_FIELD} value={business.id} />
          <input type="hidden" name="active" value={business.active ? '0' : '1'} />
          <button type="submit" name="intent" value={BUSINESS_INTENTS.active} className="button button--secondary button--small">
            {business.active ? t('profile.deactivate') : t('profile.activate')}
          </button>
        </active.Form>
        {business.actions.includes('delete') ? (
          <PopupTrigger to={paths.profileBusiness({ delete: business.id })} onOpen={() => onDelete(business)} className="button button--danger button--small">
            {t('profile.delete')}
          </PopupTrigger>
        ) : null}
      </div>
    </article>
  );
}

/** The owner's listings (spec §2 /profile/business), each with its state, hot deal and what can be done with it. */
export function MyBusinesses({ data, onEdit, onDelete }: { data: MyBusiness[] } & BusinessPopups) {
  const { t } = useTranslation('businesses');
  if (data.length === 0) return <p className="notice">{t('profile.empty')}</p>;
  return (
    <ul className="my-ads__list">
      {data.map((business) => (
        <li key={business.id}>
          <BusinessItem business={business} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
