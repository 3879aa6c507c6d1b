import { confirmEmail, DEMO_READER, newPerson, otherBrowser, signIn, signUp } from '../helpers/accounts.ts';
import { expectFieldError, storedAuthData } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { mailedLink } from '../helpers/outbox.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-reset-pages.ts';
import { ProfilePage } from '../pages/profile-page.ts';

test.describe('Accounts: sessions', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('"Exit" in the account menu signs out and goes to the login page, which says so', async ({ page }) => {
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    await expect.poll(() => storedAuthData(page)).not.toBeNull();
    const menu = new AccountMenu(page);
    await expect(menu.anyToggle).toBeVisible();

    await menu.exit(DEMO_READER.firstName);

    const login = new LoginPage(page);
    await login.toasts.expectShown('status', t('ru', 'common:notices.signed-out'));
    // The notice is said once: it leaves the address, so a reload does not repeat it.
    await expect(page).toHaveURL('/login');
    await expect(login.heading).toHaveText(t('ru', 'pages:login.heading'));
    await expect(login.header.loginLink).toBeVisible();
    await expect(menu.anyToggle).toHaveCount(0);
    expect(await storedAuthData(page)).toBeNull();
    // The session is over on the server too.
    await profile.goto();
    await expect(page).toHaveURL('/login');
  });

  test('"Exit" in the phone menu signs out too', { tag: '@layout' }, async ({ page }) => {
    test.skip(!isPhone(test.info()), 'the menu drawer is the phone layout');
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    await expect.poll(() => storedAuthData(page)).not.toBeNull();

    await new AccountMenu(page).exitFromMobileMenu();

    const login = new LoginPage(page);
    await login.toasts.expectShown('status', t('ru', 'common:notices.signed-out'));
    await expect(page).toHaveURL('/login');
    await expect(login.heading).toHaveText(t('ru', 'pages:login.heading'));
    await expect(login.header.loginLink).toBeVisible();
    await expect(login.header.mobileMenu.dialog).toBeHidden();
    expect(await storedAuthData(page)).toBeNull();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('"Exit" on the profile signs out, and the login page says so in the page', async ({ page }) => {
      await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
      const profile = new ProfilePage(page);
      await profile.goto();

      await profile.exitButton.click();

      const login = new LoginPage(page);
      await expect(page).toHaveURL('/login?notice=signed-out');
      await expect(login.heading).toHaveText(t('ru', 'pages:login.heading'));
      await expect(page.getByRole('status').filter({ hasText: t('ru', 'common:notices.signed-out') })).toBeVisible();
      await profile.goto();
      await expect(page).toHaveURL('/login');
    });
  });

  test('account pages need a sign-in; sign-in pages send a signed-in reader to the profile', async ({ page }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const login = new LoginPage(page);
    for (const path of ['/profile', '/profile/changeinfo']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/login');
      await expect(login.heading).toHaveText(t('ru', 'pages:login.heading'));
    }

    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);

    const profile = new ProfilePage(page);
    for (const path of ['/login', '/login?method=password', '/register']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/profile');
      await expect(profile.heading).toHaveText(profile.welcome(DEMO_READER.firstName));
    }
  });

  test('a forgotten password is reset through the e-mailed link; other sessions end', async ({ page, browser, baseURL, clientIp, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(request, person);
    // Reset links go only to a confirmed address.
    await confirmEmail(request, person);
    // Signed in on another device before.
    const laptop = await otherBrowser(browser, baseURL, clientIp);
    const laptopPage = await laptop.newPage();
    await signIn(laptop.request, person.email, person.password);
    const laptopProfile = new ProfilePage(laptopPage);
    await laptopProfile.goto();
    await expect(laptopProfile.heading).toHaveText(laptopProfile.welcome(person.firstName));

    const login = new LoginPage(page);
    await login.goto('/login?method=password');
    await login.forgotPasswordLink.click();
    const forgot = new ForgotPasswordPage(page);
    await expect(page).toHaveURL('/forgot-password');
    await forgot.emailInput.fill(person.email);
    await forgot.submitButton.click();
    await expect(forgot.sent).toContainText(forgot.sentText(person.email));

    await page.goto(await mailedLink(person.email, '/reset-password'));
    const newPassword = `${person.password}-new`;
    await new ResetPasswordPage(page).setPassword(newPassword);

    const profile = new ProfilePage(page);
    await expect(page).toHaveURL('/profile');
    await expect(profile.heading).toHaveText(profile.welcome(person.firstName));
    await profile.toasts.expectShown('status', t('ru', 'common:notices.password-reset'));
    await expect(new AccountMenu(page).toggle(person.firstName)).toBeVisible();

    // The other device is signed out, and told why.
    await laptopProfile.goto();
    const laptopLogin = new LoginPage(laptopPage);
    await expect(laptopPage).toHaveURL('/login?expired=1');
    await expect(laptopLogin.expiredAlert).toBeVisible();
    await expect(laptopLogin.header.loginLink).toBeVisible();

    // There the old password no longer works; the new one does.
    await laptopLogin.signInWithPassword(person.email, person.password);
    await expectFieldError(laptopLogin.passwordInput, t('ru', 'errors:notification-incorrect-password'));
    await laptopLogin.passwordInput.fill(newPassword);
    await laptopLogin.submitButton.click();
    await expect(laptopPage).toHaveURL('/profile');
    await expect(laptopProfile.heading).toHaveText(laptopProfile.welcome(person.firstName));
    await laptop.close();
  });
});
