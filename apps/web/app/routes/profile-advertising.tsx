import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/profile-advertising';
import { ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { InlineStep } from '../components/inline-step.tsx';
import { Modal } from '../components/modal.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { requireUser } from '../features/account/session.server.ts';
import { getMyDisplayAds } from '../features/display-ads/api/get-my-display-ads.ts';
import { displayAdDeletion } from '../features/display-ads/components/delete-display-ad.tsx';
import { DisplayAdForm } from '../features/display-ads/components/display-ad-form.tsx';
import { MyDisplayAds } from '../features/display-ads/components/my-display-ads.tsx';
import { PayNow } from '../features/display-ads/components/pay-now.tsx';
import { displayAdIntent } from '../features/display-ads/display-ad-actions.server.ts';
import { displayAdAnswer, DISPLAY_AD_INTENTS, isDisplayAdIntent, owesPayment, type DisplayAdActionResult } from '../features/display-ads/display-ad-intents.ts';
import { canDelete } from '../features/display-ads/display-ad-state.ts';
import displayAdsCss from '../features/display-ads/display-ads.css?url';
import { itemAction } from '../layout/item-action.server.ts';
import { loadPrintSchedule } from '../features/print/index.ts';
import { RatesTable } from '../layout/rates-table.tsx';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'advertising:meta.title' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: displayAdsCss }];

const HERE = paths.profileAdvertising();

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const api = pageApi(context);
  // The form books from the print schedule: its editions, and the issues still open for booking.
  const [mine, print] = await Promise.all([getMyDisplayAds(api), loadPrintSchedule(api)]);
  return {
    mine,
    print,
    contact: { email: user.email, phone: user.phone },
    advertisingMessages: namespaceMessages(getRenderContext(context).locale, 'advertising'),
  };
}

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, { is: isDisplayAdIntent, run: displayAdIntent, pays: [DISPLAY_AD_INTENTS.pay] });

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * "View advertising rates" (spec §2 pop-ups): the footer's rate card in a pop-up over the form;
 * before JavaScript runs, the about page's copy of it in a new tab (what was typed stays).
 */
function RatesButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('advertising');
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to={`${paths.about()}#rates`} target="_blank" className="button button--secondary">
        {t('form.rates')}
      </Link>
    );
  }
  return (
    <button type="button" className="button button--secondary" onClick={onOpen}>
      {t('form.rates')}
    </button>
  );
}

/**
 * The member's display ads in the printed paper (spec §2 /profile/advertising, issue #16): each
 * with its size, term, editions, price and state, the issues booked with the tear sheet of each
 * one out, the Pay of one waiting for payment; the create pop-up and the deletion's question.
 * Each pop-up has its own address (`?new=1`, `?delete={id}`): before JavaScript runs the page
 * shows it in place, and a form sent then comes back with the page (the payment step, or the
 * form with what was wrong).
 */
export default function ProfileAdvertising({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('advertising');
  const { t: tLayout } = useTranslation('layout');
  const { mine, print, contact } = loaderData;
  const hydrated = useHydrated();
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, { canDelete });
  const creating = editing !== null;
  const setCreating = (open: boolean) => setEditing(open ? { item: null } : null);
  const [showRates, setShowRates] = useState(false);

  // A form's answer with the page: only forms sent without JavaScript, and the Pay buttons, come back so.
  const answer = displayAdAnswer(actionData);
  const saved = answer?.intent === DISPLAY_AD_INTENTS.save ? answer : undefined;
  const removed = answer?.intent === DISPLAY_AD_INTENTS.remove ? answer : undefined;
  const payRefused = answer?.intent === DISPLAY_AD_INTENTS.pay && !creating ? answer : undefined;

  const onSaved = (result: DisplayAdActionResult) => {
    // A saved ad owes its price: the pop-up stays open on "Pay $X"; the list behind it reloads by itself.
    if (!owesPayment(result)) setCreating(false);
  };
  const form = (refusal?: DisplayAdActionResult) => (
    <DisplayAdForm
      editions={print.editions}
      schedule={print.schedule}
      now={print.now}
      contact={contact}
      action={HERE}
      refusal={refusal}
      rates={<RatesButton onOpen={() => setShowRates(true)} />}
      onSaved={onSaved}
      {...(hydrated ? { onClose: () => setCreating(false) } : {})}
    />
  );

  let inPage = null;
  if (saved) {
    inPage = <InlineStep title={t('form.title')}>{saved.ok ? <PayNow result={saved} action={HERE} /> : form(saved)}</InlineStep>;
  } else if (!hydrated && creating) {
    inPage = <InlineStep title={t('form.title')}>{form()}</InlineStep>;
  } else if (!hydrated && deleting) {
    inPage = <displayAdDeletion.InPage item={deleting} action={HERE} />;
  }

  return (
    <ProfileListPage
      className="my-display-ads-page"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <PopupTrigger to={paths.profileAdvertising({ new: true })} onOpen={() => setCreating(true)} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      }
    >
      <ListAnswers refusedPay={payRefused} removed={removed} deleted={t('page.deleted')} />
      {inPage}
      <h2 className="visually-hidden">{t('page.listHeading')}</h2>
      <MyDisplayAds data={mine.data} today={mine.today} onDelete={setDeleting} />
      <Modal open={hydrated && creating && !saved} onClose={() => setCreating(false)} title={t('form.title')} wide>
        {creating ? form() : null}
      </Modal>
      <Modal open={hydrated && showRates} onClose={() => setShowRates(false)} title={tLayout('popups.rates.title')} wide>
        <RatesTable />
      </Modal>
      <displayAdDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
