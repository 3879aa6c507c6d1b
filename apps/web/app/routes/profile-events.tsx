import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyEvent } from '@gazeta/contract';
import type { Route } from './+types/profile-events';
import { EditorModal, InPageStep, ListAnswers, ProfileListPage } from '../components/profile-list.tsx';
import { PopupTrigger } from '../components/popup-trigger.tsx';
import { MAP_LINKS } from '../components/place-map.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { phoneAnswer } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { getMyEvents } from '../features/events/api/get-my-events.ts';
import { eventDeletion } from '../features/events/components/delete-event.tsx';
import { EventForm } from '../features/events/components/event-form.tsx';
import { MyEvents } from '../features/events/components/my-events.tsx';
import { eventIntent } from '../features/events/event-actions.server.ts';
import { EVENT_INTENTS, eventAnswer, isEventIntent, type EventActionResult } from '../features/events/event-intents.ts';
import eventsCss from '../features/events/events.css?url';
import { itemAction } from '../layout/item-action.server.ts';
import { getMapTiles } from '../lib/geo.ts';
import { savedNotice, withNotice } from '../lib/notice.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { usePopupAddress } from '../lib/use-popup-address.ts';

export const handle: RouteHandle = { titleKey: 'events:meta.titles.mine' };

// The location picker's map brings its stylesheets (Leaflet's is no other page's).
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: eventsCss }, ...MAP_LINKS];

const HERE = paths.profileEvents();

// The owner changes and deletes an event in every state (the server checks it is theirs).
const EVENT_RULES = { canEdit: () => true, canDelete: () => true };

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const api = pageApi(context);
  const [mine, tiles] = await Promise.all([getMyEvents(api), getMapTiles(api)]);
  return { user, mine, tiles, eventsMessages: namespaceMessages(getRenderContext(context).locale, 'events') };
}

export const action = ({ context, request }: Route.ActionArgs) => itemAction(context, request, {
    is: isEventIntent,
    run: eventIntent,
    pays: [],
    phoneHere: HERE,
    // Sent without JavaScript, a saved event shows the list again, as the pop-up closing does.
    doneWithoutScript: (result) => (result.intent === EVENT_INTENTS.save ? withNotice(HERE, savedNotice(result.code)) : null),
  });

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

/**
 * The owner's events (spec §2 /profile/events): grouped by state, and the create-or-update
 * pop-up (?new=1 opens it, as the catalogue's "Add an event" does; ?edit={id} one event's) and the
 * deletion's question (?delete={id}). Events are reviewed by staff before they are published; a
 * rejected one shows the reason. Before JavaScript runs, those links lead to their addresses,
 * where the form or the question is part of the page; a refused form comes back there with what
 * was typed and what was wrong, a saved one goes back to the list, a deletion to the list with its answer.
 */
export default function ProfileEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  const { user, mine, tiles } = loaderData;
  const { editing, setEditing, deleting, setDeleting } = usePopupAddress(mine.data, EVENT_RULES);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const phoneStep = <PhoneVerification phone={user.phone} result={phoneAnswer(actionData)} here={HERE} submitLabel={t('pages:account.sendCode')} />;
  const onSaved = () => {
    setEditing(null);
    void revalidator.revalidate();
  };
  // A form's answer with the page: only a form sent without JavaScript comes back so.
  const answer = eventAnswer(actionData);
  const refused = answer?.intent === EVENT_INTENTS.save && !answer.ok ? answer : undefined;
  const removed = answer?.intent === EVENT_INTENTS.remove ? answer : undefined;
  const form = (event: MyEvent | null, refusal?: EventActionResult) => (
    <EventForm event={event} organizers={mine.organizers} today={mine.today} tiles={tiles} action={HERE} refusal={refusal} onSaved={onSaved} phoneVerification={phoneStep} />
  );
  return (
    <ProfileListPage
      className="my-events"
      heading={t('page.heading')}
      lead={t('page.lead')}
      start={
        <PopupTrigger to={paths.profileEvents({ new: true })} onOpen={() => setEditing({ item: null })} className="button button--primary">
          {t('page.new')}
        </PopupTrigger>
      }
    >
      {mine.phone_verified ? null : (
        <p className="notice">
          {t('page.verifyFirst')} <Link to={paths.profile()}>{t('page.verifyLink')}</Link>
        </p>
      )}
      <ListAnswers refusedPay={undefined} removed={removed} deleted={t('page.deleted')} />
      <InPageStep
        items={mine.data}
        editing={editing}
        deleting={deleting}
        answer={refused}
        titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }}
        form={form}
        deletion={(event) => <eventDeletion.InPage item={event} action={HERE} />}
      />
      <MyEvents data={mine.data} onEdit={(event) => setEditing({ item: event })} onDelete={setDeleting} />
      <EditorModal editing={editing} shown={hydrated && !refused} onClose={() => setEditing(null)} titles={{ new: t('form.titleNew'), edit: t('form.titleEdit') }} wide>
        {(event) => form(event)}
      </EditorModal>
      <eventDeletion.Dialog item={hydrated ? deleting : null} action={HERE} onClose={() => setDeleting(null)} />
    </ProfileListPage>
  );
}
