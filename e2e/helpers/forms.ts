import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { storageItem } from './browser.ts';
import { escapeRegExp } from './i18n.ts';

/** A field in error: marked invalid, and the message read with it (its accessible description). */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** Spec §3: who signed in and how, kept in local storage under this key. */
export const AUTH_DATA_KEY = 'gazeta:authData';

/** The stored authData (null when there is none). */
export async function storedAuthData(page: Page): Promise<{ authMethod: string; user: { first_name: string; email: string | null } } | null> {
  const raw = await storageItem(page, AUTH_DATA_KEY);
  return raw === null ? null : (JSON.parse(raw) as { value: { authMethod: string; user: { first_name: string; email: string | null } } }).value;
}
