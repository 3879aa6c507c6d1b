import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-social-request';
import { ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { InlineStep } from '../components/inline-step.tsx';
import { Modal } from '../components/modal.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { requireUser } from '../features/account/session.server.ts';
import { itemAction } from '../layout/item-action.server.ts';
import { getMySocialRequests } from '../features/social-requests/api/get-my-social-requests.ts';
import { socialRequestDeletion } from '../features/social-requests/components/delete-request.tsx';
import { MySocialRequests } from '../features/social-requests/components/my-social-requests.tsx';
import { PayNow } from '../features/social-requests/components/pay-now.tsx';
import { SocialRequestForm } from '../features/social-requests/components/social-request-form.tsx';
import { canDelete } from '../features/social-requests/request-state.ts';
import { socialIntent } from '../features/social-requests/social-actions.server.ts';
import { isSocialIntent, owesPayment, SOCIAL_INTENTS, socialAnswer, type SocialActionResult } from '../features/social-requests/social-intents.ts';
import socialCss from '../features/social-requests/social-requests.css?url';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'social:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: socialCss }];

const HERE = paths.profileSocialRequest();

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  const mine = await getMySocialRequests(pageApi(context));
  return { mine, socialMessages: namespaceMessages(getRenderContext(context).locale, 'social') };
}

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, { is: isSocialIntent, run: socialIntent, pays: [SOCIAL_INTENTS.pay] });

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The member's social-posting requests (spec §2 /profile/social-request, issue #16): each with
 * its day, text, networks, price, pictures and state (Pay and Delete while unpaid; paid and
 * waiting; the link of each network's post once published; the reason once rejected); the
 * request pop-up and the deletion's question. Each pop-up has its own address (`?new=1`,
 * `?delete={id}`): before JavaScript runs the page shows it in place, and a form sent then comes
 * back with the page (the payment step, or the form with what was wrong).
 */
export default function ProfileSocialRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('social');
  const { mine } = loaderData;
  const hydrated = useHydrated();
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, { canDelete });
  const creating = editing !== null;
  const setCreating = (open: boolean) => setEditing(open ? { item: null } : null);

  // A form's answer with the page: only forms sent without JavaScript, and the Pay buttons, come back so.
  const answer = socialAnswer(actionData);
  const saved = answer?.intent === SOCIAL_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === SOCIAL_INTENTS.remove ? answer : undefined;
  const payRefused = answer?.intent === SOCIAL_INTENTS.pay && !creating ? answer : undefined;

  const onSaved = (result: SocialActionResult) => {
    // A saved request owes its price: the pop-up stays open on "Pay $X"; the list behind it reloads by itself.
    if (!owesPayment(result)) setCreating(false);
  };

  let inPage = null;
  if (saved || (!hydrated && creating)) {
    inPage = (
      <InlineStep title={t('form.titleNew')}>
        {saved?.ok ? <PayNow result={saved} action={HERE} /> : <SocialRequestForm today={mine.today} action={HERE} refusal={saved} onSaved={() => undefined} />}
      </InlineStep>
    );
  } else if (!hydrated && deleting) {
    inPage = <socialRequestDeletion.InPage item={deleting} action={HERE} />;
  }

  return (
    <ProfileListPage
      className="social-requests-page"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <PopupTrigger to={paths.profileSocialRequest({ new: true })} onOpen={() => setCreating(true)} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      }
    >
      <ListAnswers refusedPay={payRefused} removed={removed} deleted={t('page.deleted')} />
      {inPage}
      <MySocialRequests data={mine.data} onDelete={setDeleting} />
      <Modal open={hydrated && creating} onClose={() => setCreating(false)} title={t('form.titleNew')}>
        {creating ? <SocialRequestForm today={mine.today} action={HERE} onSaved={onSaved} onClose={() => setCreating(false)} /> : null}
      </Modal>
      <socialRequestDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
