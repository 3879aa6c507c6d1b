import { DEMO_READER, signIn } from '../helpers/accounts.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { expect, test } from '../fixtures.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ProfilePage } from '../pages/profile-page.ts';
import { RegisterPage } from '../pages/register-page.ts';

test.describe('Accounts: accessibility (axe: WCAG 2.2 AA, serious and critical)', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('login page', { tag: '@layout' }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await waitForHydration(page);
    await expect(login.sendCodeButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await login.passwordTab.click();
    await expect(login.passwordInput).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('register page', { tag: '@layout' }, async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await waitForHydration(page);
    await expect(register.submitButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('profile page', { tag: '@layout' }, async ({ page }) => {
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const profile = new ProfilePage(page);
    await profile.goto();
    await waitForHydration(page);
    await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
