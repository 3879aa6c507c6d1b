import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-classifields';
import { EditorModal, ProfileListPage } from '../components/profile-list.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { phoneAnswer } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { getMyClassifieds } from '../features/classified-form/api/get-my-classifieds.ts';
import { classifiedIntent } from '../features/classified-form/classified-actions.server.ts';
import { CLASSIFIED_INTENTS, isClassifiedIntent, owesPayment, type ClassifiedActionResult } from '../features/classified-form/classified-intents.ts';
import classifiedCss from '../features/classified-form/classified-form.css?url';
import { ClassifiedForm } from '../features/classified-form/components/classified-form.tsx';
import { MyClassifieds } from '../features/classified-form/components/my-classifieds.tsx';
import { itemAction } from '../layout/item-action.server.ts';
import { NextIssueCountdown, PRINT_STYLESHEET } from '../features/print/index.ts';
import { printMessages } from '../features/print/print-messages.server.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'placing:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: classifiedCss }, PRINT_STYLESHEET];

const HERE = paths.profileClassifieds();

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const { locale } = getRenderContext(context);
  const mine = await getMyClassifieds(pageApi(context));
  return {
    user,
    mine,
    // When the schedule was read: the form's countdown renders from it first (no hydration mismatch).
    now: new Date().toISOString(),
    placingMessages: namespaceMessages(locale, 'placing'),
    // The sections' names are the catalogue's; the countdown's words are the print schedule's.
    classifiedsMessages: namespaceMessages(locale, 'classifieds'),
    printMessages: printMessages(context),
  };
}

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, { is: isClassifiedIntent, run: classifiedIntent, pays: [CLASSIFIED_INTENTS.pay, CLASSIFIED_INTENTS.prolong], phoneHere: HERE });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The owner's classifieds (spec §2 /profile/classifields): grouped by state with their issues,
 * and the create-or-update pop-up (?new=1 opens it, as the catalogue's "Place an ad" does;
 * ?prolong={id} opens the prolong pop-up of the reminder's one-click link).
 */
export default function ProfileClassifieds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('placing');
  const { user, mine, now } = loaderData;
  const [params] = useSearchParams();
  const { editing, setEditing } = usePopupAddress(mine.data);
  const prolongId = Number(params.get('prolong')) || null;
  const revalidator = useRevalidator();
  const phoneStep = <PhoneVerification phone={user.phone} result={phoneAnswer(actionData)} here={HERE} submitLabel={t('pages:account.sendCode')} />;
  // A saved ad that owes money keeps the pop-up open on its "Pay $X"; the list behind it updates.
  const onSaved = (result: ClassifiedActionResult) => {
    if (!owesPayment(result)) setEditing(null);
    void revalidator.revalidate();
  };
  // The next issue of the chosen editions, ticking down to its deadline (features/print).
  const countdown = (editions: readonly string[]) => (
    <NextIssueCountdown schedule={mine.schedule.issues.filter((issue) => editions.includes(issue.edition))} now={now} showDeadline className="field__hint classified-form__countdown" />
  );
  return (
    <ProfileListPage
      className="my-ads"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <button type="button" className="button button--primary" onClick={() => setEditing({ item: null })}>
          {t('page.new')}
        </button>
      }
    >
      <p>
        <Link to={paths.privateAdInstruction()}>{t('page.instruction')}</Link>
      </p>
      <MyClassifieds data={mine.data} schedule={mine.schedule} onEdit={(ad) => setEditing({ item: ad })} prolongId={prolongId} />
      <EditorModal editing={editing} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }} wide>
        {(ad) => (
          <ClassifiedForm ad={ad} schedule={mine.schedule} phone={user.phone} action={HERE} countdown={countdown} onSaved={onSaved} onClose={() => setEditing(null)} phoneVerification={phoneStep} />
        )}
      </EditorModal>
    </ProfileListPage>
  );
}
