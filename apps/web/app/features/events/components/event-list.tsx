import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eventWindows, whenGroup, type EventsResponse, type EventSummary } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { eventsHref, type EventsPageQuery } from '../events-query.ts';
import { EventCard } from './event-card.tsx';

type Group = ReturnType<typeof whenGroup>;

/** Consecutive events of the same group (today, this week, this weekend, later), in the list's order. */
function groupsOf(events: readonly EventSummary[], today: string, grouped: boolean): { group: Group | null; events: EventSummary[] }[] {
  const groups: { group: Group | null; events: EventSummary[] }[] = [];
  const windows = eventWindows(today);
  for (const event of events) {
    const group = grouped ? whenGroup(event.next_date, today, windows) : null;
    const last = groups.at(-1);
    if (last && last.group === group) last.events.push(event);
    else groups.push({ group, events: [event] });
  }
  return groups;
}

/**
 * A page of events and the way to the next (keyset pages: "more events", the next page's own
 * address, so it works without JavaScript). The whole upcoming list is grouped by when the
 * events next take place, in Chicago days; a choice by date or past events are one list.
 */
export function EventList({ page, query }: { page: EventsResponse; query: EventsPageQuery }) {
  const { t } = useTranslation('events');
  const grouped = query.when === null;
  const past = query.when === 'past';
  let shown = 0;
  return (
    <>
      {groupsOf(page.data, page.today, grouped).map(({ group, events }, index) => (
        <section key={`${group ?? 'all'}-${index}`} className="event-group" aria-labelledby={group ? `event-group-${index}` : undefined}>
          {group ? (
            <h2 id={`event-group-${index}`} className="event-group__heading">
              {t(`when.${group}`)}
            </h2>
          ) : null}
          <ol className="event-list">
            {events.map((event) => (
              <li key={event.id} className="event-list__item">
                <EventCard event={event} eager={shown++ < 2} past={past} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <div className="event-list__pages">
        {page.next_cursor ? (
          <Link to={eventsHref({ ...query, cursor: page.next_cursor })} rel="next" className={buttonClass('secondary', { extra: 'event-list__more' })}>
            {t('catalogue.more')}
          </Link>
        ) : null}
        {query.cursor ? (
          <Link to={eventsHref({ ...query, cursor: null })} className={buttonClass('quiet')}>
            {t('catalogue.fromStart')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
