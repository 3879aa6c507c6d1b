import type { Locator } from '@playwright/test';
import { t, type Locale } from '../helpers/i18n.ts';

/** The second step of every SMS flow (sign-up, sign-in): where the code went, and the code. */
export class CodeStep {
  readonly scope: Locator;
  readonly locale: Locale;
  /** "We have sent a 6-digit code to …" and how long it is valid. */
  readonly status: Locator;
  readonly codeInput: Locator;
  readonly resendButton: Locator;

  constructor(scope: Locator, locale: Locale = 'ru') {
    this.scope = scope;
    this.locale = locale;
    this.status = scope.getByRole('status');
    this.codeInput = scope.getByRole('textbox', { name: t(locale, 'pages:account.code'), exact: true });
    this.resendButton = scope.getByRole('button', { name: t(locale, 'pages:account.resendCode'), exact: true });
  }

  /** What the step says about where the code went (`typedPhone`: 1-XXX-XXX-XXXX). */
  sentText(typedPhone: string): string {
    return t(this.locale, 'pages:account.codeSent', { phone: typedPhone }).replace(/<\/?nowrap>/g, '');
  }

  submitButton(label: string): Locator {
    return this.scope.getByRole('button', { name: label, exact: true });
  }

  async enter(code: string, submitLabel: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.submitButton(submitLabel).click();
  }
}
