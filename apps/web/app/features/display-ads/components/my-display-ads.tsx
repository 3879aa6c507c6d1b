import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, isAdUnits, type Locale, type MyDisplayAd } from '@gazeta/contract';
import { Facts, ItemActions, ItemHeading, ItemList } from '../../../components/paid-item.tsx';
import { formatDate, formatDayShort, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { DISPLAY_AD_ID_FIELD, DISPLAY_AD_INTENTS, DISPLAY_AD_ORDER_FIELD } from '../display-ad-intents.ts';
import { awaitsPayment, canDelete, PHASE_BADGE, phaseOf, totalIssues } from '../display-ad-state.ts';
import { DisplayAdPictures } from './display-ad-pictures.tsx';
import { useDisplayAdFacts } from './display-ad-facts.tsx';
import { PageDiagram } from './page-diagram.tsx';

/**
 * The issues booked in each edition: each one out on its own line with its tear sheet (the
 * archive's PDF of the issue) and the archive's page that lists it; those to come on one line.
 */
export function AdRuns({ ad, today }: { ad: Pick<MyDisplayAd, 'id' | 'runs'>; today: string }) {
  const { t, i18n } = useTranslation('advertising');
  const locale = i18n.language as Locale;
  if (ad.runs.length === 0) return null;
  const headingId = `display-ad-${ad.id}-runs`;
  return (
    <section className="display-ad__runs" aria-labelledby={headingId}>
      <h4 id={headingId} className="display-ad__runs-heading">
        {t('page.issues')}
      </h4>
      {ad.runs.map((run) => {
        const printed = run.issues.filter((issue) => issue.archive !== null || issue.date < today);
        const coming = run.issues.filter((issue) => issue.archive === null && issue.date >= today);
        return (
          <div key={run.edition.slug} className="display-ad__edition">
            <h5 className="display-ad__edition-name">{run.edition.name}</h5>
            {printed.length > 0 ? (
              <ul className="display-ad__issues">
                {printed.map((issue) => {
                  const date = formatDate(issue.date, locale);
                  return (
                    <li key={issue.date} className="display-ad__issue">
                      <time dateTime={issue.date}>{date}</time>
                      {issue.archive ? (
                        <span className="display-ad__sheet">
                          <a href={issue.archive.pdf_url} target="_blank" rel="noopener" aria-label={t('page.tearSheetLabel', { number: issue.archive.number, date })}>
                            {t('page.tearSheet', { number: issue.archive.number })}
                          </a>
                          <Link to={paths.page(paths.archive(), issue.archive.page)} aria-label={t('page.archivePageLabel', { number: issue.archive.number })}>
                            {t('page.archivePage')}
                          </Link>
                        </span>
                      ) : (
                        <span className="muted">{t('page.issuePrinting')}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {coming.length > 0 ? (
              <p className="display-ad__coming">
                {t('page.coming', { count: coming.length })}{' '}
                {coming.map((issue, i) => (
                  <span key={issue.date}>
                    <time dateTime={issue.date} className="nowrap">
                      {formatDayShort(issue.date, locale)}
                    </time>
                    {i < coming.length - 1 ? ', ' : ''}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

function DisplayAdItem({ ad, today, onDelete }: { ad: MyDisplayAd; today: string; onDelete: (ad: MyDisplayAd) => void }) {
  const { t, i18n } = useTranslation('advertising');
  const locale = i18n.language as Locale;
  const facts = useDisplayAdFacts(ad);
  const titleId = `display-ad-${ad.id}`;
  const phase = phaseOf(ad);
  return (
    <article className="display-ad" aria-labelledby={titleId}>
      <header className="display-ad__header">
        {/* Its size drawn on a page, small: the facts below say it in words. */}
        <PageDiagram units={isAdUnits(ad.units) ? ad.units : null} className="display-ad__page" />
        <div className="display-ad__heading">
          <ItemHeading id={titleId} className="display-ad" title={ad.item} badge={PHASE_BADGE[phase]} state={t(`page.phase.${phase}`)} />
        </div>
      </header>
      <div className="display-ad__body">
        <Facts className="display-ad__facts" facts={facts} />
        {ad.status === 'approved' ? (
          <p className="display-ad__booked" data-testid="display-ad-booked">
            {t('page.booked', { booked: ad.booked, count: totalIssues(ad) })} {ad.out > 0 ? t('page.out', { count: ad.out }) : null}
          </p>
        ) : null}
        {phase === 'awaiting_review' ? <p className="display-ad__note">{t('page.reviewNote')}</p> : null}
        {ad.rejection_reason ? <p className="notice notice--error">{t('page.reason', { reason: ad.rejection_reason })}</p> : null}
        <AdRuns ad={ad} today={today} />
        <details className="display-ad__sent">
          <summary>{t('page.sent')}</summary>
          <div className="display-ad__sent-body">
            <p className="display-ad__message">{ad.message}</p>
            <p className="muted">
              {ad.email} · <span className="nowrap">{formatPhone(ad.phone)}</span>
            </p>
            <DisplayAdPictures ad={ad} className="display-ad__pictures" sizes="8rem" />
          </div>
        </details>
        <ItemActions
          className="display-ad__actions"
          pay={
            awaitsPayment(ad)
              ? { action: HERE, intent: DISPLAY_AD_INTENTS.pay, fields: { [DISPLAY_AD_ID_FIELD]: ad.id, [DISPLAY_AD_ORDER_FIELD]: ad.order_id }, label: t('page.pay', { amount: formatMoney(ad.price_cents, locale) }) }
              : null
          }
          remove={canDelete(ad) ? { to: paths.profileAdvertising({ delete: ad.id }), onOpen: () => onDelete(ad), label: t('page.delete') } : null}
        />
      </div>
    </article>
  );
}

const HERE = paths.profileAdvertising();

/** The member's display ads (spec §2 /profile/advertising): each with its size, term, editions, price, state, issues and tear sheets. */
export function MyDisplayAds({ data, today, onDelete }: { data: MyDisplayAd[]; today: string; onDelete: (ad: MyDisplayAd) => void }) {
  const { t } = useTranslation('advertising');
  return (
    <ItemList className="display-ads" items={data} empty={t('page.empty')}>
      {(ad) => <DisplayAdItem ad={ad} today={today} onDelete={onDelete} />}
    </ItemList>
  );
}
