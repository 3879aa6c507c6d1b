import { useTranslation } from 'react-i18next';
import type { Locale, MyBanner } from '@gazeta/contract';
import { Facts } from '../../../components/paid-item.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** A banner's facts, the same in the owner's list and in staff's review: where it leads, its run and its price. */
export function BannerFacts({ banner }: { banner: Pick<MyBanner, 'url' | 'starts_on' | 'ends_on' | 'weeks' | 'price_cents'> }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const website = (
    <a href={banner.url} target="_blank" rel="noopener noreferrer nofollow">
      {banner.url}
    </a>
  );
  const run = `${t('page.runDates', { from: formatDate(banner.starts_on, locale), until: formatDate(banner.ends_on, locale) })} · ${t('page.weeks', { count: banner.weeks })}`;
  return (
    <Facts
      className="my-banner__facts"
      facts={[
        { term: t('page.website'), value: website },
        { term: t('page.run'), value: run },
        { term: t('page.price'), value: formatMoney(banner.price_cents, locale) },
      ]}
    />
  );
}
