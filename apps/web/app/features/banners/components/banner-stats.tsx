import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerStats, Locale } from '@gazeta/contract';
import { formatDate, formatDayShort, formatNumber } from '../../../lib/format.ts';
import { barChart, type StatsMeasure } from '../banner-chart.ts';

const MEASURES: readonly StatsMeasure[] = ['impressions', 'clicks'];
const LABEL: Record<StatsMeasure, 'stats.views' | 'stats.clicks'> = { impressions: 'stats.views', clicks: 'stats.clicks' };

/** One measure's bars by day: a picture with its summary as its name (the table below has every number). */
function Chart({ days, measure }: { days: BannerStats['days']; measure: StatsMeasure }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const chart = barChart(days, measure);
  const from = formatDate(days[0]!.date, locale);
  const until = formatDate(days.at(-1)!.date, locale);
  const what = t(LABEL[measure]);
  return (
    <figure className={`banner-chart banner-chart--${measure}`}>
      <figcaption className="banner-chart__caption">
        <strong>{what}</strong> {chart.max > 0 ? <span className="muted">{t('stats.most', { max: formatNumber(chart.max, locale) })}</span> : null}
      </figcaption>
      <svg
        className="banner-chart__plot"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('stats.chart', { what, from, until, total: formatNumber(chart.total, locale), max: formatNumber(chart.max, locale) })}
        data-testid={`banner-chart-${measure}`}
      >
        {chart.bars.map((bar) => (bar.height > 0 ? <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} /> : null))}
      </svg>
      <div className="banner-chart__axis" aria-hidden="true">
        <span>{formatDayShort(days[0]!.date, locale)}</span>
        {days.length > 1 ? <span>{formatDayShort(days.at(-1)!.date, locale)}</span> : null}
      </div>
    </figure>
  );
}

/**
 * An approved banner's views and clicks per day of its run (issue #16): two bar charts, each a
 * picture named by its summary, and the same numbers in a table for anyone who wants them all
 * (screen readers, or a reader who wants the figures).
 */
export function BannerStatsView({ stats, title }: { stats: BannerStats; title: string }) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const headingId = useId();
  return (
    <section className="banner-stats" aria-labelledby={headingId}>
      <h4 id={headingId} className="banner-stats__heading">
        {t('stats.heading')}
      </h4>
      {stats.days.length === 0 ? (
        <p className="muted">{t('stats.none')}</p>
      ) : (
        <>
          <div className="banner-stats__charts">
            {MEASURES.map((measure) => (
              <Chart key={measure} days={stats.days} measure={measure} />
            ))}
          </div>
          <details className="banner-stats__details">
            <summary>{t('stats.table')}</summary>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={`${t('stats.table')}: ${title}`}>
              <table className="banner-stats__table">
                <caption className="visually-hidden">{`${t('stats.heading')}: ${title}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.day')}</th>
                    <th scope="col">{t('stats.views')}</th>
                    <th scope="col">{t('stats.clicks')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDayShort(day.date, locale)}</th>
                      <td>{formatNumber(day.impressions, locale)}</td>
                      <td>{formatNumber(day.clicks, locale)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('stats.total')}</th>
                    <td>{formatNumber(stats.impressions, locale)}</td>
                    <td>{formatNumber(stats.clicks, locale)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
