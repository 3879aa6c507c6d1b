import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** Where to find the paper: /map. */
export class MapPage extends BasePage {
  readonly map: Locator;
  readonly list: Locator;
  readonly points: Locator;
  readonly filter: Locator;
  readonly filterStatus: Locator;
  readonly zipInput: Locator;
  readonly zipButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.map = this.main.getByRole('region', { name: t(locale, 'map:mapLabel') });
    this.list = this.main.getByRole('region', { name: t(locale, 'map:listHeading') });
    this.points = this.list.getByRole('listitem');
    this.filter = this.list.getByRole('searchbox', { name: t(locale, 'map:filter') });
    this.filterStatus = this.list.getByRole('status');
    this.zipInput = this.main.getByRole('textbox', { name: t(locale, 'map:zip.label') });
    this.zipButton = this.main.getByRole('button', { name: t(locale, 'map:zip.submit') });
  }

  override goto(path = '/map'): Promise<Response | null> {
    return super.goto(path);
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
