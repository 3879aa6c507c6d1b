import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFIED_LIMITS,
  MY_CLASSIFIED_GROUPS,
  type ClassifiedStatus,
  type Locale,
  type MyClassified,
  type MyClassifiedsResponse,
} from '@gazeta/contract';
import { useErrorText } from '../../../components/form.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PopupTrigger } from '../../../components/popup-trigger.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { CLASSIFIED_ID_FIELD, CLASSIFIED_INTENTS, type ClassifiedActionResult } from '../classified-intents.ts';

/** A state's tone beside its words (never colour alone). */
const STATUS_TONE: Record<ClassifiedStatus, string> = {
  draft: 'badge--draft',
  awaiting_payment: 'badge--warn',
  awaiting_review: 'badge--warn',
  scheduled: 'badge--ok',
  running: 'badge--ok',
  expired: 'badge--muted',
  rejected: 'badge--error',
};

/** One write of the list (pay, prolong), said in a toast when it is done. */
function useListWrite(done: string | ((result: ClassifiedActionResult) => string)) {
  const fetcher = useFetcher<ClassifiedActionResult>();
  const errorText = useErrorText();
  useFetcherSettled(
    fetcher,
    (result) => {
      const said = typeof done === 'function' ? done(result) : done;
      toast({ message: result.ok ? said || (errorText(result.code) ?? '') : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' });
    },
    { atAnswer: true },
  );
  return fetcher;
}

function ProlongDialog({ ad, onClose }: { ad: MyClassified; onClose: () => void }) {
  const { t, i18n } = useTranslation('placing');
  const [issues, setIssues] = useState('1');
  const fetcher = useListWrite(t('page.prolonged'));
  // A paid ad's run is priced as one, at the prices it was quoted at (decision 048): so many more issues cost so many more of its own.
  const quote = { totalCents: ad.issues > 0 ? (ad.price_cents / ad.issues) * (Number(issues) || 0) : 0 };
  useFetcherSettled(fetcher, (result) => result.ok && onClose());
  return (
    <Modal open onClose={onClose} title={t('page.prolongTitle', { title: ad.title })}>
      <fetcher.Form method="post" className="classified-prolong">
        <p>{t('page.prolongLead')}</p>
        <input type="hidden" name={CLASSIFIED_ID_FIELD} value={ad.id} />
        <div className="field">
          <label htmlFor={`prolong-${ad.id}`} className="field__label">
            {t('page.prolongIssues')}
          </label>
          <input
            id={`prolong-${ad.id}`}
            name="issues"
            className="field__input classified-form__number"
            type="number"
            min={CLASSIFIED_LIMITS.issuesMin}
            max={CLASSIFIED_LIMITS.issuesMax}
            value={issues}
            onChange={(e) => setIssues(e.target.value === '' ? '' : String(Math.min(CLASSIFIED_LIMITS.issuesMax, Math.max(CLASSIFIED_LIMITS.issuesMin, Math.trunc(Number(e.target.value)) || 1))))}
          />
        </div>
        <p>{t('page.prolongPrice', { amount: formatMoney(quote.totalCents, i18n.language as Locale) })}</p>
        <div className="modal__actions">
          <button type="submit" name="intent" value={CLASSIFIED_INTENTS.prolong} className="button button--primary">
            {t('page.prolongSubmit')}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/** What the list opens about one ad: its form and its deletion's question (each at its own address, usePopupAddress). */
interface AdPopups {
  onEdit: (ad: MyClassified) => void;
  onDelete: (ad: MyClassified) => void;
}

function AdCard({ ad, schedule, onEdit, onDelete, prolongOpen }: { ad: MyClassified; schedule: MyClassifiedsResponse['schedule']; prolongOpen: boolean } & AdPopups) {
  const { t, i18n } = useTranslation('placing');
  const locale = i18n.language as Locale;
  const [prolong, setProlong] = useState(prolongOpen);
  const pay = useListWrite('');
  const editionName = (slug: string) => {
    const edition = schedule.editions.find((e) => e.slug === slug);
    return edition ? (locale === 'ru' ? edition.name_ru : edition.name_en) : slug;
  };
  const titleId = `classified-${ad.id}`;
  return (
    <article className="my-ad" aria-labelledby={titleId}>
      <header className="my-ad__header">
        <h3 id={titleId} className="my-ad__title">
          {ad.title}
        </h3>
        <span className={`badge ${STATUS_TONE[ad.status]}`}>{t(`page.status.${ad.status}`)}</span>
      </header>
      <p className="my-ad__text">{ad.text}</p>
      <p className="muted">
        {t(`classifieds:sections.${ad.section}`)} · {t('page.runs', { from: formatDate(ad.publish_date, locale), until: formatDate(ad.valid_until, locale) })}
      </p>
      {ad.rejection_reason ? <p className="notice notice--error">{t('page.reason', { reason: ad.rejection_reason })}</p> : null}
      <div className="my-ad__issues">
        <h4 className="my-ad__subtitle">{t('page.issues')}</h4>
        {ad.bookings.length > 0 ? (
          <ul className="my-ad__bookings">
            {ad.bookings.map((booking) => {
              const issue = `${editionName(booking.edition)}: ${formatDate(booking.date, locale)}`;
              return (
                <li key={booking.issue_id} className={booking.held ? 'my-ad__booking--held' : undefined}>
                  {booking.held ? t('page.held', { issue, deadline: formatDateTime(booking.deadline_at, locale) }) : issue}
                </li>
              );
            })}
          </ul>
        ) : ad.issues_to_rebook === 0 ? (
          <p className="muted">{t('page.noIssues')}</p>
        ) : null}
        {ad.issues_to_rebook > 0 && ad.due_cents > 0 ? <p className="notice">{t('page.lapsed', { count: ad.issues_to_rebook })}</p> : null}
      </div>
      <p>
        {t('page.price')}: <strong>{formatMoney(ad.price_cents, locale)}</strong> · {t('page.paid')}: {formatMoney(ad.paid_cents, locale)}
        {ad.refunded_cents > 0 ? ` · ${t('page.refunded')}: ${formatMoney(ad.refunded_cents, locale)}` : null}
        {ad.due_cents > 0 ? <strong className="my-ad__due"> · {t('page.due', { amount: formatMoney(ad.due_cents, locale) })}</strong> : null}
      </p>
      <div className="my-ad__actions">
        {ad.actions.includes('edit') ? (
          <PopupTrigger to={paths.profileClassifieds({ edit: ad.id })} onOpen={() => onEdit(ad)} className="button button--secondary button--small">
            {t('page.edit')}
          </PopupTrigger>
        ) : null}
        {ad.can_prolong ? (
          <button type="button" className="button button--secondary button--small" onClick={() => setProlong(true)}>
            {t('page.prolong')}
          </button>
        ) : null}
        {ad.due_cents > 0 ? (
          <pay.Form method="post">
            <input type="hidden" name={CLASSIFIED_ID_FIELD} value={ad.id} />
            <button type="submit" name="intent" value={CLASSIFIED_INTENTS.pay} className="button button--primary button--small">
              {ad.order_id ? t('page.payOrder', { id: ad.order_id }) : t('page.pay')}
            </button>
          </pay.Form>
        ) : null}
        {ad.actions.includes('delete') ? (
          <PopupTrigger to={paths.profileClassifieds({ delete: ad.id })} onOpen={() => onDelete(ad)} className="button button--danger button--small">
            {t('page.delete')}
          </PopupTrigger>
        ) : null}
      </div>
      {prolong ? <ProlongDialog ad={ad} onClose={() => setProlong(false)} /> : null}
    </article>
  );
}

/** The owner's ads grouped by state (spec §2 /profile/classifields), each with its issues and what can be done with it. */
export function MyClassifieds({ data, schedule, onEdit, onDelete, prolongId }: { data: MyClassified[]; schedule: MyClassifiedsResponse['schedule']; prolongId: number | null } & AdPopups) {
  const { t } = useTranslation('placing');
  if (data.length === 0) return <p className="notice">{t('page.empty')}</p>;
  return (
    <>
      {MY_CLASSIFIED_GROUPS.map((status) => {
        const ads = data.filter((ad) => ad.status === status);
        if (ads.length === 0) return null;
        return (
          <section key={status} className="my-ads__group" aria-labelledby={`group-${status}`}>
            <h2 id={`group-${status}`} className="my-ads__heading">
              {t(`page.groups.${status}`)} ({ads.length})
            </h2>
            <ul className="my-ads__list">
              {ads.map((ad) => (
                <li key={ad.id}>
                  <AdCard ad={ad} schedule={schedule} onEdit={onEdit} onDelete={onDelete} prolongOpen={prolongId === ad.id} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
