import { DEMO_READER, newPerson, signUp } from '../helpers/accounts.ts';
import { expectFieldError, storedAuthData } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { E2E_GOOGLE_USER, nthSmsCodeFor } from '../helpers/outbox.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ProfilePage } from '../pages/profile-page.ts';

test.describe('Accounts: sign-in', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('by an SMS code: a wrong code is refused, the right one signs in', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(request, person); // The first SMS to the number.
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.smsTab).toHaveAttribute('aria-current', 'page');

    await login.requestCode(person.typedPhone);

    const { codeStep } = login;
    await expect(codeStep.status).toContainText(codeStep.sentText(person.typedPhone));
    await login.toasts.expectShown('status', t('ru', 'common:notifications.notification-sms-sent'));
    const code = await nthSmsCodeFor(person.phone, 1);
    const wrong = code === '000000' ? '111111' : '000000';

    await codeStep.enter(wrong, t('ru', 'pages:login.submit'));

    await expectFieldError(codeStep.codeInput, t('ru', 'errors:notification-invalid-code-error'));
    await expect(codeStep.codeInput).toBeFocused();
    await expect(page).toHaveURL('/login');

    await codeStep.enter(code, t('ru', 'pages:login.submit'));

    const profile = new ProfilePage(page);
    await expect(page).toHaveURL('/profile');
    await expect(profile.heading).toHaveText(profile.welcome(person.firstName));
    await profile.toasts.expectShown('status', t('ru', 'common:notices.signed-in'));
    await expect(new AccountMenu(page).toggle(person.firstName)).toBeVisible();
    await expect(profile.header.loginLink).toHaveCount(0);
    await expect.poll(() => storedAuthData(page)).toMatchObject({ authMethod: 'Sms' });
  });

  test('with an e-mail address and a password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();

    await login.signInWithPassword(DEMO_READER.email, DEMO_READER.password);

    const profile = new ProfilePage(page);
    await expect(page).toHaveURL('/profile');
    await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    await profile.toasts.expectShown('status', t('ru', 'common:notices.signed-in'));
    await expect(new AccountMenu(page).toggle(DEMO_READER.firstName)).toBeVisible();
    await expect(profile.header.loginLink).toHaveCount(0);
    await expect.poll(() => storedAuthData(page)).toMatchObject({ authMethod: 'Password', user: { email: DEMO_READER.email } });
  });

  test('with a phone number and a password', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const login = new LoginPage(page);
    await login.goto();

    await login.signInWithPassword(DEMO_READER.typedPhone, DEMO_READER.password);

    const profile = new ProfilePage(page);
    await expect(page).toHaveURL('/profile');
    await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    await expect(new AccountMenu(page).toggle(DEMO_READER.firstName)).toBeVisible();
  });

  test('a wrong password is refused at the password field', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const login = new LoginPage(page);
    await login.goto();

    await login.signInWithPassword(DEMO_READER.email, `${DEMO_READER.password}-wrong`);

    await expectFieldError(login.passwordInput, t('ru', 'errors:notification-incorrect-password'));
    await expect(login.passwordInput).toBeFocused();
    await expect(login.loginInput).toHaveValue(DEMO_READER.email);
    await expect(page).toHaveURL('/login?method=password');
    await expect(login.header.loginLink).toBeVisible();
  });

  test('an unknown e-mail address is refused as a wrong password is (nobody learns who has an account)', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SCREEN_INDEPENDENT);
    const nobody = newPerson(testInfo); // Never signed up.
    const login = new LoginPage(page);
    await login.goto();

    await login.signInWithPassword(nobody.email, nobody.password);

    await expectFieldError(login.passwordInput, t('ru', 'errors:notification-incorrect-password'));
    await expect(login.passwordInput).toBeFocused();
    await expect(login.loginInput).toHaveValue(nobody.email);
    await expect(login.header.loginLink).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('with an e-mail address and a password', async ({ page }) => {
      test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
      const login = new LoginPage(page);
      await login.goto('/login?method=password');

      await login.loginInput.fill(DEMO_READER.email);
      await login.passwordInput.fill(DEMO_READER.password);
      await login.submitButton.click();

      const profile = new ProfilePage(page);
      await expect(page).toHaveURL('/profile?notice=signed-in', { timeout: 3_000 });
      await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
      // Without JavaScript the notice is a banner in the page.
      await expect(page.getByRole('status').filter({ hasText: t('ru', 'common:notices.signed-in') })).toBeVisible();
    });
  });

  test('with Google: back on the profile, signed in as the Google account', async ({ page }) => {
    // Only the redirects between the site and the (local) provider: the same on every screen.
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const login = new LoginPage(page);
    await login.goto();

    await login.googleButton.click();

    await expect(page).toHaveURL('/profile');

    const profile = new ProfilePage(page);
    await expect(profile.heading).toHaveText(profile.welcome(E2E_GOOGLE_USER.firstName));
    await expect(new AccountMenu(page).toggle(E2E_GOOGLE_USER.firstName)).toBeVisible();
    await expect(profile.main.getByText(E2E_GOOGLE_USER.email)).toBeVisible();
    await expect.poll(() => storedAuthData(page)).toMatchObject({ authMethod: 'Social', user: { email: E2E_GOOGLE_USER.email } });
  });
});
