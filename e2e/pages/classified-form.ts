import type { Locator, Page } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The create-or-update pop-up of /profile/classifields: the form, its live figures, the print preview and, once saved, "Pay $X". */
export class ClassifiedFormDialog {
  readonly dialog: Locator;
  readonly section: Locator;
  readonly type: Locator;
  readonly title: Locator;
  readonly text: Locator;
  readonly issues: Locator;
  readonly date: Locator;
  readonly agree: Locator;
  readonly submit: Locator;
  readonly price: Locator;
  readonly words: Locator;
  readonly preview: Locator;
  readonly printAd: Locator;
  readonly countdown: Locator;
  /** After saving an ad that owes money. */
  readonly payPanel: Locator;
  readonly payLater: Locator;

  readonly page: Page;
  readonly locale: Locale;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.dialog = page.getByRole('dialog');
    const label = (key: string) => this.dialog.getByLabel(t(locale, key), { exact: true });
    this.section = label('placing:form.section');
    this.type = label('placing:form.type');
    this.title = label('placing:form.title');
    this.text = label('placing:form.text');
    this.issues = this.dialog.getByLabel(t(locale, 'placing:form.issues'));
    this.date = this.dialog.getByLabel(t(locale, 'placing:form.publishDate'));
    this.agree = this.dialog.getByLabel(t(locale, 'placing:form.agree'));
    this.submit = this.dialog.getByRole('button', { name: t(locale, 'placing:form.submitNew') });
    this.price = this.dialog.getByTestId('price');
    this.words = this.dialog.getByTestId('word-count');
    this.preview = this.dialog.getByTestId('print-preview');
    this.printAd = this.preview.locator('.print-ad');
    this.countdown = this.dialog.getByTestId('next-issue-countdown');
    this.payPanel = this.dialog.getByTestId('classified-pay');
    this.payLater = this.payPanel.getByRole('button', { name: t(locale, 'common:pay.later') });
  }

  version(version: 'print' | 'online' | 'both'): Locator {
    return this.dialog.getByLabel(t(this.locale, `placing:form.versions.${version}`));
  }

  edition(name: string): Locator {
    return this.dialog.getByLabel(name, { exact: true });
  }

  extra(extra: 'bold' | 'frame' | 'hot' | 'priority' | 'photo'): Locator {
    return this.dialog.getByLabel(t(this.locale, `placing:form.extra.${extra}`));
  }

  /** "Pay $X" of the saved ad (the amount as the page formats it). */
  payButton(amount: string): Locator {
    return this.payPanel.getByRole('button', { name: t(this.locale, 'common:pay.amount', { amount }) });
  }
}
