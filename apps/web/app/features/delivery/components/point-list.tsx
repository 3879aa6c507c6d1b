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

/** Every delivery point, grouped by city, each with directions and (with the map) "Show on map". */
export function PointList({ points, onShow }: { points: readonly DeliveryPoint[]; onShow?: ((id: number) => void) | undefined }) {
  const groups = groupByCity(points);
  if (groups.length === 0) return null;
  return (
    <div className="delivery-list__groups">
      {groups.map(({ city, points: cityPoints }) => (
        <div key={city} className="delivery-list__group">
          <h3 className="delivery-list__city">{city}</h3>
          <ul className="point-list">
            {cityPoints.map((point) => (
              <li key={point.id} id={pointItemId(point.id)} className="point-list__item" tabIndex={-1}>
                <PointCard point={point} onShow={onShow} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
