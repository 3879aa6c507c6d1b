import type { Locator, Page, Response } from '@playwright/test';
import type { Person } from '../helpers/accounts.ts';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { CodeStep } from './code-step.ts';

/** /register: the details form, then the code sent by SMS on the same page. */
export class RegisterPage extends BasePage {
  readonly lead: Locator;
  readonly firstNameInput: Locator;
  readonly lastNameInput: Locator;
  readonly emailInput: Locator;
  readonly phoneInput: Locator;
  readonly passwordInput: Locator;
  readonly passwordConfirmationInput: Locator;
  readonly termsCheckbox: Locator;
  readonly submitButton: Locator;
  readonly codeStep: CodeStep;
  readonly confirmButtonLabel: string;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.lead = this.main.getByText(t(locale, 'pages:register.lead'), { exact: true });
    this.firstNameInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.firstName'), exact: true });
    this.lastNameInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.lastName'), exact: true });
    this.emailInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.email'), exact: true });
    this.phoneInput = this.main.getByRole('textbox', { name: t(locale, 'pages:account.phone'), exact: true });
    // Password inputs have no ARIA role: found by their labels.
    this.passwordInput = this.main.getByLabel(t(locale, 'pages:account.password'), { exact: true });
    this.passwordConfirmationInput = this.main.getByLabel(t(locale, 'pages:account.passwordConfirmation'), { exact: true });
    this.termsCheckbox = this.main.getByRole('checkbox', { name: startsWith(t(locale, 'pages:register.agree')) });
    this.submitButton = this.main.getByRole('button', { name: t(locale, 'pages:register.submit'), exact: true });
    this.codeStep = new CodeStep(this.main, locale);
    this.confirmButtonLabel = t(locale, 'pages:register.confirm');
  }

  override goto(path = '/register'): Promise<Response | null> {
    return super.goto(path);
  }

  /** Fills in the form as a person types it (the phone as 1-XXX-XXX-XXXX); the password twice unless told otherwise. */
  async fill(person: Person, options: { typedPhone?: string; passwordConfirmation?: string } = {}): Promise<void> {
    await this.firstNameInput.fill(person.firstName);
    await this.lastNameInput.fill(person.lastName);
    await this.emailInput.fill(person.email);
    await this.phoneInput.fill(options.typedPhone ?? person.typedPhone);
    await this.passwordInput.fill(person.password);
    await this.passwordConfirmationInput.fill(options.passwordConfirmation ?? person.password);
    await this.termsCheckbox.check();
  }
}
