import type { Locator, Page, Response } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { CodeStep } from './code-step.ts';

/** /login: by an SMS code (phone, then code) or with a password; Google and Facebook buttons. */
export class LoginPage extends BasePage {
  readonly smsTab: Locator;
  readonly passwordTab: Locator;
  readonly phoneInput: Locator;
  readonly sendCodeButton: Locator;
  readonly codeStep: CodeStep;
  readonly loginInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;
  readonly forgotPasswordLink: Locator;
  readonly registerLink: Locator;
  readonly googleButton: Locator;
  /** "Authorization data is out of date" after a session that ended elsewhere. */
  readonly expiredAlert: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    const methods = this.main.getByRole('navigation', { name: t(locale, 'pages:login.methods') });
    this.smsTab = methods.getByRole('link', { name: t(locale, 'pages:login.bySms'), exact: true });
    this.passwordTab = methods.getByRole('link', { name: t(locale, 'pages:login.byPassword'), exact: true });
    this.phoneInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.phone'), exact: true });
    this.sendCodeButton = this.main.getByRole('button', { name: t(locale, 'pages:login.sendCode'), exact: true });
    this.codeStep = new CodeStep(this.main, locale);
    this.loginInput = this.main.getByRole('textbox', { name: t(locale, 'pages:login.login'), exact: true });
    // A password input has no ARIA role: found by its label.
    this.passwordInput = this.main.getByLabel(t(locale, 'pages:account.password'), { exact: true });
    this.submitButton = this.main.getByRole('button', { name: t(locale, 'pages:login.submit'), exact: true });
    this.forgotPasswordLink = this.main.getByRole('link', { name: t(locale, 'pages:login.forgot'), exact: true });
    this.registerLink = this.main.getByRole('link', { name: t(locale, 'pages:login.register'), exact: true });
    this.googleButton = this.main.getByRole('link', { name: t(locale, 'pages:login.continueWith', { provider: 'Google' }), exact: true });
    this.expiredAlert = this.main.getByRole('alert').filter({ hasText: t(locale, 'errors:notification-auth-expired') });
  }

  override goto(path = '/login'): Promise<Response | null> {
    return super.goto(path);
  }

  /** Sign-in by SMS, step one: the phone number (as typed) and "Get the code". */
  async requestCode(typedPhone: string): Promise<void> {
    await this.phoneInput.fill(typedPhone);
    await this.sendCodeButton.click();
  }

  /** Sign-in with a password, from the SMS tab the page opens on. */
  async signInWithPassword(login: string, password: string): Promise<void> {
    await this.passwordTab.click();
    await this.loginInput.fill(login);
    await this.passwordInput.fill(password);
    await this.submitButton.click();
  }
}
