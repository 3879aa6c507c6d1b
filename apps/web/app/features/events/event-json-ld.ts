import { scheduleGroups, type EventView, type Weekday } from '@gazeta/contract';
import { chicagoOffsetOn } from '../../lib/format.ts';

const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

/** A Chicago wall-clock time on a day, as an ISO 8601 date-time with its offset. */
export const chicagoDateTime = (date: string, time: string) => `${date}T${time}:00${chicagoOffsetOn(date)}`;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * An event as schema.org describes it: its next sitting (or its last, once over) as the start
 * and end, a weekly `eventSchedule` per set of weekdays with the same hours (with the days off
 * as exceptions), the place with its address and map position, pictures and organiser.
 */
export function eventJsonLd(event: EventView, page: { url: string; origin: string; businessUrl: string | null }) {
  const absolute = (src: string) => (/^https?:/.test(src) ? src : `${page.origin}${src}`);
  const endDate = event.closes <= event.opens ? nextDay(event.next_date) : event.next_date;
  const recurring = event.start_date !== event.end_date;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${page.url}#event`,
    name: event.title,
    description: event.description,
    url: page.url,
    inLanguage: event.lang,
    startDate: chicagoDateTime(event.next_date, event.opens),
    endDate: chicagoDateTime(endDate, event.closes),
    ...(recurring
      ? {
          eventSchedule: scheduleGroups(event.schedule).map((group) => ({
            '@type': 'Schedule',
            byDay: group.days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
            startTime: `${group.opens}:00`,
            endTime: `${group.closes}:00`,
            repeatFrequency: 'P1W',
            startDate: event.start_date,
            endDate: event.end_date,
            scheduleTimezone: 'America/Chicago',
            ...(event.days_off.length > 0 ? { exceptDate: event.days_off } : {}),
          })),
        }
      : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${event.address}, ${event.city}`,
      address: { '@type': 'PostalAddress', streetAddress: event.address, addressLocality: event.city, addressRegion: event.state, postalCode: event.zip, addressCountry: 'US' },
      ...(event.location ? { geo: { '@type': 'GeoCoordinates', latitude: event.location.lat, longitude: event.location.lng } } : {}),
    },
    ...(event.images.length > 0 ? { image: event.images.map((image) => absolute(image.share_src)) } : {}),
    organizer: { '@type': 'Organization', name: event.organizer.name, ...(page.businessUrl ? { url: page.businessUrl } : {}) },
  };
}
