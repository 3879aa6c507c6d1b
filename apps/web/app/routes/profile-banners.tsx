import { useTranslation } from 'react-i18next';
import type { BannerStats } from '@gazeta/contract';
import type { Route } from './+types/profile-banners';
import { EditorModal, ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { InlineStep } from '../components/inline-step.tsx';
import { requireUser } from '../features/account/session.server.ts';
import { getBannerStats } from '../features/banners/api/get-banner-stats.ts';
import { getMyBanners } from '../features/banners/api/get-my-banners.ts';
import { bannerIntent } from '../features/banners/banner-actions.server.ts';
import { BANNER_INTENTS, isBannerIntent, owesPayment, type BannerActionResult } from '../features/banners/banner-intents.ts';
import { canDelete, canEdit, hasStats } from '../features/banners/banner-state.ts';
import bannersCss from '../features/banners/banners.css?url';
import { BannerForm } from '../features/banners/components/banner-form.tsx';
import { bannerDeletion } from '../features/banners/components/delete-banner.tsx';
import { MyBanners } from '../features/banners/components/my-banners.tsx';
import { PayNow } from '../features/banners/components/pay-now.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { itemAction } from '../layout/item-action.server.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
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

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, { is: isBannerIntent, run: bannerIntent, pays: [BANNER_INTENTS.pay] });

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

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
  const { mine, stats } = loaderData;
  const hydrated = useHydrated();
  const find = (raw: string | null) => mine.data.find((banner) => String(banner.id) === raw) ?? null;
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, { canEdit, canDelete });

  // A form's answer with the page: only forms sent without JavaScript, and the Pay buttons, come back so.
  const answer = bannerAnswer(actionData);
  const saved = answer?.intent === BANNER_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === BANNER_INTENTS.remove ? answer : undefined;
  const payRefused = answer?.intent === BANNER_INTENTS.pay && editing === null ? answer : undefined;

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
    inPage = <bannerDeletion.InPage item={deleting} action={HERE} />;
  }

  return (
    <ProfileListPage
      className="my-banners-page"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <PopupTrigger to={paths.profileBanners({ new: true })} onOpen={() => setEditing({ item: null })} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      }
    >
      <ListAnswers refusedPay={payRefused} removed={removed} deleted={t('page.deleted')} />
      {inPage}
      <MyBanners data={mine.data} stats={stats} onEdit={(banner) => setEditing({ item: banner })} onDelete={setDeleting} />
      <EditorModal editing={editing} shown={hydrated} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }}>
        {(banner) => <BannerForm banner={banner} today={mine.today} action={HERE} onSaved={onSaved} onClose={() => setEditing(null)} />}
      </EditorModal>
      <bannerDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
