import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryPoint } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';
import { groupByCity } from '../filter-points.ts';
import { PointCard } from './point-card.tsx';

/** The id of a point's entry in the full list ("Show in list" scrolls there). */
export const pointItemId = (id: number) => `point-${id}`;

/**
 * The list's filter. It narrows the list as the reader types; without JavaScript it is a GET
 * form (/map?q=skokie) that Enter submits. `zip` keeps a ZIP code search in the URL.
 */
export function PointFilter({
  value,
  onChange,
  shown,
  zip,
}: {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  zip: string;
}) {
  const { t } = useTranslation('map');
  const id = useId();
  const query = value.trim();
  return (
    <form
      method="get"
      action={paths.map()}
      className="delivery-filter"
      role="search"
      aria-labelledby={`${id}-label`}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="delivery-filter__label">
        {t('filter')}
      </label>
      <input
        id={`${id}-input`}
        className="delivery-filter__input"
        type="search"
        name="q"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('filterPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {zip ? <input type="hidden" name="zip" value={zip} /> : null}
      <p className="delivery-filter__status" role="status">
        {shown === 0 && query ? t('none', { query }) : t('shown', { count: shown })}
      </p>
    </form>
  );
}

/**
 * Every delivery point, grouped by city, each with directions and (with the map) "Show on map".
 * Each city is collapsed under its name and count (a <details>, so it opens without JavaScript
 * too), which keeps the page short on a phone; a filter's matches show opened (`open`).
 */
export function PointList({
  points,
  onShow,
  open = false,
}: {
  points: readonly DeliveryPoint[];
  onShow?: ((id: number) => void) | undefined;
  open?: boolean;
}) {
  const { t } = useTranslation('map');
  const groups = groupByCity(points);
  if (groups.length === 0) return null;
  return (
    <div className="delivery-list__groups">
      {groups.map(({ city, points: cityPoints }) => (
        <details key={city} className="delivery-list__group" open={open}>
          <summary className="delivery-list__summary">
            <span className="delivery-list__city">{city}</span>
            <span className="delivery-list__count">{t('cityCount', { count: cityPoints.length })}</span>
          </summary>
          <ul className="point-list">
            {cityPoints.map((point) => (
              <li key={point.id} id={pointItemId(point.id)} className="point-list__item" tabIndex={-1}>
                <PointCard point={point} onShow={onShow} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
