import { expect, type Locator, type Page } from '@playwright/test';
import { TOAST_RECORD } from '../helpers/toast-record.ts';
import { t, type Locale } from '../helpers/i18n.ts';

type ToastRole = 'status' | 'alert';

/** The notifications region, top right. */
export class Toasts {
  readonly page: Page;
  readonly locale: Locale;
  readonly region: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    this.page = page;
    this.locale = locale;
    this.region = page.getByRole('region', { name: t(locale, 'common:toast.region') });
  }

  /** An info or success toast (role=status) with this text. */
  status(message: string): Locator {
    return this.region.getByRole('status').filter({ hasText: message });
  }

  /** An error toast (role=alert) with this text. */
  alert(message: string): Locator {
    return this.region.getByRole('alert').filter({ hasText: message });
  }

  /** The toasts this page has shown so far, visible or gone (the fixture records them). */
  async shown(role: ToastRole): Promise<string[]> {
    const record = await this.page.evaluate((name) => (window as unknown as Record<string, { role: string; text: string }[]>)[name] ?? [], TOAST_RECORD);
    return record.filter((toast) => toast.role === role).map((toast) => toast.text);
  }

  /**
   * Waits until the page has shown an info/success (`status`) or error (`alert`) toast with
   * this text (`times` times in all). Unlike `toBeVisible` on a 3 s toast, it cannot miss one
   * on a slow machine.
   */
  async expectShown(role: ToastRole, message: string, times = 1): Promise<void> {
    await expect
      .poll(async () => (await this.shown(role)).filter((text) => text.includes(message)).length, { message: `${times} × ${role} toast "${message}"` })
      .toBeGreaterThanOrEqual(times);
  }
}
