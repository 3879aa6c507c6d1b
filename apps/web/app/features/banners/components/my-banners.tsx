import { useTranslation } from 'react-i18next';
import type { BannerStats, Locale, MyBanner } from '@gazeta/contract';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { BANNER_ID_FIELD, BANNER_INTENTS, BANNER_ORDER_FIELD } from '../banner-intents.ts';
import { awaitsPayment, canDelete, canEdit, PHASE_BADGE } from '../banner-state.ts';
import { BannerStatsView } from './banner-stats.tsx';
import { ItemActions, ItemHeading, ItemList } from '../../../components/paid-item.tsx';
import { BannerFacts } from './banner-facts.tsx';

interface ListProps {
  onEdit: (banner: MyBanner) => void;
  onDelete: (banner: MyBanner) => void;
}

function BannerItem({ banner, stats, onEdit, onDelete }: ListProps & { banner: MyBanner; stats: BannerStats | undefined }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const titleId = `banner-${banner.id}`;
  return (
    <article className="my-banner" aria-labelledby={titleId}>
      {/* The picture at its own proportions (150 × 600), small; the title beside it names it. */}
      <img className="my-banner__picture" src={banner.image.src} alt="" width={banner.image.width} height={banner.image.height} loading="lazy" decoding="async" />
      <div className="my-banner__body">
        <header className="my-banner__header">
          <ItemHeading id={titleId} className="my-banner" title={banner.title} badge={PHASE_BADGE[banner.phase]} state={t(`page.phase.${banner.phase}`)} />
        </header>
        <BannerFacts banner={banner} />
        {banner.rejection_reason ? <p className="notice notice--error">{t('page.reason', { reason: banner.rejection_reason })}</p> : null}
        {banner.status === 'approved' ? (
          <p className="my-banner__totals" data-testid="banner-totals">
            {t('page.totals', { views: formatNumber(banner.impressions, locale), clicks: formatNumber(banner.clicks, locale) })}
          </p>
        ) : null}
        <ItemActions
          className="my-banner__actions"
          pay={
            awaitsPayment(banner)
              ? { action: HERE, intent: BANNER_INTENTS.pay, fields: { [BANNER_ID_FIELD]: banner.id, [BANNER_ORDER_FIELD]: banner.order_id }, label: t('page.pay', { amount: formatMoney(banner.price_cents, locale) }) }
              : null
          }
          edit={canEdit(banner) ? { to: paths.profileBanners({ edit: banner.id }), onOpen: () => onEdit(banner), label: t('page.edit') } : null}
          remove={canDelete(banner) ? { to: paths.profileBanners({ delete: banner.id }), onOpen: () => onDelete(banner), label: t('page.delete') } : null}
        />
      </div>
      {stats ? <BannerStatsView stats={stats} title={banner.title} /> : null}
    </article>
  );
}

const HERE = paths.profileBanners();

/** The owner's banners (spec §2 /profile/banners): each with its picture, run, price, state and what can be done with it. */
export function MyBanners({ data, stats, onEdit, onDelete }: ListProps & { data: MyBanner[]; stats: Record<number, BannerStats> }) {
  const { t } = useTranslation('banners');
  return (
    <ItemList className="my-banners" items={data} empty={t('page.empty')}>
      {(banner) => <BannerItem banner={banner} stats={stats[banner.id]} onEdit={onEdit} onDelete={onDelete} />}
    </ItemList>
  );
}
