import { useTranslation } from 'react-i18next';
import { AD_RATES_USD, AD_TERMS, AD_UNIT_FRACTION, AD_UNITS, SITE } from '@gazeta/contract';

/** The full advertising rate card of spec §9. */
export function RatesTable() {
  const { t } = useTranslation('layout');
  return (
    <div className="rates">
      <p>{t('popups.rates.intro')}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('popups.rates.caption')}>
        <table className="rates__table">
          <caption className="visually-hidden">{t('popups.rates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('popups.rates.units')}</th>
              {AD_TERMS.map((term) => (
                <th key={term} scope="col">
                  {t(`popups.rates.term.${term}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AD_UNITS.map((units) => (
              <tr key={units}>
                <th scope="row">
                  {units === 32
                    ? t('popups.rates.fullPage', { count: units })
                    : t('popups.rates.unitsValue', { count: units, fraction: AD_UNIT_FRACTION[units] })}
                </th>
                {AD_TERMS.map((term) => (
                  <td key={term}>{t('popups.rates.price', { price: AD_RATES_USD[units][term] })}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('popups.rates.classifieds')}</p>
      <p>{t('popups.rates.contact', { phone: SITE.phone, email: SITE.email })}</p>
    </div>
  );
}
