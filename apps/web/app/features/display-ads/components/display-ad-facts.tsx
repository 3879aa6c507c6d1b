import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, MyDisplayAd } from '@gazeta/contract';
import type { Fact } from '../../../components/paid-item.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { AdSize } from './ad-size.tsx';
import { AdTerm } from './ad-term.tsx';

type FactsOf = Pick<MyDisplayAd, 'request_type' | 'units' | 'term' | 'issues' | 'editions' | 'publish_on' | 'price_cents'>;

/**
 * A display ad's facts, the same in the member's list and in staff's review: what is asked, the
 * size (in words, or as the caller draws it), the term, the editions, the first issue and the price.
 */
export function useDisplayAdFacts(ad: FactsOf, size?: { value: ReactNode; className: string }): Fact[] {
  const { t, i18n } = useTranslation('advertising');
  const locale = i18n.language as Locale;
  return [
    { term: t('page.requestType'), value: t(`requestType.${ad.request_type}`) },
    { term: t('page.size'), value: size?.value ?? <AdSize units={ad.units} />, ...(size ? { className: size.className } : {}) },
    { term: t('page.term'), value: <AdTerm term={ad.term} issues={ad.issues} /> },
    { term: t('page.editions'), value: ad.editions.map((edition) => edition.name).join(', ') },
    { term: t('page.publishOn'), value: formatDate(ad.publish_on, locale) },
    { term: t('page.price'), value: formatMoney(ad.price_cents, locale) },
  ];
}
