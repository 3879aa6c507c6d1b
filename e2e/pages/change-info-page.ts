import type { Locator, Page, Response } from '@playwright/test';
import { DELETE_CONFIRMATION } from '@gazeta/contract';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /profile/changeinfo: names and e-mail, phone, password, newsletter, deleting the account. */
export class ChangeInfoPage extends BasePage {
  readonly personal: Locator;
  readonly firstNameInput: Locator;
  readonly lastNameInput: Locator;
  readonly emailInput: Locator;
  readonly saveButton: Locator;
  /** The current password, asked only to change the e-mail address. */
  readonly emailPasswordInput: Locator;
  readonly pendingEmail: (email: string) => Locator;
  /** "Keep {current address}": withdraws a change still waiting for its link. */
  readonly withdrawEmailButton: (current: string) => Locator;

  readonly password: Locator;
  readonly currentPasswordInput: Locator;
  readonly newPasswordInput: Locator;
  readonly passwordConfirmationInput: Locator;
  readonly changePasswordButton: Locator;

  readonly newsletter: Locator;
  readonly subscribeButton: Locator;

  readonly deletion: Locator;
  readonly deleteWord: string;
  readonly deleteWordInput: Locator;
  readonly deleteButton: Locator;
  readonly deleteQuestion: Locator;
  readonly deleteYesButton: Locator;
  readonly deletePasswordInput: Locator;
  readonly deleteNoLink: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    const section = (key: string) => this.main.getByRole('region', { name: t(locale, key), exact: true });

    this.personal = section('pages:changeInfo.personal');
    this.firstNameInput = this.personal.getByRole('textbox', { name: t(locale, 'pages:account.firstName'), exact: true });
    this.lastNameInput = this.personal.getByRole('textbox', { name: t(locale, 'pages:account.lastName'), exact: true });
    this.emailInput = this.personal.getByRole('textbox', { name: t(locale, 'pages:account.email'), exact: true });
    this.saveButton = this.personal.getByRole('button', { name: t(locale, 'pages:changeInfo.save'), exact: true });
    this.emailPasswordInput = this.personal.getByLabel(t(locale, 'pages:account.currentPassword'), { exact: true });
    this.pendingEmail = (email) => this.personal.getByText(t(locale, 'pages:changeInfo.pendingEmail', { email }), { exact: true });
    this.withdrawEmailButton = (current) => this.personal.getByRole('button', { name: t(locale, 'pages:changeInfo.withdrawEmail', { email: current }), exact: true });

    this.password = section('pages:changeInfo.password');
    // Password inputs have no ARIA role: found by their labels.
    this.currentPasswordInput = this.password.getByLabel(t(locale, 'pages:account.currentPassword'), { exact: true });
    this.newPasswordInput = this.password.getByLabel(t(locale, 'pages:account.newPassword'), { exact: true });
    this.passwordConfirmationInput = this.password.getByLabel(t(locale, 'pages:account.passwordConfirmation'), { exact: true });
    this.changePasswordButton = this.password.getByRole('button', { name: t(locale, 'pages:changeInfo.changePassword'), exact: true });

    this.newsletter = section('pages:profile.nav.newsletter');
    this.subscribeButton = this.newsletter.getByRole('button', { name: t(locale, 'pages:newsletter.subscribe'), exact: true });

    this.deletion = section('pages:changeInfo.delete.title');
    this.deleteWord = DELETE_CONFIRMATION[locale];
    this.deleteWordInput = this.deletion.getByRole('textbox', {
      name: t(locale, 'pages:changeInfo.delete.type', { word: this.deleteWord }).replace(/<\/?strong>/g, ''),
      exact: true,
    });
    this.deleteButton = this.deletion.getByRole('button', { name: t(locale, 'pages:changeInfo.delete.submit'), exact: true });
    this.deleteQuestion = this.deletion.getByRole('heading', { name: t(locale, 'pages:changeInfo.delete.sure'), exact: true });
    this.deleteYesButton = this.deletion.getByRole('button', { name: t(locale, 'pages:changeInfo.delete.yes'), exact: true });
    this.deletePasswordInput = this.deletion.getByLabel(t(locale, 'pages:account.currentPassword'), { exact: true });
    this.deleteNoLink = this.deletion.getByRole('link', { name: t(locale, 'pages:changeInfo.delete.no'), exact: true });
  }

  override goto(path = '/profile/changeinfo'): Promise<Response | null> {
    return super.goto(path);
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.currentPasswordInput.fill(current);
    await this.newPasswordInput.fill(next);
    await this.passwordConfirmationInput.fill(next);
    await this.changePasswordButton.click();
  }

  /** Where the newsletter stands, as the section says it. */
  newsletterState(key: 'none' | 'pending' | 'subscribed', email: string): Locator {
    return this.newsletter.getByText(t(this.locale, `pages:newsletter.${key}`, { email }), { exact: true });
  }
}
