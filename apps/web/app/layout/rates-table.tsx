import { Trans, useTranslation } from 'react-i18next';
import { AD_TERMS, AD_UNIT_FRACTION, AD_UNITS, BANNER_PRICING, BANNER_SIZE, CLASSIFIED_PRICING, displayAdRate, displayAdTermFacts, SITE, type Locale } from '@gazeta/contract';
import { formatMoney } from '../lib/format.ts';
import { useRates } from '../lib/rates.ts';

/**
 * The full advertising rate card of spec §9, and the prices the spec leaves out (banners, social
 * posts, the paper by mail: issue #16), from the current rate table (decision 048). What it says
 * of the terms is what the table shows, never more. On a phone the table scrolls sideways inside its
 * box with the sizes held in place (a sticky first column), and a line says it scrolls; the
 * phone number and the address are links a phone can call or write to.
 */
/** The card's short form of a weekly rate: whole dollars as they are ($280), cents only when there are some ($15.50). */
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export function RatesTable() {
  const { t, i18n } = useTranslation('layout');
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale);
  const rates = useRates();
  const facts = displayAdTermFacts(rates);
  return (
    <div className="rates">
      <p>
        {t('popups.rates.intro')}
        {facts.longerTermsCostLess ? ` ${t('popups.rates.longerTermsCostLess')}` : null}
        {facts.openRateLowest ? ` ${t('popups.rates.openRateLowest')}` : null}
      </p>
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
                    <td key={term}>{t('popups.rates.price', { price: dollars(displayAdRate(rates, units, term)) })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p>
        {t('popups.rates.classifieds', {
          word: money(rates.classifieds.word_cents),
          highlighted: money(rates.classifieds.highlighted_word_cents),
          frame: money(rates.classifieds.frame_or_photo_cents),
          weeks: CLASSIFIED_PRICING.runWeeks,
        })}
      </p>
      <p>
        {t('popups.rates.banners', {
          price: money(rates.banner_per_week_cents),
          width: BANNER_SIZE.width,
          height: BANNER_SIZE.height,
          min: BANNER_PRICING.minWeeks,
          max: BANNER_PRICING.maxWeeks,
        })}
      </p>
      <p>
        {t('popups.rates.socialPosts', {
          facebook: money(rates.social_posts.facebook),
          telegram: money(rates.social_posts.telegram),
          twitter: money(rates.social_posts.twitter),
        })}
      </p>
      <p>
        {t('popups.rates.paperByMail', {
          m3: money(rates.print_subscriptions['3']),
          m6: money(rates.print_subscriptions['6']),
          m12: money(rates.print_subscriptions['12']),
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
