import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-business';
import { MAP_LINKS } from '../components/place-map.tsx';
import type { MyBusiness } from '@gazeta/contract';
import { EditorModal, InPageStep, ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { phoneAnswer } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { getMyBusinesses } from '../features/business-form/api/get-my-businesses.ts';
import { businessIntent } from '../features/business-form/business-actions.server.ts';
import { BUSINESS_INTENTS, businessAnswer, isBusinessIntent, owesPayment, type BusinessActionResult } from '../features/business-form/business-intents.ts';
import businessFormCss from '../features/business-form/business-form.css?url';
import { BusinessForm, PayNow } from '../features/business-form/components/business-form.tsx';
import { businessDeletion } from '../features/business-form/components/delete-business.tsx';
import { MyBusinesses } from '../features/business-form/components/my-businesses.tsx';
import classifiedFormCss from '../features/classified-form/classified-form.css?url';
import { itemAction } from '../layout/item-action.server.ts';
import { getMapTiles } from '../lib/geo.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { savedNotice, withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'businesses:meta.titles.profile' };

// The owner's list and the pop-up share the classifieds' look (my-ad cards, the pay step).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: classifiedFormCss },
  { rel: 'stylesheet', href: businessFormCss },
  // The form's location picker.
  ...MAP_LINKS,
];

const HERE = paths.profileBusiness();

// What the server allows on a listing now (BUSINESS_TABLE, carried by the answer): only that opens.
const BUSINESS_RULES = { canEdit: (business: MyBusiness) => business.actions.includes('edit'), canDelete: (business: MyBusiness) => business.actions.includes('delete') };

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const api = pageApi(context);
  const [mine, tiles] = await Promise.all([getMyBusinesses(api), getMapTiles(api)]);
  return { user, mine, tiles, businessesMessages: namespaceMessages(getRenderContext(context).locale, 'businesses') };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  itemAction(context, request, {
    is: isBusinessIntent,
    run: businessIntent,
    pays: [BUSINESS_INTENTS.pay],
    phoneHere: HERE,
    // Sent without JavaScript, a saved listing whose hot deal owes money shows its pay step in the page; one that does not, the list again.
    doneWithoutScript: (result) => (result.intent === BUSINESS_INTENTS.save && !owesPayment(result) ? withNotice(HERE, savedNotice(result.code)) : null),
  });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The owner's businesses (spec §2 /profile/business): each listing with its state and hot deal,
 * the create-or-update pop-up (?new=1 opens it, as the directory's "List your business" does;
 * ?edit={id} one listing's) and the deletion's question (?delete={id}). Before JavaScript runs,
 * those links lead to their addresses, where the form or the question is part of the page;
 * a refused form comes back there with what was typed and what was wrong, a saved one with its
 * pay step (or the list).
 */
export default function ProfileBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('businesses');
  const { user, mine, tiles } = loaderData;
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, BUSINESS_RULES);
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const phoneStep = <PhoneVerification phone={user.phone} result={phoneAnswer(actionData)} here={HERE} submitLabel={t('pages:account.sendCode')} />;
  // A saved listing whose hot deal owes money keeps the pop-up open on its "Pay $X"; the list behind it updates.
  const onSaved = (result: BusinessActionResult) => {
    if (!owesPayment(result)) setEditing(null);
    void revalidator.revalidate();
  };
  const form = (business: MyBusiness | null, refusal?: BusinessActionResult) => (
    <BusinessForm business={business} tiles={tiles} action={HERE} refusal={refusal} onSaved={onSaved} onClose={() => setEditing(null)} phoneVerification={phoneStep} />
  );
  // A save's answer with the page: only a form sent without JavaScript comes back so.
  const answer = businessAnswer(actionData);
  const saved = answer?.intent === BUSINESS_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === BUSINESS_INTENTS.remove ? answer : undefined;
  return (
    <ProfileListPage
      className="my-ads"
      heading={t('profile.heading')}
      lead={t('profile.lead')}
      start={
        <PopupTrigger to={paths.profileBusiness({ new: true })} onOpen={() => setEditing({ item: null })} className="button button--primary">
          {t('profile.new')}
        </PopupTrigger>
      }
    >
      <ListAnswers refusedPay={undefined} removed={removed} deleted={t('profile.deleted')} />
      <InPageStep
        items={mine.data}
        editing={editing}
        deleting={deleting}
        answer={saved}
        titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }}
        form={form}
        paid={(result) => <PayNow result={result} action={HERE} />}
        deletion={(business) => <businessDeletion.InPage item={business} action={HERE} />}
      />
      <MyBusinesses data={mine.data} onEdit={(business) => setEditing({ item: business })} onDelete={setDeleting} />
      <EditorModal editing={editing} shown={hydrated && !saved} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }} wide>
        {(business) => form(business)}
      </EditorModal>
      <businessDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
