import { Trans, useTranslation } from 'react-i18next';
import { AD_RATES_USD, AD_TERMS, AD_UNIT_FRACTION, AD_UNITS, BANNER_PRICING, BANNER_SIZE, PRINT_SUBSCRIPTION_PRICING_CENTS, SITE, SOCIAL_POST_PRICING_CENTS, type Locale } from '@gazeta/contract';
import { formatMoney } from '../lib/format.ts';

/**
 * The full advertising rate card of spec §9, and the prices the spec leaves out (banners, social
 * posts, the paper by mail: issue #16). On a phone the table scrolls sideways inside its
 * box with the sizes held in place (a sticky first column), and a line says it scrolls; the
 * phone number and the address are links a phone can call or write to.
 */
export function RatesTable() {
  const { t, i18n } = useTranslation('layout');
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale);
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
          price: money(BANNER_PRICING.perWeekCents),
          width: BANNER_SIZE.width,
          height: BANNER_SIZE.height,
          min: BANNER_PRICING.minWeeks,
          max: BANNER_PRICING.maxWeeks,
        })}
      </p>
      <p>
        {t('popups.rates.socialPosts', {
          facebook: money(SOCIAL_POST_PRICING_CENTS.facebook),
          telegram: money(SOCIAL_POST_PRICING_CENTS.telegram),
          twitter: money(SOCIAL_POST_PRICING_CENTS.twitter),
        })}
      </p>
      <p>
        {t('popups.rates.paperByMail', {
          m3: money(PRINT_SUBSCRIPTION_PRICING_CENTS[3]),
          m6: money(PRINT_SUBSCRIPTION_PRICING_CENTS[6]),
          m12: money(PRINT_SUBSCRIPTION_PRICING_CENTS[12]),
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
