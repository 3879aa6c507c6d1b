import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-business';
import { MAP_LINKS } from '../components/place-map.tsx';
import { EditorModal, ProfileListPage } from '../components/profile-list.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { phoneAnswer } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { getMyBusinesses } from '../features/business-form/api/get-my-businesses.ts';
import { businessIntent } from '../features/business-form/business-actions.server.ts';
import { BUSINESS_INTENTS, isBusinessIntent, owesPayment, type BusinessActionResult } from '../features/business-form/business-intents.ts';
import businessFormCss from '../features/business-form/business-form.css?url';
import { BusinessForm } from '../features/business-form/components/business-form.tsx';
import { MyBusinesses } from '../features/business-form/components/my-businesses.tsx';
import classifiedFormCss from '../features/classified-form/classified-form.css?url';
import { itemAction } from '../layout/item-action.server.ts';
import { getMapTiles } from '../lib/geo.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
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

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const api = pageApi(context);
  const [mine, tiles] = await Promise.all([getMyBusinesses(api), getMapTiles(api)]);
  return { user, mine, tiles, businessesMessages: namespaceMessages(getRenderContext(context).locale, 'businesses') };
}

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, { is: isBusinessIntent, run: businessIntent, pays: [BUSINESS_INTENTS.pay], phoneHere: HERE });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The owner's businesses (spec §2 /profile/business): each listing with its state and hot deal,
 * and the create-or-update pop-up (?new=1 opens it, as the directory's "List your business" does).
 */
export default function ProfileBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('businesses');
  const { user, mine, tiles } = loaderData;
  const { editing, setEditing } = usePopupAddress(mine.data);
  const revalidator = useRevalidator();
  const phoneStep = <PhoneVerification phone={user.phone} result={phoneAnswer(actionData)} here={HERE} submitLabel={t('pages:account.sendCode')} />;
  // A saved listing whose hot deal owes money keeps the pop-up open on its "Pay $X"; the list behind it updates.
  const onSaved = (result: BusinessActionResult) => {
    if (!owesPayment(result)) setEditing(null);
    void revalidator.revalidate();
  };
  return (
    <ProfileListPage
      className="my-ads"
      heading={t('profile.heading')}
      lead={t('profile.lead')}
      start={
        <button type="button" className="button button--primary" onClick={() => setEditing({ item: null })}>
          {t('profile.new')}
        </button>
      }
    >
      <MyBusinesses data={mine.data} onEdit={(business) => setEditing({ item: business })} />
      <EditorModal editing={editing} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }} wide>
        {(business) => <BusinessForm business={business} tiles={tiles} action={HERE} onSaved={onSaved} onClose={() => setEditing(null)} phoneVerification={phoneStep} />}
      </EditorModal>
    </ProfileListPage>
  );
}
