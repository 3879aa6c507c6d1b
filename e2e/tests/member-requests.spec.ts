/**
 * The member's requests in one list (issue #16): the seeded reader's profile shows each banner,
 * display ad, social post and term of the paper by mail with its state, and one that waits for
 * payment leads to its order, where it is paid. The reader is only read, never changed.
 */
import type { MemberRequestsResponse } from '@gazeta/contract';
import { DEMO_READER, signIn } from '../helpers/accounts.ts';
import { waitForHydration } from '../helpers/browser.ts';
import { t } from '../helpers/i18n.ts';
import { expect, test } from '../fixtures.ts';

test.describe('Profile: the member’s requests', () => {
  test.use({ ownClientIp: true });

  test('every kind with its state; one to pay leads to its order', async ({ page }) => {
    await signIn(page.request, DEMO_READER.email, DEMO_READER.password);
    const mine = (await (await page.request.get('/api/me/requests')).json()) as MemberRequestsResponse;
    await page.goto('/profile');
    await waitForHydration(page);
    const list = page.getByRole('region', { name: t('ru', 'pages:profile.requests.title') });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(mine.data.length);
    for (const kind of ['banner', 'display_ad', 'social_request', 'print_subscription'] as const) {
      await expect(list.getByText(t('ru', `pages:profile.requests.kinds.${kind}`), { exact: true }).first()).toBeVisible();
    }
    // The running display ad of the seed, by its title and state.
    const running = items.filter({ hasText: 'Стоматология «Белая улыбка»' });
    await expect(running.getByText(t('ru', 'pages:profile.requests.states.running'), { exact: true })).toBeVisible();
    await running.getByRole('link', { name: 'Стоматология «Белая улыбка», Нортбрук' }).click();
    await expect(page).toHaveURL(/\/profile\/advertising$/);

    await page.goBack();
    const unpaid = mine.data.find((item) => item.kind === 'display_ad' && item.state === 'awaiting_payment')!;
    const toPay = page.getByRole('region', { name: t('ru', 'pages:profile.requests.title') }).getByRole('listitem').filter({ hasText: unpaid.title });
    await expect(toPay.getByText(t('ru', 'pages:profile.requests.states.awaiting_payment'), { exact: true })).toBeVisible();
    await toPay.getByRole('link', { name: t('ru', 'pages:profile.requests.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${unpaid.order_id}$`));
  });
});
