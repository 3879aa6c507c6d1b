import { Trans, useTranslation } from 'react-i18next';
import { AD_RATES_USD, AD_TERMS, AD_UNIT_FRACTION, AD_UNITS, BANNER_PRICING, BANNER_SIZE, SITE, type Locale } from '@gazeta/contract';
import { formatMoney } from '../lib/format.ts';

/**
 * The full advertising rate card of spec §9, and the prices the spec leaves out (banners, issue #16). On a phone the table scrolls sideways inside its
 * box with the sizes held in place (a sticky first column), and a line says it scrolls; the
 * phone number and the address are links a phone can call or write to.
 */
export function RatesTable() {
  const { t, i18n } = useTranslation('layout');
  return (
    <div className="rates">
      <p>{t('popups.rates.intro')}</p>
      <p className="rates__hint" aria-hidden="true">
        {t('popups.rates.scrollHint')}
      </p>
      <div className="rates__frame">
        <div className="table-scroll rates__scroll" tabIndex={0} role="region" aria-label={t('popups.rates.caption')}>
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
      </div>
      <p>{t('popups.rates.classifieds')}</p>
      <p>
        {t('popups.rates.banners', {
          price: formatMoney(BANNER_PRICING.perWeekCents, i18n.language as Locale),
          width: BANNER_SIZE.width,
          height: BANNER_SIZE.height,
          min: BANNER_PRICING.minWeeks,
          max: BANNER_PRICING.maxWeeks,
        })}
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="popups.rates.contact"
          values={{ phone: SITE.phone, email: SITE.email }}
          components={{ phone: <a href={SITE.phoneHref} className="nowrap" />, email: <a href={`mailto:${SITE.email}`} /> }}
        />
      </p>
    </div>
  );
}
