import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** A cluster's name in any count: each plural form of the translation, the count any number. */
function clusterName(locale: Locale): RegExp {
  // 1, 2, 5 and 1.5 reach every plural form of Russian and English.
  const forms = new Set([1, 2, 5, 1.5].map((count) => t(locale, 'map:cluster', { count }).replace(String(count), '\u0000')));
  const escaped = [...forms].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '\\d+'));
  return new RegExp(`^(${escaped.join('|')})$`);
}

/** The count a cluster's name says. */
export function clusterCount(name: string): number {
  return Number(/\d+/.exec(name)?.[0] ?? NaN);
}

/** Where to find the paper: /map. */
export class MapPage extends BasePage {
  readonly map: Locator;
  readonly list: Locator;
  /** Every point of the list, in a collapsed city or not. */
  readonly points: Locator;
  /** The points a reader sees: those of the opened cities. */
  readonly visiblePoints: Locator;
  /** The list's cities, each a <details> (role group) under its name and count. */
  readonly cities: Locator;
  /** The map's clusters: buttons named by their count. */
  readonly clusters: Locator;
  readonly filter: Locator;
  readonly filterStatus: Locator;
  readonly zipInput: Locator;
  readonly zipButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.map = this.main.getByRole('region', { name: t(locale, 'map:mapLabel') });
    this.list = this.main.getByRole('region', { name: t(locale, 'map:listHeading') });
    this.points = this.list.getByRole('listitem', { includeHidden: true });
    this.visiblePoints = this.list.getByRole('listitem');
    this.cities = this.list.getByRole('group');
    this.clusters = this.map.getByRole('button', { name: clusterName(locale) });
    this.filter = this.list.getByRole('searchbox', { name: t(locale, 'map:filter') });
    this.filterStatus = this.list.getByRole('status');
    this.zipInput = this.main.getByRole('textbox', { name: t(locale, 'map:zip.label') });
    this.zipButton = this.main.getByRole('button', { name: t(locale, 'map:zip.submit') });
  }

  override goto(path = '/map'): Promise<Response | null> {
    return super.goto(path);
  }

  /** A city of the list. */
  city(name: string): Locator {
    return this.cities.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens a city of the list (its summary, as a reader clicks it). */
  async openCity(name: string): Promise<void> {
    await this.city(name).getByText(name, { exact: true }).click();
  }

  /** The section with the points nearest to a ZIP code. */
  nearest(zip: string, city: string, state: string): Locator {
    return this.main.getByRole('region', { name: t(this.locale, 'map:zip.result', { zip, city, state }) });
  }

  /** "Show on map" buttons appear once the map works. */
  get showOnMapButtons(): Locator {
    return this.main.getByRole('button', { name: startsWith(t(this.locale, 'map:showOnMapLabel', { name: '' })) });
  }

  /** "Show on map" of a point in the full list. */
  async showOnMap(name: string): Promise<void> {
    await this.list.getByRole('button', { name: t(this.locale, 'map:showOnMapLabel', { name }), exact: true }).click();
  }

  async findNearest(zip: string): Promise<void> {
    await this.zipInput.fill(zip);
    await this.zipButton.click();
  }
}
