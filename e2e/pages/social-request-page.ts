import type { Locator, Page, Response } from '@playwright/test';
import type { PostingNetwork } from '@gazeta/contract';
import { formatDate } from '../helpers/format.ts';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** The request form: in its pop-up (named "New request"), or in the page before JavaScript runs. */
export class SocialRequestForm {
  readonly scope: Locator;
  readonly locale: Locale;
  readonly text: Locator;
  readonly publishOn: Locator;
  readonly pictures: Locator;
  /** "I agree (terms)": the terms' link is part of its name. */
  readonly agree: Locator;
  readonly price: Locator;
  readonly submit: Locator;
  /** After saving: "Success. Please pay for your request." and the Pay button. */
  readonly payStep: Locator;

  constructor(scope: Locator, locale: Locale = 'ru') {
    this.scope = scope;
    this.locale = locale;
    this.text = scope.getByLabel(t(locale, 'social:form.text'), { exact: true });
    this.publishOn = scope.getByLabel(t(locale, 'social:form.publishOn'), { exact: true });
    this.pictures = scope.getByLabel(t(locale, 'social:form.pictures', { max: 4 }), { exact: true });
    this.agree = scope.getByRole('checkbox', { name: startsWith(t(locale, 'social:form.agree')) });
    this.price = scope.getByTestId('social-price');
    this.submit = scope.getByRole('button', { name: t(locale, 'social:form.submit'), exact: true });
    this.payStep = scope.getByTestId('social-pay');
  }

  /** A network's tick box: its name, then its price. */
  network(network: PostingNetwork): Locator {
    return this.scope.getByRole('checkbox', { name: startsWith(t(this.locale, `social:networks.${network}`)) });
  }

  removePicture(n: number): Locator {
    return this.scope.getByRole('button', { name: t(this.locale, 'social:form.removePicture', { n }), exact: true });
  }

  payButton(amount: string): Locator {
    return this.payStep.getByRole('button', { name: t(this.locale, 'common:pay.amount', { amount }), exact: true });
  }
}

/** /profile/social-request: the member's requests to post on the paper's social pages. */
export class SocialRequestPage extends BasePage {
  static readonly PATH = '/profile/social-request';
  readonly newButton: Locator;
  readonly newLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.newButton = this.main.getByRole('button', { name: t(locale, 'social:page.new'), exact: true });
    this.newLink = this.main.getByRole('link', { name: t(locale, 'social:page.new'), exact: true });
  }

  override goto(path = SocialRequestPage.PATH): Promise<Response | null> {
    return super.goto(path);
  }

  /** The pop-up's form. */
  dialogForm(): SocialRequestForm {
    return new SocialRequestForm(this.page.getByRole('dialog', { name: t(this.locale, 'social:form.titleNew') }), this.locale);
  }

  /** The same form in the page, before JavaScript runs. */
  inPageForm(): SocialRequestForm {
    return new SocialRequestForm(this.main.getByRole('region', { name: t(this.locale, 'social:form.titleNew') }), this.locale);
  }

  /** A request's card by its day, narrowed by a piece of its text. */
  request(day: string, text: string): Locator {
    return this.main.getByRole('article', { name: t(this.locale, 'social:page.itemTitle', { date: formatDate(day, this.locale) }), exact: true }).filter({ hasText: text });
  }

  status(card: Locator, status: string): Locator {
    return card.getByText(t(this.locale, `social:page.status.${status}`), { exact: true });
  }

  payButton(card: Locator, amount: string): Locator {
    return card.getByRole('button', { name: t(this.locale, 'social:page.pay', { amount }), exact: true });
  }

  /** Delete: a button that opens the question, or before JavaScript runs a link to the question's own address. */
  deleteControl(card: Locator, role: 'button' | 'link' = 'button'): Locator {
    return card.getByRole(role, { name: t(this.locale, 'social:page.delete'), exact: true });
  }

  /** The published posts' links of a card. */
  links(card: Locator): Locator {
    return card.getByRole('region', { name: t(this.locale, 'social:page.links') }).getByRole('link');
  }
}
