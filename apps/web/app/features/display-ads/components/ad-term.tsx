import { useTranslation } from 'react-i18next';
import type { AdTerm as Term } from '@gazeta/contract';
import { termKey } from '../display-ad-format.ts';

/** A term as its owner and staff read it: the rate card's weeks, or the open rate with its issues. */
export function AdTerm({ term, issues }: { term: Term; issues: number }) {
  const { t } = useTranslation('advertising');
  return <>{term === 'open' ? t('page.termOpen', { count: issues }) : t(termKey(term))}</>;
}
