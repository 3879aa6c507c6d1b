import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import type { Fact } from '../../../components/paid-item.tsx';
import { formatMoney } from '../../../lib/format.ts';

/** A social request's facts, the same in the member's list and in staff's review: its networks and its price. */
export function useSocialFacts(request: Pick<MySocialRequest, 'networks' | 'price_cents'>): Fact[] {
  const { t, i18n } = useTranslation('social');
  return [
    { term: t('page.networks'), value: request.networks.map((network) => t(`networks.${network}`)).join(', ') },
    { term: t('page.price'), value: formatMoney(request.price_cents, i18n.language as Locale) },
  ];
}
