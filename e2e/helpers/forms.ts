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

/**
 * Deleting a member's item without JavaScript (usePopupAddress): its card's Delete is a link to
 * `?delete={id}`, where the question is asked in the page; confirmed, the list says so and the card is gone.
 */
export async function deleteInPage(page: Page, card: Locator, words: { link: string; address: RegExp; title: string; question: readonly string[]; confirm: string; done: string }): Promise<void> {
  await card.getByRole('link', { name: words.link, exact: true }).click();
  await expect(page).toHaveURL(words.address);
  const asked = page.getByRole('region', { name: words.title });
  for (const line of words.question) await expect(asked).toContainText(line);
  await asked.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
  await expect(card).toHaveCount(0);
}
