import { newPerson, signUp } from '../helpers/accounts.ts';
import { expectFieldError, storedAuthData } from '../helpers/forms.ts';
import { startsWith, t } from '../helpers/i18n.ts';
import { mailedLink, nthSmsCodeFor } from '../helpers/outbox.ts';
import { expect, isPhone, SCREEN_INDEPENDENT, test } from '../fixtures.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { HomePage } from '../pages/home-page.ts';
import { ProfilePage } from '../pages/profile-page.ts';
import { RegisterPage } from '../pages/register-page.ts';

test.describe('Accounts: sign-up', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ ownClientIp: true });

  test('signing up with an SMS code lands on the profile, signed in', async ({ page }, testInfo) => {
    const person = newPerson(testInfo);
    const register = new RegisterPage(page);
    await register.goto();
    await expect(register.header.loginLink).toBeVisible();

    await register.fill(person);
    await register.submitButton.click();

    // The code step, on the same page.
    const { codeStep } = register;
    await expect(codeStep.status).toContainText(codeStep.sentText(person.typedPhone));
    await register.toasts.expectShown('status', t('ru', 'common:notifications.notification-sms-sent'));
    await expect(codeStep.codeInput).toBeFocused();

    await codeStep.enter(await nthSmsCodeFor(person.phone, 0), register.confirmButtonLabel);

    const profile = new ProfilePage(page);
    await expect(page).toHaveURL('/profile');
    await expect(profile.heading).toHaveText(profile.welcome(person.firstName));
    await profile.toasts.expectShown('status', t('ru', 'common:notices.registered'));
    const menu = new AccountMenu(page);
    await expect(menu.toggle(person.firstName)).toBeVisible();
    await expect(profile.header.loginLink).toHaveCount(0);
    await expect.poll(() => storedAuthData(page)).toMatchObject({ authMethod: 'Sms', user: { first_name: person.firstName, email: person.email } });
  });

  test('mistakes are shown at their fields and nothing typed is lost; a taken phone is told after its code', async ({ page, request }, testInfo) => {
    const person = newPerson(testInfo);
    const register = new RegisterPage(page);
    await register.goto();

    // The passwords differ.
    await register.fill(person, { passwordConfirmation: `${person.password}-typo` });
    await register.submitButton.click();

    await expectFieldError(register.passwordConfirmationInput, t('ru', 'errors:error-password-mismatch'));
    await expect(register.passwordConfirmationInput).toBeFocused();
    await expect(register.firstNameInput).toHaveValue(person.firstName);
    await expect(register.lastNameInput).toHaveValue(person.lastName);
    await expect(register.emailInput).toHaveValue(person.email);
    await expect(register.phoneInput).toHaveValue(person.typedPhone);
    await expect(register.passwordInput).toHaveValue(person.password);
    await expect(register.passwordConfirmationInput).toHaveValue(`${person.password}-typo`);
    await expect(register.termsCheckbox).toBeChecked();

    // Fixed, but the phone number is somebody else's. The answer is the one any number gets (no
    // probing who is a member): a code goes to the phone, and only its holder hears it is taken.
    const holder = newPerson(testInfo);
    await signUp(request, holder);
    await register.passwordConfirmationInput.fill(person.password);
    await register.phoneInput.fill(holder.typedPhone);
    await register.submitButton.click();

    await expect(register.codeStep.status).toContainText(register.codeStep.sentText(holder.typedPhone));
    await register.codeStep.enter(await nthSmsCodeFor(holder.phone, 1), register.confirmButtonLabel);

    await expect(register.main.getByRole('alert')).toContainText(t('ru', 'errors:notification-error-phone-taken'));
    // Not signed in: still the sign-up page.
    await expect(page).toHaveURL('/register');
  });

  test('the e-mailed confirmation link confirms the address once', async ({ page, request }) => {
    test.skip(isPhone(test.info()), SCREEN_INDEPENDENT);
    const person = newPerson(test.info());
    await signUp(request, person);
    const link = await mailedLink(person.email, '/verify-email');
    const home = new HomePage(page);

    await home.goto(link);

    await expect(page).toHaveTitle(startsWith(t('ru', 'meta:titles.verifyEmail')));
    await expect(home.main.getByRole('status')).toHaveText(t('ru', 'articles:verify.verified'));
    await expect(home.cards.first()).toBeVisible();

    // The link works once.
    await home.goto(link);

    const failed = home.main.getByRole('alert');
    await expect(failed).toContainText(t('ru', 'articles:verify.failed'));
    await expect(failed).toContainText(t('ru', 'articles:verify.failedHint'));
    await expect(home.main.getByRole('status')).toHaveCount(0);
  });
});
