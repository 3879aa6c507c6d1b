import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /profile: the signed-in reader's page. */
export class ProfilePage extends BasePage {
  readonly exitButton: Locator;
  readonly personalDataLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    const nav = this.main.getByRole('navigation', { name: t(locale, 'pages:profile.nav.title') });
    this.exitButton = nav.getByRole('button', { name: t(locale, 'layout:account.exit'), exact: true });
    this.personalDataLink = nav.getByRole('link', { name: t(locale, 'pages:profile.nav.personalData'), exact: true });
  }

  override goto(path = '/profile'): Promise<Response | null> {
    return super.goto(path);
  }

  /** "Welcome back, {name}!" */
  welcome(name: string): string {
    return t(this.locale, 'pages:profile.welcome', { name });
  }
}
