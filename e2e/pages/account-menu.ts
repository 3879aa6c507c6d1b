import type { Locator, Page } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { SiteHeader } from './site-header.ts';

/**
 * A signed-in reader's header: the account menu (a <details> named "Account: {name}") in place
 * of "Log in", and on a phone the account part of the menu drawer.
 */
export class AccountMenu {
  readonly page: Page;
  readonly locale: Locale;
  readonly header: SiteHeader;
  /** Any account menu toggle, whoever is signed in. */
  readonly anyToggle: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.header = new SiteHeader(page, locale);
    const [before] = t(locale, 'layout:account.menu', { name: '\u0000' }).split('\u0000') as [string];
    this.anyToggle = this.header.root.getByLabel(startsWith(before));
  }

  /** The menu's toggle, named after the signed-in person. */
  toggle(name: string): Locator {
    // A <summary> has no ARIA role Playwright can query; its aria-label names it.
    return this.header.root.getByLabel(t(this.locale, 'layout:account.menu', { name }), { exact: true });
  }

  /** Profile, Personal data (by key under layout:account). */
  link(key: 'profile' | 'personalData'): Locator {
    return this.header.root.getByRole('link', { name: t(this.locale, `layout:account.${key}`), exact: true });
  }

  get exitButton(): Locator {
    return this.header.root.getByRole('button', { name: t(this.locale, 'layout:account.exit'), exact: true });
  }

  async open(name: string): Promise<void> {
    await this.toggle(name).click();
  }

  /** Exit from the header's account menu. */
  async exit(name: string): Promise<void> {
    await this.open(name);
    await this.exitButton.click();
  }

  /** Exit from the phone's menu drawer. */
  async exitFromMobileMenu(): Promise<void> {
    const menu = await this.header.openMobileMenu();
    await menu.dialog.getByRole('button', { name: t(this.locale, 'layout:account.exit'), exact: true }).click();
  }
}
