import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BannerStats, Locale, MyBanner } from '@gazeta/contract';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { BANNER_ID_FIELD, BANNER_INTENTS, BANNER_ORDER_FIELD } from '../banner-intents.ts';
import { awaitsPayment, canDelete, canEdit, PHASE_BADGE } from '../banner-state.ts';
import { BannerStatsView } from './banner-stats.tsx';
import { PopupTrigger } from '../../../components/popup-trigger.tsx';

interface ListProps {
  onEdit: (banner: MyBanner) => void;
  onDelete: (banner: MyBanner) => void;
}

function BannerItem({ banner, stats, onEdit, onDelete }: ListProps & { banner: MyBanner; stats: BannerStats | undefined }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const titleId = `banner-${banner.id}`;
  const approved = banner.status === 'approved';
  return (
    <article className="my-banner" aria-labelledby={titleId}>
      {/* The picture at its own proportions (150 × 600), small; the title beside it names it. */}
      <img className="my-banner__picture" src={banner.image.src} alt="" width={banner.image.width} height={banner.image.height} loading="lazy" decoding="async" />
      <div className="my-banner__body">
        <header className="my-banner__header">
          <h3 id={titleId} className="my-banner__title">
            {banner.title}
          </h3>
          <span className={`badge ${PHASE_BADGE[banner.phase]}`}>{t(`page.phase.${banner.phase}`)}</span>
        </header>
        <dl className="my-banner__facts">
          <div>
            <dt>{t('page.website')}</dt>
            <dd>
              <a href={banner.url} target="_blank" rel="noopener noreferrer nofollow">
                {banner.url}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('page.run')}</dt>
            <dd>
              {t('page.runDates', { from: formatDate(banner.starts_on, locale), until: formatDate(banner.ends_on, locale) })} · {t('page.weeks', { count: banner.weeks })}
            </dd>
          </div>
          <div>
            <dt>{t('page.price')}</dt>
            <dd>{formatMoney(banner.price_cents, locale)}</dd>
          </div>
        </dl>
        {banner.rejection_reason ? <p className="notice notice--error">{t('page.reason', { reason: banner.rejection_reason })}</p> : null}
        {approved ? (
          <p className="my-banner__totals" data-testid="banner-totals">
            {t('page.totals', { views: formatNumber(banner.impressions, locale), clicks: formatNumber(banner.clicks, locale) })}
          </p>
        ) : null}
        <div className="my-banner__actions">
          {awaitsPayment(banner) ? (
            // A plain form: paying goes on to the checkout page (a redirect), with or without JavaScript.
            <Form method="post" action={paths.profileBanners()}>
              <input type="hidden" name={BANNER_ID_FIELD} value={banner.id} />
              <input type="hidden" name={BANNER_ORDER_FIELD} value={banner.order_id} />
              <button type="submit" name="intent" value={BANNER_INTENTS.pay} className="button button--primary button--small">
                {t('page.pay', { amount: formatMoney(banner.price_cents, locale) })}
              </button>
            </Form>
          ) : null}
          {canEdit(banner) ? (
            <PopupTrigger to={paths.profileBanners({ edit: banner.id })} onOpen={() => onEdit(banner)} className="button button--secondary button--small">
              {t('page.edit')}
            </PopupTrigger>
          ) : null}
          {canDelete(banner) ? (
            <PopupTrigger to={paths.profileBanners({ delete: banner.id })} onOpen={() => onDelete(banner)} className="button button--danger button--small">
              {t('page.delete')}
            </PopupTrigger>
          ) : null}
        </div>
      </div>
      {stats ? <BannerStatsView stats={stats} title={banner.title} /> : null}
    </article>
  );
}

/** The owner's banners (spec §2 /profile/banners): each with its picture, run, price, state and what can be done with it. */
export function MyBanners({ data, stats, onEdit, onDelete }: ListProps & { data: MyBanner[]; stats: Record<number, BannerStats> }) {
  const { t } = useTranslation('banners');
  if (data.length === 0) return <p className="notice">{t('page.empty')}</p>;
  return (
    <ul className="my-banners">
      {data.map((banner) => (
        <li key={banner.id}>
          <BannerItem banner={banner} stats={stats[banner.id]} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
