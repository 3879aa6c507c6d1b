import type { Locator, Page } from '@playwright/test';
import { socialLinkName, t, type Locale } from '../helpers/i18n.ts';

/** The phone menu: a drawer on a modal <dialog>. */
export class MobileMenu {
  readonly page: Page;
  readonly locale: Locale;
  readonly dialog: Locator;
  readonly closeButton: Locator;
  readonly navigation: Locator;
  readonly socialLinks: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.dialog = page.getByRole('dialog', { name: t(locale, 'layout:mobileMenu.title') });
    this.closeButton = this.dialog.getByRole('button', { name: t(locale, 'layout:header.closeMenu') });
    this.navigation = this.dialog.getByRole('navigation', { name: t(locale, 'layout:header.nav') });
    this.socialLinks = this.dialog.getByRole('link', { name: socialLinkName(locale) });
  }

  /** A link by its translation key under layout: (links.about, header.feed…). */
  link(key: string): Locator {
    return this.dialog.getByRole('link', { name: t(this.locale, `layout:${key}`), exact: true });
  }

  /** Whether the page behind is locked against scrolling. */
  bodyOverflow(): Promise<string> {
    return this.page.evaluate(() => document.body.style.overflow);
  }
}
