import type * as Leaflet from 'leaflet';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import type { DeliveryPoint, NearestResponse } from '@gazeta/contract';
import type { MapTiles } from './api/get-delivery-points.ts';

type LeafletModule = typeof Leaflet;

/** The design tokens of app.css, which Leaflet's SVG needs as values. */
const ACCENT = '#9e1b16';
const INK = '#15171c';
const FOCUS = '#1a5fd0';

const POINT_STYLE: Leaflet.CircleMarkerOptions = { color: '#ffffff', weight: 2, fillColor: ACCENT, fillOpacity: 0.9 };
const NEAREST_STYLE: Leaflet.CircleMarkerOptions = { color: INK, weight: 3, fillColor: ACCENT, fillOpacity: 1 };

/** Markers grow as the map zooms in: small enough to tell apart over the whole area, easy to tap on a street. */
const radiusAt = (zoom: number, highlighted: boolean) => (zoom < 9 ? 6 : zoom < 11 ? 8 : 10) + (highlighted ? 3 : 0);
const ZIP_STYLE: Leaflet.CircleMarkerOptions = { radius: 9, color: '#ffffff', weight: 3, fillColor: FOCUS, fillOpacity: 1 };

/** Zoom for a single point: streets readable, the neighbourhood still visible. */
const POINT_ZOOM = 16;
const MAX_FIT_ZOOM = 15;
/** Cities with this many points are labelled on the plain background when tiles cannot load. */
const CITY_LABEL_MIN_POINTS = 2;
const CITY_LABEL_PANE = 'delivery-city-labels';

/**
 * Clusters (decision 017): points closer than this many screen pixels merge into one marker
 * with their count, up to CLUSTER_MAX_ZOOM; from POINT_ZOOM on every point stands alone.
 */
const CLUSTER_RADIUS_PX = 48;
const CLUSTER_MAX_ZOOM = POINT_ZOOM - 1;
/** Clusters are drawn for a little more than the view, so a short pan shows no gap. */
const CLUSTER_MARGIN = 0.25;

/** A cluster's diameter in pixels, growing with its count; never under the 44 px of a touch target. */
export function clusterSize(count: number): number {
  return count < 10 ? 44 : count < 50 ? 50 : 58;
}

export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** A cluster's name: "12 delivery points here: zoom in". */
  cluster: (count: number) => string;
}

export interface MapControllerOptions {
  tiles: MapTiles;
  texts: MapTexts;
  /** The popup of a point, built when it opens (so it is in the current language). */
  popup: (point: DeliveryPoint, distanceKm: number | undefined) => HTMLElement;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tile credit: text from the server, linked to the OpenStreetMap copyright page when it names it. */
function attributionHtml(attribution: string): string {
  const text = escapeHtml(attribution);
  return /openstreetmap/i.test(attribution) ? `<a href="https://www.openstreetmap.org/copyright">${text}</a>` : text;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Everything the page does to the Leaflet map, imperatively: one circle marker per point,
 * clustered with their counts until the map is zoomed in (supercluster, decision 017), the
 * filter showing and hiding them, the ZIP code's nearest points highlighted (never clustered),
 * and a plain background with city names when the tile server cannot be reached.
 */
export function createMapController(L: LeafletModule, element: HTMLElement, options: MapControllerOptions) {
  const map = L.map(element, {
    zoomControl: false,
    // The page scrolls under the wheel until the reader clicks or tabs into the map.
    scrollWheelZoom: false,
    zoomSnap: 0.5,
    minZoom: 6,
    maxZoom: 19,
  });
  // Bottom right: popups open upwards from a marker and would slip under a control at the top.
  const zoomControlOf = (texts: MapTexts) =>
    L.control.zoom({ position: 'bottomright', zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut });
  let zoomControl = zoomControlOf(options.texts).addTo(map);
  let texts = options.texts;

  map.on('focus click', () => map.scrollWheelZoom.enable());
  map.on('blur', () => map.scrollWheelZoom.disable());
  element.addEventListener('mouseleave', () => {
    if (document.activeElement !== element) map.scrollWheelZoom.disable();
  });
  // Leaflet's popup close button says "Close popup" in English only.
  map.on('popupopen', (event: Leaflet.PopupEvent) => {
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup);
  });

  // City names go under the markers and clusters (Leaflet's tooltips would cover them).
  map.createPane(CITY_LABEL_PANE).style.zIndex = '450';
  const cityLabels = L.layerGroup();
  /** City labels, most points first: where two would overlap, the bigger city keeps its label. */
  let labels: Leaflet.Tooltip[] = [];
  let points: readonly DeliveryPoint[] = [];
  let tilesLoaded = false;
  let tilesFailed = false;
  const tiles = L.tileLayer(options.tiles.tile_url, { attribution: attributionHtml(options.tiles.attribution), maxZoom: 19 });
  tiles.on('tileerror', () => {
    if (tilesFailed || tilesLoaded) return;
    tilesFailed = true;
    element.classList.add('delivery-map__canvas--no-tiles');
    showCityLabels();
  });
  tiles.on('tileload', () => {
    if (tilesLoaded) return;
    tilesLoaded = true;
    element.classList.remove('delivery-map__canvas--no-tiles');
    cityLabels.remove();
  });
  tiles.addTo(map);

  const pointsLayer = L.featureGroup().addTo(map);
  const clusterLayer = L.layerGroup().addTo(map);
  const nearestLayer = L.featureGroup().addTo(map);
  /** The points that may be clustered: shown by the filter, not highlighted. */
  let index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
  /** The point whose popup "Show on map" opened: it stays out of any cluster until the popup closes. */
  let pinned: number | null = null;
  const markers = new Map<number, Leaflet.CircleMarker>();
  let visible: ReadonlySet<number> | null = null;
  let nearest: NearestResponse | null = null;
  let zipMarker: Leaflet.CircleMarker | null = null;
  const distances = new Map<number, number>();

  function showCityLabels() {
    cityLabels.clearLayers();
    const byCity = new Map<string, { lat: number; lng: number; count: number }>();
    for (const point of points) {
      const city = byCity.get(point.city) ?? { lat: 0, lng: 0, count: 0 };
      city.lat += point.lat;
      city.lng += point.lng;
      city.count++;
      byCity.set(point.city, city);
    }
    [...byCity]
      .filter(([, city]) => city.count >= CITY_LABEL_MIN_POINTS)
      .sort(([, a], [, b]) => b.count - a.count)
      .forEach(([name, city]) => {
        const label = document.createElement('span');
        label.textContent = name;
        L.tooltip({ permanent: true, direction: 'center', className: 'delivery-map__city', interactive: false, pane: CITY_LABEL_PANE })
          .setLatLng([city.lat / city.count, city.lng / city.count])
          .setContent(label)
          .addTo(cityLabels);
      });
    labels = cityLabels.getLayers() as Leaflet.Tooltip[];
    if (tilesFailed && !tilesLoaded) {
      cityLabels.addTo(map);
      layoutLabels();
    }
  }

  /** Where the clusters and the points stand on the screen. */
  function markerBoxes(): DOMRect[] {
    const boxes: DOMRect[] = [];
    for (const layer of [clusterLayer, pointsLayer, nearestLayer]) {
      layer.eachLayer((item) => {
        const element = (item as Leaflet.Marker | Leaflet.CircleMarker).getElement();
        if (element) boxes.push(element.getBoundingClientRect());
      });
    }
    return boxes;
  }

  /**
   * Each city's name in full or not at all: a name a cluster or a point stands on moves up just
   * above it ("K…a" under a cluster would name nothing); one that still meets a marker or a
   * bigger city's name is left out.
   */
  function layoutLabels() {
    const taken: DOMRect[] = [];
    const marks = markerBoxes();
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right + 6 && b.left < a.right + 6 && a.top < b.bottom + 2 && b.top < a.bottom + 2;
    for (const label of labels) {
      const element = label.getElement();
      if (!element) continue;
      element.style.visibility = '';
      element.style.marginTop = '';
      let box = element.getBoundingClientRect();
      const under = marks.filter((mark) => overlaps(box, mark));
      if (under.length > 0) {
        element.style.marginTop = `${-Math.ceil(box.bottom - Math.min(...under.map((mark) => mark.top)) + 3)}px`;
        box = element.getBoundingClientRect();
      }
      if (marks.some((mark) => overlaps(box, mark)) || taken.some((other) => overlaps(box, other))) element.style.visibility = 'hidden';
      else taken.push(box);
    }
  }

  map.on('zoomend', () => {
    if (map.hasLayer(cityLabels)) layoutLabels();
    for (const [id, marker] of markers) marker.setRadius(radiusAt(map.getZoom(), distances.has(id)));
  });
  /** Leaflet has no bounds before its first view (its first `moveend` comes before `load`). */
  let viewSet = false;
  map.on('viewprereset', () => {
    viewSet = true;
  });
  map.on('moveend', () => renderClusters());
  map.on('popupclose', (event: Leaflet.PopupEvent) => {
    if (pinned === null || markers.get(pinned)?.getPopup() !== event.popup) return;
    pinned = null;
    renderClusters();
  });

  const isShown = (id: number) => visible === null || visible.has(id) || distances.has(id);

  /** One cluster: its count on a round button that zooms in to where it comes apart. */
  function clusterMarker(feature: ClusterFeature<AnyProps>): Leaflet.Marker {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const count = feature.properties.point_count;
    const size = clusterSize(count);
    const label = document.createElement('span');
    label.textContent = String(count);
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({ className: 'delivery-cluster', html: label, iconSize: [size, size] }),
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', texts.cluster(count)));
    marker.on('click', () => {
      const zoom = Math.min(index.getClusterExpansionZoom(feature.properties.cluster_id), POINT_ZOOM);
      map.stop();
      map.setView([lat, lng], Math.max(zoom, map.getZoom() + 1), { animate: !reducedMotion() });
    });
    return marker;
  }

  /** Draws what the view shows at its zoom: clusters, and the points that stand alone. */
  function renderClusters() {
    if (!viewSet) return;
    const bounds = map.getBounds().pad(CLUSTER_MARGIN);
    const features = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.floor(map.getZoom()));
    const alone = new Set<number>();
    clusterLayer.clearLayers();
    for (const feature of features) {
      if ('cluster' in feature.properties && feature.properties.cluster) clusterLayer.addLayer(clusterMarker(feature as ClusterFeature<AnyProps>));
      else alone.add((feature.properties as { id: number }).id);
    }
    if (pinned !== null && !distances.has(pinned)) alone.add(pinned);
    for (const [id, marker] of markers) {
      if (distances.has(id)) continue;
      const wanted = alone.has(id);
      if (wanted && !pointsLayer.hasLayer(marker)) pointsLayer.addLayer(marker);
      else if (!wanted && pointsLayer.hasLayer(marker)) pointsLayer.removeLayer(marker);
    }
    nearestLayer.bringToFront();
    if (map.hasLayer(cityLabels)) layoutLabels();
  }

  /** Puts each marker on the map or takes it off, by the filter and the nearest points, and clusters the rest anew. */
  function syncMarkers() {
    const clustered: PointFeature<{ id: number }>[] = [];
    for (const [id, marker] of markers) {
      const highlighted = distances.has(id);
      if (marker.options.weight !== (highlighted ? NEAREST_STYLE : POINT_STYLE).weight) {
        marker.setStyle(highlighted ? NEAREST_STYLE : POINT_STYLE);
        marker.setRadius(radiusAt(map.getZoom(), highlighted));
      }
      if (highlighted) {
        if (pointsLayer.hasLayer(marker)) pointsLayer.removeLayer(marker);
        if (!nearestLayer.hasLayer(marker)) nearestLayer.addLayer(marker);
        continue;
      }
      if (nearestLayer.hasLayer(marker)) nearestLayer.removeLayer(marker);
      if (isShown(id)) {
        const { lat, lng } = marker.getLatLng();
        clustered.push({ type: 'Feature', properties: { id }, geometry: { type: 'Point', coordinates: [lng, lat] } });
      } else if (pointsLayer.hasLayer(marker)) {
        pointsLayer.removeLayer(marker);
      }
    }
    index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: CLUSTER_MAX_ZOOM }).load(clustered);
    renderClusters();
  }

  function fit(bounds: Leaflet.LatLngBounds) {
    if (!bounds.isValid()) return;
    map.stop();
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM, animate: !reducedMotion() });
  }

  function fitVisible() {
    const latLngs = points.filter((p) => isShown(p.id)).map((p) => L.latLng(p.lat, p.lng));
    if (latLngs.length > 0) fit(L.latLngBounds(latLngs));
  }

  /** Flies to the ZIP code and its nearest points (jumps, when the reader asks for less motion). */
  function fitNearest(animate: boolean) {
    if (!nearest) return;
    const bounds = L.latLngBounds([L.latLng(nearest.zip.lat, nearest.zip.lng), ...nearest.data.map((p) => L.latLng(p.lat, p.lng))]);
    map.stop();
    const options = { padding: [32, 32] as Leaflet.PointTuple, maxZoom: MAX_FIT_ZOOM };
    if (animate && !reducedMotion()) map.flyToBounds(bounds, { ...options, duration: 0.8 });
    else map.fitBounds(bounds, { ...options, animate: false });
  }

  return {
    /** Replaces every marker (the first call also sets the view). */
    setPoints(next: readonly DeliveryPoint[]) {
      const first = points.length === 0;
      points = next;
      for (const marker of markers.values()) {
        pointsLayer.removeLayer(marker);
        nearestLayer.removeLayer(marker);
      }
      pinned = null;
      markers.clear();
      for (const point of next) {
        const marker = L.circleMarker([point.lat, point.lng], { ...POINT_STYLE, radius: radiusAt(map.getZoom() || 10, false) });
        marker.bindPopup(() => options.popup(point, distances.get(point.id)), { maxWidth: 280, autoPanPadding: [16, 16] });
        markers.set(point.id, marker);
      }
      syncMarkers();
      if (tilesFailed && !tilesLoaded) showCityLabels();
      if (first) {
        if (nearest) fitNearest(false);
        else if (next.length > 0) map.fitBounds(L.latLngBounds(next.map((p) => L.latLng(p.lat, p.lng))), { padding: [16, 16], maxZoom: MAX_FIT_ZOOM });
        else map.setView([41.88, -87.63], 10);
      }
    },

    /** Shows only these points (null: all); with `fit`, the view moves to take them in. */
    setVisible(ids: ReadonlySet<number> | null, fitView: boolean) {
      visible = ids;
      syncMarkers();
      if (fitView) fitVisible();
    },

    /** Moves the view to take in every point the filter shows. */
    fitVisible,

    /** Highlights the points nearest to a ZIP code and marks the ZIP code itself. */
    setNearest(next: NearestResponse | null, fitView: boolean) {
      nearest = next;
      distances.clear();
      for (const point of next?.data ?? []) distances.set(point.id, point.distance_km);
      map.closePopup();
      syncMarkers();
      zipMarker?.remove();
      zipMarker = null;
      if (next) {
        const label = document.createElement('span');
        label.textContent = next.zip.zip;
        zipMarker = L.circleMarker([next.zip.lat, next.zip.lng], { ...ZIP_STYLE, interactive: false })
          .bindTooltip(label, { permanent: true, direction: 'top', offset: [0, -10], className: 'delivery-map__zip' })
          .addTo(nearestLayer);
        if (fitView) fitNearest(true);
      }
    },

    /** Centres a point, opens its popup (the page scrolls the map into view). */
    showPoint(id: number) {
      const marker = markers.get(id);
      if (!marker) return;
      const layer = distances.has(id) ? nearestLayer : pointsLayer;
      pinned = id;
      if (!layer.hasLayer(marker)) layer.addLayer(marker);
      map.stop();
      map.setView(marker.getLatLng(), Math.max(map.getZoom(), POINT_ZOOM), { animate: !reducedMotion() });
      marker.openPopup();
    },

    /** Re-labels Leaflet's own controls after a language switch. */
    setTexts(next: MapTexts) {
      texts = next;
      zoomControl.remove();
      zoomControl = zoomControlOf(next).addTo(map);
      renderClusters();
    },

    /** Tells Leaflet the container changed size (layout switch between phone and wide screen). */
    resize() {
      map.invalidateSize();
    },

    destroy() {
      map.remove();
    },
  };
}

export type MapController = ReturnType<typeof createMapController>;
