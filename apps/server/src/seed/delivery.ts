import { DELIVERY_POINTS } from '@gazeta/contract';
import type { deliveryPoints } from '../db/schema/index.ts';
import { AREAS, KIND_WEIGHTS, KINDS, NAMES, type PointKind } from './content/index.ts';
import type { Area } from './content/schemas.ts';
import type { Random } from './random.ts';
import { lookupZip } from './zip-lookup.ts';

export type NewDeliveryPoint = typeof deliveryPoints.$inferInsert;

const KM_PER_DEGREE_LAT = 111.32;
/** How far a point may lie from its ZIP code's centroid. */
const JITTER_KM = 2;

/** Splits `total` over the areas by weight (largest remainder), every area getting at least one. */
export function allocate(weights: readonly number[], total: number): number[] {
  if (weights.length > total) throw new Error('more areas than points');
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map((x) => Math.max(1, Math.floor(x)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) counts[byRemainder[k]!.i]! += 1;
  for (let k = counts.length - 1; left < 0; k = (k - 1 + counts.length) % counts.length) {
    if (counts[k]! > 1) {
      counts[k]! -= 1;
      left++;
    }
  }
  return counts;
}

function pickWeighted<T extends string>(random: Random, weights: Record<T, number>, keys: readonly T[]): T {
  const total = keys.reduce((sum, key) => sum + weights[key], 0);
  let x = random.next() * total;
  for (const key of keys) {
    x -= weights[key];
    if (x < 0) return key;
  }
  return keys[keys.length - 1]!;
}

/** The DELIVERY_POINTS pick-up places: named by kind, on real ZIPs, within ~2 km of the centroid. */
export function generateDeliveryPoints(random: Random): NewDeliveryPoint[] {
  const counts = allocate(
    AREAS.map((a) => a.weight),
    DELIVERY_POINTS,
  );
  const usedNames = new Set<string>();
  const points: NewDeliveryPoint[] = [];
  AREAS.forEach((area, index) => {
    const zip = lookupZip(area.zip);
    for (let k = 0; k < counts[index]!; k++) {
      const { kind, name } = nameFor(random, area, zip.city, usedNames);
      const { lat, lng } = jitter(random, zip.latitude, zip.longitude, area.lakefront ?? false);
      points.push({
        name,
        address: streetAddress(random, area),
        city: zip.city,
        state: zip.state,
        zip: zip.zip,
        lat,
        lng,
        kind,
      });
    }
  });
  return points;
}

function nameFor(random: Random, area: Area, city: string, used: Set<string>): { kind: PointKind; name: string } {
  for (let attempt = 0; attempt < 50; attempt++) {
    const kind = pickWeighted(random, KIND_WEIGHTS, KINDS);
    let name = random.pick(NAMES[kind]!).replace('{city}', city);
    if (kind === 'library' && city === 'Chicago' && area.area) name = `Chicago Public Library, ${area.area} Branch`;
    if (city === 'Chicago' && area.area && name.startsWith('Chicago ') && kind !== 'library') name = name.replace('Chicago', area.area);
    const key = `${city}|${name}`;
    if (!used.has(key)) {
      used.add(key);
      return { kind, name };
    }
  }
  // Every list exhausted for this city (never at the shipped sizes): number the branch.
  const name = `Euro Fresh Market #${used.size + 1}`;
  used.add(`${city}|${name}`);
  return { kind: 'grocery', name };
}

function streetAddress(random: Random, area: Area): string {
  const [lo, hi] = area.numbers ?? [100, 2400];
  // House numbers step by 2 on one side of the street, so round to a plausible one.
  const number = Math.round(random.int(lo, hi) / 2) * 2 + random.int(0, 1);
  return `${number} ${random.pick(area.streets)}`;
}

function jitter(random: Random, lat: number, lng: number, lakefront: boolean): { lat: number; lng: number } {
  const distance = JITTER_KM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / KM_PER_DEGREE_LAT;
  let dLng = (distance * Math.sin(bearing)) / (KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  if (lakefront) dLng = -Math.abs(dLng);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { lat: round(lat + dLat), lng: round(lng + dLng) };
}
