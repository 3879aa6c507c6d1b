import { useTranslation } from 'react-i18next';
import { isAdUnits, type Locale } from '@gazeta/contract';
import { formatInches, fractionText } from '../display-ad-format.ts';

/** A size as its owner and staff read it: its part of a page, its units and its inches. */
export function AdSize({ units }: { units: number }) {
  const { t, i18n } = useTranslation('advertising');
  if (!isAdUnits(units)) return <>{t('size.units', { count: units })}</>;
  const name = fractionText(units);
  return (
    <>
      {t(name.key, { fraction: name.fraction })} · {t('size.units', { count: units })} · <span className="nowrap">{formatInches(units, i18n.language as Locale)}</span>
    </>
  );
}
