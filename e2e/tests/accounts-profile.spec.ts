import { confirmEmail, newPerson, passwordWorks, signUp } from '../helpers/accounts.ts';
import { expectFieldError, storedAuthData } from '../helpers/forms.ts';
import { t } from '../helpers/i18n.ts';
import { mailedLink } from '../helpers/outbox.ts';
import { horizontalOverflow, lineBreaks } from '../helpers/layout.ts';
import { expect, isPhone, test } from '../fixtures.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { ChangeInfoPage } from '../pages/change-info-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '../pages/newsletter-pages.ts';
import { ProfilePage } from '../pages/profile-page.ts';

test.describe('Accounts: profile', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('a long e-mail address breaks only after its @ or a dot', { tag: '@layout' }, async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    const digits = person.email.replace(/\D/g, '');
    const email = `konstantin.konstantinopolsky.${digits}@correspondence.longer-mail-provider.example.com`;
    await signUp(page.request, { ...person, email });
    const profile = new ProfilePage(page);
    await profile.goto();

    const address = profile.main.getByText(email, { exact: true });
    await expect(address).toBeVisible();
    const breaks = await lineBreaks(address);
    // On a phone it is wider than the screen, so it does break; each line ends at an @ or a dot.
    if (isPhone(testInfo)) expect(breaks.length).toBeGreaterThan(0);
    for (const line of breaks) expect(line, `a line of ${email}`).toMatch(/[@.]$/);
    expect(breaks.join('') + email.slice(breaks.join('').length)).toBe(email);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('new names are saved and the header shows the new name', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();
    await expect(changeInfo.firstNameInput).toHaveValue(person.firstName);
    await expect(changeInfo.lastNameInput).toHaveValue(person.lastName);
    await expect(changeInfo.emailInput).toHaveValue(person.email);

    await changeInfo.firstNameInput.fill('Вероника');
    await changeInfo.lastNameInput.fill('Новикова');
    await changeInfo.saveButton.click();

    await changeInfo.toasts.expectShown('status', t('ru', 'common:notices.profile-saved'));
    await expect(page).toHaveURL('/profile/changeinfo');
    const menu = new AccountMenu(page);
    await expect(menu.toggle('Вероника')).toBeVisible();
    await expect(menu.toggle(person.firstName)).toHaveCount(0);
    await expect(changeInfo.firstNameInput).toHaveValue('Вероника');
    await expect(changeInfo.lastNameInput).toHaveValue('Новикова');

    await menu.open('Вероника');
    await menu.link('profile').click();
    const profile = new ProfilePage(page);
    await expect(profile.heading).toHaveText(profile.welcome('Вероника'));
  });

  test('a new e-mail needs the password, and takes effect only once its link is opened', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();
    const newEmail = `new.${person.email}`;

    await changeInfo.emailInput.fill(newEmail);
    await changeInfo.saveButton.click();

    await expectFieldError(changeInfo.emailPasswordInput, t('ru', 'errors:error-incorrect-current-password'));
    await expect(changeInfo.emailPasswordInput).toBeFocused();
    await expect(changeInfo.emailInput).toHaveValue(newEmail);

    await changeInfo.emailPasswordInput.fill(person.password);
    await changeInfo.saveButton.click();

    await expect(changeInfo.toasts.status(t('ru', 'common:notices.email-changed'))).toBeVisible();
    await expect(changeInfo.pendingEmail(newEmail)).toBeVisible();
    // Until the link is opened the account keeps its address.
    await expect(changeInfo.emailInput).toHaveValue(person.email);

    await page.goto(await mailedLink(newEmail, '/verify-email'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(t('ru', 'articles:verify.verified'));
    await changeInfo.goto();
    await expect(changeInfo.emailInput).toHaveValue(newEmail);
    await expect(changeInfo.pendingEmail(newEmail)).toHaveCount(0);
  });

  test('a change of e-mail still waiting for its link can be withdrawn', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();
    const newEmail = `typo.${person.email}`;
    await changeInfo.emailInput.fill(newEmail);
    await changeInfo.emailPasswordInput.fill(person.password);
    await changeInfo.saveButton.click();
    await expect(changeInfo.pendingEmail(newEmail)).toBeVisible();
    const link = await mailedLink(newEmail, '/verify-email');

    await changeInfo.withdrawEmailButton(person.email).click();

    await expect(changeInfo.toasts.status(t('ru', 'common:notices.email-change-withdrawn'))).toBeVisible();
    await expect(changeInfo.pendingEmail(newEmail)).toHaveCount(0);
    await expect(changeInfo.emailInput).toHaveValue(person.email);
    // The link already sent changes nothing now.
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t('ru', 'articles:verify.failed'));
  });

  test('a new password needs the right current one', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();
    const newPassword = `${person.password}-new`;

    await changeInfo.changePassword(`${person.password}-wrong`, newPassword);

    await expectFieldError(changeInfo.currentPasswordInput, t('ru', 'errors:error-incorrect-current-password'));
    await expect(changeInfo.currentPasswordInput).toBeFocused();

    await changeInfo.changePassword(person.password, newPassword);

    await changeInfo.toasts.expectShown('status', t('ru', 'common:notices.password-changed'));
    await expect(changeInfo.currentPasswordInput).not.toHaveAttribute('aria-invalid', 'true');
    // Still signed in here…
    await expect(new AccountMenu(page).toggle(person.firstName)).toBeVisible();
    // …and from now on with the new password only.
    expect(await passwordWorks(request, person.email, newPassword)).toBe(true);
    expect(await passwordWorks(request, person.email, person.password)).toBe(false);
  });

  test('the newsletter: subscribed through the e-mailed link, unsubscribed through the link page', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    // Only a confirmed address is the member's own: an unconfirmed one is treated as anyone's.
    await confirmEmail(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();
    await expect(changeInfo.newsletterState('none', person.email)).toBeVisible();

    await changeInfo.subscribeButton.click();

    await changeInfo.toasts.expectShown('status', t('ru', 'common:notices.newsletter-pending'));
    await expect(changeInfo.newsletterState('pending', person.email)).toBeVisible();

    const confirm = new NewsletterConfirmPage(page);
    await confirm.goto(await mailedLink(person.email, '/newsletter/confirm'));
    await expect(confirm.heading).toHaveText(t('ru', 'pages:newsletter.confirmHeading'));
    await expect(confirm.confirmed).toBeVisible();
    await changeInfo.goto();
    await expect(changeInfo.newsletterState('subscribed', person.email)).toBeVisible();

    const unsubscribe = new NewsletterUnsubscribePage(page);
    await unsubscribe.goto(await mailedLink(person.email, '/newsletter/unsubscribe'));
    await expect(unsubscribe.heading).toHaveText(t('ru', 'pages:newsletter.unsubscribeHeading'));
    await expect(unsubscribe.question).toBeVisible();
    await unsubscribe.unsubscribeButton.click();
    await expect(unsubscribe.unsubscribed).toBeVisible();
    await changeInfo.goto();
    await expect(changeInfo.newsletterState('none', person.email)).toBeVisible();
  });

  test('deleting the account: the word, "Are you sure?", then signed out for good', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    await signUp(page.request, person);
    const changeInfo = new ChangeInfoPage(page);
    await changeInfo.goto();

    // A wrong word is not enough.
    await changeInfo.deleteWordInput.fill('удали');
    await changeInfo.deleteButton.click();
    await expectFieldError(changeInfo.deleteWordInput, t('ru', 'errors:error-delete-confirmation'));

    // "No" changes nothing.
    await changeInfo.deleteWordInput.fill(changeInfo.deleteWord);
    await changeInfo.deleteButton.click();
    await expect(changeInfo.deleteQuestion).toBeFocused();
    await changeInfo.deleteNoLink.click();
    await expect(changeInfo.deleteQuestion).toHaveCount(0);
    await expect(changeInfo.deleteWordInput).toBeVisible();
    await expect(new AccountMenu(page).toggle(person.firstName)).toBeVisible();

    await changeInfo.deleteWordInput.fill(changeInfo.deleteWord);
    await changeInfo.deleteButton.click();

    await expect(changeInfo.deleteQuestion).toBeFocused();
    // "Yes" alone is not enough: a session left open somewhere must not delete the account.
    await changeInfo.deleteYesButton.click();
    await expectFieldError(changeInfo.deletePasswordInput, t('ru', 'errors:error-incorrect-current-password'));
    await expect(changeInfo.deleteQuestion).toBeVisible();

    await changeInfo.deletePasswordInput.fill(person.password);
    await changeInfo.deleteYesButton.click();

    const home = new HomePage(page);
    await expect(page).toHaveURL('/');
    await home.toasts.expectShown('status', t('ru', 'common:notices.account-deleted'));
    await expect(home.header.loginLink).toBeVisible();
    await expect(new AccountMenu(page).anyToggle).toHaveCount(0);
    await expect.poll(() => storedAuthData(page)).toBeNull();

    // The account is gone: its password opens nothing.
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(person.email, person.password);
    await expectFieldError(login.passwordInput, t('ru', 'errors:notification-incorrect-password'));
  });
});
