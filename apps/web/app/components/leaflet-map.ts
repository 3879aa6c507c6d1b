import type * as Leaflet from 'leaflet';
import type { LatLng, MapTiles } from '@gazeta/contract';

/**
 * What the place map and the location picker share: Leaflet with the site's tiles, large zoom
 * buttons and one pin. Imported by their effects only, so Leaflet loads in the browser, on the
 * pages that show a map.
 */
export type LeafletModule = typeof Leaflet;

/** Chicago, where a map with nothing on it yet looks. */
export const DEFAULT_CENTER: LatLng = { lat: 41.8781, lng: -87.6298 };
export const DEFAULT_ZOOM = 9;
/** A pin on its street: the street names readable, the block around it visible. */
export const PIN_ZOOM = 16;

export interface BaseMapTexts {
  zoomIn: string;
  zoomOut: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tile credit: text from the server, linked to the OpenStreetMap copyright page when it names it. */
const attributionHtml = (attribution: string) =>
  /openstreetmap/i.test(attribution) ? `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(attribution)}</a>` : escapeHtml(attribution);

export function createBaseMap(L: LeafletModule, element: HTMLElement, options: { tiles: MapTiles; texts: BaseMapTexts; center: LatLng; zoom: number }) {
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, minZoom: 3, maxZoom: 19 });
  map.setView([options.center.lat, options.center.lng], options.zoom);
  L.control.zoom({ position: 'bottomright', zoomInTitle: options.texts.zoomIn, zoomOutTitle: options.texts.zoomOut }).addTo(map);
  L.tileLayer(options.tiles.tile_url, { attribution: attributionHtml(options.tiles.attribution), maxZoom: 19 }).addTo(map);
  // The page scrolls under the wheel until the reader clicks or tabs into the map.
  map.on('focus click', () => map.scrollWheelZoom.enable());
  map.on('blur', () => map.scrollWheelZoom.disable());
  // A map in a pop-up or a collapsed section gets its size late.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  return {
    map,
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}

/** The pin: a drawn marker (no image files to serve), its point at the place. */
export const pinIcon = (L: LeafletModule) =>
  L.divIcon({ className: 'place-pin', html: '<span class="place-pin__shape" aria-hidden="true"></span>', iconSize: [36, 44], iconAnchor: [18, 42] });

/** Loads Leaflet: a UMD bundle, which the bundler hands over as the default export. */
export async function loadLeaflet(): Promise<LeafletModule> {
  const leaflet = await import('leaflet');
  return (leaflet.default ?? leaflet) as LeafletModule;
}

const STEPS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Where an arrow key moves a pin: `pixels` across the screen at the map's zoom (so a step is the
 * same on the screen whatever the zoom), or null for any other key.
 */
export function nudged(map: Leaflet.Map, at: LatLng, key: string, pixels: number): LatLng | null {
  const step = STEPS[key];
  if (!step) return null;
  const zoom = map.getZoom();
  const point = map.project([at.lat, at.lng], zoom).add([step[0] * pixels, step[1] * pixels]);
  const moved = map.unproject(point, zoom);
  return { lat: moved.lat, lng: moved.lng };
}
