import { useTranslation } from 'react-i18next';
import type { BannerStats } from '@gazeta/contract';
import type { Route } from './+types/profile-banners';
import { FormAlert, FormStatus, useErrorText } from '../components/form.tsx';
import { InlineStep } from '../components/inline-step.tsx';
import { Modal } from '../components/modal.tsx';
import { requireUser } from '../features/account/session.server.ts';
import { getBannerStats } from '../features/banners/api/get-banner-stats.ts';
import { getMyBanners } from '../features/banners/api/get-my-banners.ts';
import { bannerIntent } from '../features/banners/banner-actions.server.ts';
import { BANNER_INTENTS, isBannerIntent, owesPayment, type BannerActionResult } from '../features/banners/banner-intents.ts';
import { canDelete, canEdit, hasStats } from '../features/banners/banner-state.ts';
import bannersCss from '../features/banners/banners.css?url';
import { bannersSeoMeta } from '../features/banners/banners-meta.ts';
import { BannerForm } from '../features/banners/components/banner-form.tsx';
import { DeleteBannerDialog, DeleteBannerInPage } from '../features/banners/components/delete-banner.tsx';
import { MyBanners } from '../features/banners/components/my-banners.tsx';
import { PayNow } from '../features/banners/components/pay-now.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { toCheckout } from '../features/orders/checkout-redirect.server.ts';
import { fieldText } from '../lib/form-data.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'banners:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: bannersCss }];

const HERE = paths.profileBanners();

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  const api = pageApi(context);
  const mine = await getMyBanners(api);
  // The views and clicks of every banner whose run has begun, drawn on the page (no request from the browser).
  const counted = await Promise.all(mine.data.filter(hasStats).map(async (banner) => [banner.id, await getBannerStats(api, banner.id)] as const));
  const stats: Record<number, BannerStats> = Object.fromEntries(counted);
  return { mine, stats, bannersMessages: namespaceMessages(getRenderContext(context).locale, 'banners') };
}

type Answer = BannerActionResult | { intent: string; ok: false; code: string };

export async function action({ context, request }: Route.ActionArgs): Promise<Answer | Response> {
  await requireUser(context);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  if (!isBannerIntent(intent)) return { intent, ok: false, code: 'error-bad-request' };
  const result = await bannerIntent(context, intent, form);
  // Paying goes on to the order's checkout (the classifieds' and the hot deals' own); a save first says what it owes.
  if (!result.ok || intent !== BANNER_INTENTS.pay || !result.orderId) return result;
  const checkout = await toCheckout(context, result.orderId);
  return checkout instanceof Response ? checkout : { ...result, ok: false, code: checkout.code };
}

export const meta: Route.MetaFunction = (args) => bannersSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const bannerAnswer = (data: unknown): BannerActionResult | undefined =>
  data && typeof data === 'object' && 'intent' in data && isBannerIntent(String(data.intent)) ? (data as BannerActionResult) : undefined;

/**
 * The owner's banners (spec §2 /profile/banners, issue #16): each with its picture, run, price and
 * phase, the Pay of one waiting for payment, and the views and clicks per day of one that runs or
 * ran; the create-or-update pop-up and the deletion's confirmation. Each pop-up has its own address
 * (`?new=1`, `?edit={id}`, `?delete={id}`): before JavaScript runs the page shows it in place, and
 * a form sent then comes back with the page (the payment step, or the form with what was wrong).
 */
export default function ProfileBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('banners');
  const errorText = useErrorText();
  const { mine, stats } = loaderData;
  const hydrated = useHydrated();
  const find = (raw: string | null) => mine.data.find((banner) => String(banner.id) === raw) ?? null;
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, { canEdit, canDelete });

  // A form's answer with the page: only forms sent without JavaScript, and the Pay buttons, come back so.
  const answer = bannerAnswer(actionData);
  const saved = answer?.intent === BANNER_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === BANNER_INTENTS.remove ? answer : undefined;
  const payRefused = answer?.intent === BANNER_INTENTS.pay && !answer.ok && editing === null ? errorText(answer.code) : undefined;

  const onSaved = (result: BannerActionResult) => {
    // A saved banner owes its price: the pop-up stays open on "Pay $X"; the list behind it reloads by itself.
    if (!owesPayment(result)) setEditing(null);
  };

  let inPage = null;
  if (saved) {
    const banner = find(String(saved.id ?? ''));
    inPage = (
      <InlineStep title={banner ? t('form.titleEdit') : t('form.titleNew')}>
        {saved.ok ? <PayNow result={saved} action={HERE} /> : <BannerForm banner={banner} today={mine.today} action={HERE} refusal={saved} onSaved={() => undefined} />}
      </InlineStep>
    );
  } else if (!hydrated && editing) {
    inPage = (
      <InlineStep title={editing.item ? t('form.titleEdit') : t('form.titleNew')}>
        <BannerForm banner={editing.item} today={mine.today} action={HERE} onSaved={() => undefined} />
      </InlineStep>
    );
  } else if (!hydrated && deleting) {
    inPage = <DeleteBannerInPage banner={deleting} action={HERE} />;
  }

  return (
    <div className="container account-page my-banners-page">
      <header className="page-header page-header--row">
        <div>
          <h1 className="page-title">{t('page.heading')}</h1>
          <p className="page-lead">{t('page.lead')}</p>
        </div>
        <PopupTrigger to={paths.profileBanners({ new: true })} onOpen={() => setEditing({ item: null })} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      </header>
      <FormAlert>{payRefused}</FormAlert>
      {removed ? removed.ok ? <FormStatus>{t('page.deleted')}</FormStatus> : <FormAlert>{errorText(removed.code)}</FormAlert> : null}
      {inPage}
      <MyBanners data={mine.data} stats={stats} onEdit={(banner) => setEditing({ item: banner })} onDelete={setDeleting} />
      <Modal open={hydrated && editing !== null} onClose={() => setEditing(null)} title={editing?.item ? t('form.titleEdit') : t('form.titleNew')}>
        {editing ? <BannerForm key={editing.item?.id ?? 'new'} banner={editing.item} today={mine.today} action={HERE} onSaved={onSaved} onClose={() => setEditing(null)} /> : null}
      </Modal>
      <DeleteBannerDialog banner={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </div>
  );
}
