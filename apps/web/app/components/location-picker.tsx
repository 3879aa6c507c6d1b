import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { ZIP_PATTERN, type GeoPosition, type GeoSource, type LatLng, type LocateQuery, type MapTiles } from '@gazeta/contract';
import { browserApi } from '../lib/api-client.ts';
import { locateAddress, roundCoordinate } from '../lib/geo.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { buttonClass } from './button.ts';
import { Field } from './field.tsx';

/** The address parts the picker reads from its form, by the names of their inputs. */
export type AddressFieldNames = Partial<Record<keyof LocateQuery, string>>;

export interface LocationPickerProps {
  /** The page loader's `getMapTiles` answer. */
  tiles: MapTiles;
  /** The stored position of the place being changed; none for a new one. */
  position?: GeoPosition | null | undefined;
  /** The inputs of the same form that hold the address; by default `address`, `city`, `state`, `zip`. */
  fields?: AddressFieldNames;
  /** Translated errors of the refused form's `lat` and `lng`. */
  errors?: { lat?: string | undefined; lng?: string | undefined };
  /** The fieldset's legend; "Position on the map" by default. */
  legend?: string;
}

type Status = 'empty' | 'locating' | GeoSource | 'notFound' | 'failed';

/** The two coordinates the owner may type, each within its range in degrees. */
const AXES = [
  { axis: 'lat', limit: 90 },
  { axis: 'lng', limit: 180 },
] as const;

/** The owner stops typing for this long before the address is looked up. */
export const LOCATE_DELAY_MS = 800;
/** One arrow key moves the pin this many screen pixels; with Shift, five times as far. */
const NUDGE_PX = 8;

const DEFAULT_FIELDS: Required<AddressFieldNames> = { address: 'address', city: 'city', state: 'state', zip: 'zip' };

const parseCoordinate = (text: string, limit: number): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** What the form's address inputs hold now, or null when there is nothing to look up yet. */
function readAddress(form: HTMLFormElement | null, names: Required<AddressFieldNames>): LocateQuery | null {
  if (!form) return null;
  const value = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element.value.trim() : '';
  };
  const query: LocateQuery = { address: value(names.address) || undefined, city: value(names.city) || undefined, state: value(names.state) || undefined, zip: undefined };
  const zip = value(names.zip);
  if (ZIP_PATTERN.test(zip)) query.zip = zip;
  return query.address || query.zip ? query : null;
}

/**
 * Where a place is on the map, inside a business's or an event's form (decision 029). The pin
 * shows where the address is, looked up when the owner stops typing it; the owner corrects it
 * by dragging the pin, by clicking the map, by moving the selected pin with the arrow keys, or
 * by typing the coordinates. The form's `lat` and `lng` inputs carry only that correction:
 * empty, the server locates the address itself when the form is saved. Without JavaScript the
 * coordinates can still be typed.
 */
export function LocationPicker({ tiles, position, fields, errors, legend }: LocationPickerProps) {
  const { t } = useTranslation('map');
  const hydrated = useHydrated();
  const statusId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const names = { ...DEFAULT_FIELDS, ...fields };
  const namesKey = JSON.stringify(names);

  const owned = position?.source === 'owner';
  const [pin, setPin] = useState<LatLng | null>(position ? { lat: position.lat, lng: position.lng } : null);
  const [status, setStatus] = useState<Status>(position ? position.source : 'empty');
  const [typed, setTyped] = useState({ lat: owned ? String(position.lat) : '', lng: owned ? String(position.lng) : '' });
  const [mapFailed, setMapFailed] = useState(false);

  const map = useRef<{ L: typeof Leaflet; map: Leaflet.Map; marker: Leaflet.Marker | null } | null>(null);
  const asked = useRef(0);

  /** The owner put the pin here. */
  const place = useCallback((at: LatLng) => {
    const lat = roundCoordinate(at.lat);
    const lng = roundCoordinate(((((at.lng + 180) % 360) + 360) % 360) - 180);
    setPin({ lat, lng });
    setStatus('owner');
    setTyped({ lat: String(lat), lng: String(lng) });
  }, []);
  const latestPlace = useRef(place);
  useLayoutEffect(() => {
    latestPlace.current = place;
  });

  /** The address the pin was last placed for: leaving a field unchanged (its `change` on blur) asks nothing. */
  const placedFor = useRef<string | null>(null);
  const currentAddress = useCallback(
    () => readAddress(root.current?.form ?? root.current?.closest('form') ?? null, JSON.parse(namesKey) as Required<AddressFieldNames>),
    [namesKey],
  );

  /** Looks the form's address up; the answer replaces any correction, which was for the old address. */
  const locate = useCallback(async (options: { again?: boolean } = {}) => {
    const query = currentAddress();
    const key = JSON.stringify(query);
    if (!options.again && key === placedFor.current) return;
    placedFor.current = key;
    const ask = ++asked.current;
    if (!query) {
      setStatus((current) => (current === 'owner' ? current : 'empty'));
      return;
    }
    setStatus('locating');
    try {
      const { location } = await locateAddress(browserApi, query);
      if (ask !== asked.current) return;
      if (!location) {
        setStatus('notFound');
        return;
      }
      setPin({ lat: location.lat, lng: location.lng });
      setStatus(location.source);
      setTyped({ lat: '', lng: '' });
    } catch {
      if (ask === asked.current) setStatus('failed');
    }
  }, [currentAddress]);

  // The address inputs of the same form: looked up once the owner stops typing.
  useEffect(() => {
    if (!hydrated) return;
    const form = root.current?.closest('form');
    if (!form) return;
    const watched = new Set(Object.values(JSON.parse(namesKey) as Required<AddressFieldNames>));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEdit = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!name || !watched.has(name)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void locate(), LOCATE_DELAY_MS);
    };
    form.addEventListener('input', onEdit);
    form.addEventListener('change', onEdit);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
    };
  }, [hydrated, locate, namesKey]);

  // A stored place keeps its pin for the address it has; a new one whose form already holds an
  // address (typed before the page hydrated) is looked up.
  const initial = useRef(position);
  useEffect(() => {
    if (!hydrated) return;
    if (initial.current) placedFor.current = JSON.stringify(currentAddress());
    else void locate();
  }, [hydrated, locate, currentAddress]);

  // The map, once, in the browser.
  const texts = useRef({ zoomIn: t('zoomIn'), zoomOut: t('zoomOut') });
  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { loadLeaflet, createBaseMap, DEFAULT_CENTER, DEFAULT_ZOOM, PIN_ZOOM } = await import('./leaflet-map.ts');
      const L = await loadLeaflet();
      if (cancelled || !canvas.current) return;
      const start = initial.current;
      const base = createBaseMap(L, canvas.current, {
        tiles,
        texts: texts.current,
        center: start ?? DEFAULT_CENTER,
        zoom: start ? PIN_ZOOM : DEFAULT_ZOOM,
      });
      base.map.on('click', (event: Leaflet.LeafletMouseEvent) => latestPlace.current(event.latlng));
      map.current = { L, map: base.map, marker: null };
      destroy = base.destroy;
      setPin((current) => (current ? { ...current } : current));
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.error('Failed to load the map', error);
      setMapFailed(true);
    });
    return () => {
      cancelled = true;
      map.current = null;
      destroy?.();
    };
  }, [hydrated, tiles]);

  // The pin follows what the picker knows.
  const pinLabel = t('picker.pinLabel');
  useEffect(() => {
    const current = map.current;
    if (!current || !pin) return;
    if (!current.marker) {
      void import('./leaflet-map.ts').then(({ pinIcon, nudged, PIN_ZOOM }) => {
        if (map.current !== current || current.marker) return;
        const marker = current.L.marker([pin.lat, pin.lng], { icon: pinIcon(current.L), draggable: true, keyboard: true, autoPan: true }).addTo(current.map);
        marker.on('dragend', () => latestPlace.current(marker.getLatLng()));
        const element = marker.getElement();
        element?.setAttribute('aria-label', pinLabel);
        element?.setAttribute('aria-describedby', statusId);
        // Arrow keys move the selected pin (not the map, as Leaflet's keyboard would).
        element?.addEventListener('keydown', (event) => {
          const to = nudged(current.map, marker.getLatLng(), event.key, event.shiftKey ? NUDGE_PX * 5 : NUDGE_PX);
          if (!to) return;
          event.preventDefault();
          event.stopPropagation();
          latestPlace.current(to);
        });
        current.marker = marker;
        current.map.setView([pin.lat, pin.lng], Math.max(current.map.getZoom(), PIN_ZOOM - 2));
      });
      return;
    }
    current.marker.setLatLng([pin.lat, pin.lng]);
    if (!current.map.getBounds().pad(-0.1).contains([pin.lat, pin.lng])) current.map.panTo([pin.lat, pin.lng]);
  }, [pin, pinLabel, statusId]);

  const onType = (axis: 'lat' | 'lng', text: string) => {
    const next = { ...typed, [axis]: text };
    setTyped(next);
    const lat = parseCoordinate(next.lat, 90);
    const lng = parseCoordinate(next.lng, 180);
    if (lat !== null && lng !== null) {
      setPin({ lat, lng });
      setStatus('owner');
    }
  };

  const reset = () => {
    setTyped({ lat: '', lng: '' });
    void locate({ again: true });
  };

  const automatic = status !== 'owner' && pin ? pin : null;
  return (
    <fieldset ref={root} className="location-picker">
      <legend className="location-picker__legend">{legend ?? t('picker.legend')}</legend>
      <p id={statusId} className="location-picker__status" aria-live="polite">
        {t(`picker.status.${status}`)}
      </p>
      {hydrated && !mapFailed ? (
        <div ref={canvas} className="place-map__canvas location-picker__canvas" role="region" aria-label={t('picker.mapLabel')} />
      ) : null}
      <p className="field__hint">{t(hydrated && !mapFailed ? 'picker.hint' : 'picker.hintNoMap')}</p>
      <div className="location-picker__coords">
        {AXES.map(({ axis, limit }) => (
          <Field
            key={axis}
            name={axis}
            type="number"
            inputMode="decimal"
            step="any"
            min={-limit}
            max={limit}
            label={t(`picker.${axis}`)}
            value={typed[axis]}
            placeholder={automatic ? String(automatic[axis]) : undefined}
            onChange={(event) => onType(axis, event.currentTarget.value)}
            error={errors?.[axis]}
            autoComplete="off"
          />
        ))}
      </div>
      {hydrated && status === 'owner' ? (
        <button type="button" className={buttonClass('quiet', { small: true })} onClick={reset}>
          {t('picker.reset')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The pin typed into a refused form sent without JavaScript, as the owner's own position to show again (none unless both numbers are there). */
export function typedPosition(pin: { lat: string; lng: string } | undefined): GeoPosition | null {
  const lat = Number(pin?.lat);
  const lng = Number(pin?.lng);
  return pin?.lat && pin.lng && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng, source: 'owner' } : null;
}
