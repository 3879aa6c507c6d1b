import { chicagoClock, formatClockTime12, openStatus, WEEKDAYS, type Locale, type Weekday, type WeeklySchedule } from '@gazeta/contract';

type Translate = (key: string, values?: Record<string, string>) => string;

/** A time of day as each language writes it: 6:00 PM, 18:00. */
export function formatHour(time: string, locale: Locale): string {
  return locale === 'en' ? formatClockTime12(time).replace(/^0/, '') : time;
}

/**
 * The line under a business's name: open now and when it closes, or closed and when it opens
 * (spec: "open now / closes at / opens at"), read off its schedule at `now` in Chicago time.
 * `t` speaks the businesses namespace.
 */
export function openLine(schedule: WeeklySchedule, now: number, locale: Locale, t: Translate): { open: boolean; text: string } {
  const at = new Date(now);
  const today = chicagoClock(at).day;
  const status = openStatus(schedule, at);
  // In a sentence: "opens Monday", «откроется: понедельник».
  const day = (weekday: Weekday) => t(`daysInline.${weekday}`);
  if (status.open) {
    if (status.allDay) return { open: true, text: t('card.openAllDay') };
    const time = formatHour(status.closesAt.time, locale);
    return { open: true, text: status.closesAt.day === today ? t('card.openUntil', { time }) : t('card.openUntilDay', { day: day(status.closesAt.day), time }) };
  }
  if (!status.opensAt) return { open: false, text: t('card.closed') };
  const time = formatHour(status.opensAt.time, locale);
  return { open: false, text: status.opensAt.day === today ? t('card.closedOpensAt', { time }) : t('card.closedOpensDay', { day: day(status.opensAt.day), time }) };
}

/** The week as the page's table shows it: each day's hours, day off, or nothing given; today marked. */
export function scheduleRows(schedule: WeeklySchedule, now: number, locale: Locale): { day: Weekday; today: boolean; hours: { opens: string; closes: string; allDay: boolean } | 'off' | null }[] {
  const today = chicagoClock(new Date(now)).day;
  return WEEKDAYS.map((day) => {
    const hours = schedule[day];
    return {
      day,
      today: day === today,
      hours: hours === undefined ? null : hours === 'off' ? 'off' : { opens: formatHour(hours.opens, locale), closes: formatHour(hours.closes, locale), allDay: hours.opens === hours.closes },
    };
  });
}
