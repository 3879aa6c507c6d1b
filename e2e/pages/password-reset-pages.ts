import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';

/** /forgot-password: the e-mail address that gets the link. */
export class ForgotPasswordPage extends BasePage {
  readonly emailInput: Locator;
  readonly submitButton: Locator;
  readonly sent: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.emailInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.email'), exact: true });
    this.submitButton = this.main.getByRole('button', { name: t(locale, 'pages:forgotPassword.submit'), exact: true });
    this.sent = this.main.getByRole('status');
  }

  override goto(path = '/forgot-password'): Promise<Response | null> {
    return super.goto(path);
  }

  sentText(email: string): string {
    return t(this.locale, 'pages:forgotPassword.sent', { email });
  }
}

/** /reset-password?token=…: the page of the e-mailed link. */
export class ResetPasswordPage extends BasePage {
  readonly newPasswordInput: Locator;
  readonly passwordConfirmationInput: Locator;
  readonly submitButton: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    // Password inputs have no ARIA role: found by their labels.
    this.newPasswordInput = this.main.getByLabel(t(locale, 'pages:account.newPassword'), { exact: true });
    this.passwordConfirmationInput = this.main.getByLabel(t(locale, 'pages:account.passwordConfirmation'), { exact: true });
    this.submitButton = this.main.getByRole('button', { name: t(locale, 'pages:resetPassword.submit'), exact: true });
  }

  async setPassword(password: string): Promise<void> {
    await this.newPasswordInput.fill(password);
    await this.passwordConfirmationInput.fill(password);
    await this.submitButton.click();
  }
}
