import { useTranslation } from 'react-i18next';
import type { DeliveryPoint, Locale } from '@gazeta/contract';
import { PinIcon } from '../../../components/icons.tsx';
import { directionsUrl, formatDistance, localityOf } from '../format.ts';

/** The translated kind of place ("Pharmacy"); kinds without a translation read "Other". */
export function useKindLabel() {
  const { t } = useTranslation('map');
  return (kind: string) => t(`kind.${kind}`, { defaultValue: t('kind.other') });
}

/**
 * One delivery point: name, kind, address, the distance when it answers a ZIP code search,
 * "Show on map" (only once the map works) and directions in a new tab.
 */
export function PointCard({
  point,
  distanceKm,
  onShow,
}: {
  point: DeliveryPoint;
  distanceKm?: number | undefined;
  onShow?: ((id: number) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('map');
  const kindLabel = useKindLabel();
  return (
    <>
      <p className="point__name">{point.name}</p>
      <p className="point__meta">
        <span className="point__kind">{kindLabel(point.kind)}</span>
        {distanceKm === undefined ? null : (
          <span className="point__distance">{t('distance', formatDistance(distanceKm, i18n.language as Locale))}</span>
        )}
      </p>
      <p className="point__address">
        {point.address}
        <br />
        {localityOf(point)}
      </p>
      <p className="point__actions">
        {onShow ? (
          <button
            type="button"
            className="button point__action"
            aria-label={t('showOnMapLabel', { name: point.name })}
            onClick={() => onShow(point.id)}
          >
            <PinIcon width={20} height={20} />
            {t('showOnMap')}
          </button>
        ) : null}
        <a
          className="button point__action"
          href={directionsUrl(point)}
          target="_blank"
          rel="noopener"
          aria-label={t('directionsLabel', { name: point.name })}
        >
          {t('directions')}
        </a>
      </p>
    </>
  );
}
