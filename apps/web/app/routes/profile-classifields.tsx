import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-classifields';
import type { MyClassified } from '@gazeta/contract';
import { EditorModal, InPageStep, ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { phoneAnswer } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { getMyClassifieds } from '../features/classified-form/api/get-my-classifieds.ts';
import { classifiedIntent } from '../features/classified-form/classified-actions.server.ts';
import { CLASSIFIED_INTENTS, classifiedAnswer, isClassifiedIntent, owesPayment, type ClassifiedActionResult } from '../features/classified-form/classified-intents.ts';
import classifiedCss from '../features/classified-form/classified-form.css?url';
import { ClassifiedForm, PayNow } from '../features/classified-form/components/classified-form.tsx';
import { classifiedDeletion } from '../features/classified-form/components/delete-classified.tsx';
import { MyClassifieds } from '../features/classified-form/components/my-classifieds.tsx';
import { itemAction } from '../layout/item-action.server.ts';
import { NextIssueCountdown, PRINT_STYLESHEET } from '../features/print/index.ts';
import { printMessages } from '../features/print/print-messages.server.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { savedNotice, withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'placing:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: classifiedCss }, PRINT_STYLESHEET];

const HERE = paths.profileClassifieds();

// What the server allows on an ad now (CLASSIFIED_TABLE, carried by the answer): only that opens.
const CLASSIFIED_RULES = { canEdit: (ad: MyClassified) => ad.actions.includes('edit'), canDelete: (ad: MyClassified) => ad.actions.includes('delete') };

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

export const action = ({ context, request }: Route.ActionArgs) =>
  itemAction(context, request, {
    is: isClassifiedIntent,
    run: classifiedIntent,
    pays: [CLASSIFIED_INTENTS.pay, CLASSIFIED_INTENTS.prolong],
    phoneHere: HERE,
    // Sent without JavaScript, a saved ad that owes money shows its pay step in the page; one that does not, the list again.
    doneWithoutScript: (result) => (result.intent === CLASSIFIED_INTENTS.save && !owesPayment(result) ? withNotice(HERE, savedNotice(result.code)) : null),
  });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The owner's classifieds (spec §2 /profile/classifields): grouped by state with their issues,
 * and the create-or-update pop-up (?new=1 opens it, as the catalogue's "Place an ad" does;
 * ?edit={id} one ad's; ?prolong={id} opens the prolong pop-up of the reminder's one-click link) and
 * the deletion's question (?delete={id}). Before JavaScript runs, those links lead to their
 * addresses, where the form or the question is part of the page; a refused form comes back
 * there with what was typed and what was wrong, a saved one with its pay step (or the list).
 */
export default function ProfileClassifieds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('placing');
  const { user, mine, now } = loaderData;
  const [params] = useSearchParams();
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, CLASSIFIED_RULES);
  const prolongId = Number(params.get('prolong')) || null;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
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
  const form = (ad: MyClassified | null, refusal?: ClassifiedActionResult) => (
    <ClassifiedForm ad={ad} schedule={mine.schedule} phone={user.phone} action={HERE} countdown={countdown} refusal={refusal} onSaved={onSaved} onClose={() => setEditing(null)} phoneVerification={phoneStep} />
  );
  // A save's answer with the page: only a form sent without JavaScript comes back so.
  const answer = classifiedAnswer(actionData);
  const saved = answer?.intent === CLASSIFIED_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === CLASSIFIED_INTENTS.remove ? answer : undefined;
  return (
    <ProfileListPage
      className="my-ads"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <PopupTrigger to={paths.profileClassifieds({ new: true })} onOpen={() => setEditing({ item: null })} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      }
    >
      <p>
        <Link to={paths.privateAdInstruction()}>{t('page.instruction')}</Link>
      </p>
      <ListAnswers refusedPay={undefined} removed={removed} deleted={t('page.deleted')} />
      <InPageStep
        items={mine.data}
        editing={editing}
        deleting={deleting}
        answer={saved}
        titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }}
        form={form}
        paid={(result) => <PayNow result={result} action={HERE} />}
        deletion={(ad) => <classifiedDeletion.InPage item={ad} action={HERE} />}
      />
      <MyClassifieds data={mine.data} schedule={mine.schedule} onEdit={(ad) => setEditing({ item: ad })} onDelete={setDeleting} prolongId={prolongId} />
      <EditorModal editing={editing} shown={hydrated && !saved} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }} wide>
        {(ad) => form(ad)}
      </EditorModal>
      <classifiedDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
