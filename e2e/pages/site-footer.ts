import type { Locator, Page } from '@playwright/test';
import { socialLinkName, t, type Locale } from '../helpers/i18n.ts';

export type ViewerPeriod = 'today' | 'week' | 'month';
const PERIOD_LABEL: Record<ViewerPeriod, string> = { today: 'footer.viewersToday', week: 'footer.viewersWeek', month: 'footer.viewersMonth' };

export type FooterPopup = 'about' | 'community' | 'rates';
const POPUP: Record<FooterPopup, { button: string; title: string }> = {
  about: { button: 'footer.aboutUs', title: 'popups.about.title' },
  community: { button: 'footer.community', title: 'popups.community.title' },
  rates: { button: 'footer.rates', title: 'popups.rates.title' },
};

export class SiteFooter {
  readonly page: Page;
  readonly locale: Locale;
  readonly root: Locator;
  readonly terms: Locator;
  readonly definitions: Locator;
  readonly socialLinks: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.root = page.getByRole('contentinfo');
    this.terms = this.root.getByRole('term');
    this.definitions = this.root.getByRole('definition');
    this.socialLinks = this.root.getByRole('link', { name: socialLinkName(locale) });
  }

  /**
   * The value shown for a term of the footer's description lists (visitor counts, contacts):
   * each <dt> has exactly one <dd>, so the n-th term goes with the n-th definition.
   */
  async definitionOf(term: string): Promise<string> {
    const terms = await this.terms.allInnerTexts();
    const index = terms.findIndex((text) => text.trim() === term);
    if (index < 0) throw new Error(`No footer term "${term}" (have: ${terms.join(', ')})`);
    return this.definitions.nth(index).innerText();
  }

  viewerCount(period: ViewerPeriod): Promise<string> {
    return this.definitionOf(t(this.locale, `layout:${PERIOD_LABEL[period]}`));
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  popupButton(popup: FooterPopup): Locator {
    return this.root.getByRole('button', { name: t(this.locale, `layout:${POPUP[popup].button}`), exact: true });
  }

  popup(popup: FooterPopup): Locator {
    return this.page.getByRole('dialog', { name: t(this.locale, `layout:${POPUP[popup].title}`) });
  }

  async openPopup(popup: FooterPopup): Promise<Locator> {
    await this.popupButton(popup).click();
    return this.popup(popup);
  }

  closeButtonOf(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: t(this.locale, 'common:actions.close'), exact: true });
  }
}
