/**
 * A timed job's cron (UTC, decision 038) as a sentence's translation key: the forms the app's
 * jobs use (every minute, every N minutes, at a minute of every hour). Any other cron is shown as
 * it is written. Minutes past the hour are the same in Chicago as in UTC (whole-hour offsets).
 */
export type CronText = { key: 'everyMinute' } | { key: 'everyMinutes'; values: { count: number } } | { key: 'hourlyAt'; values: { minute: string } };

export function cronText(cron: string): CronText | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(1).some((field) => field !== '*')) return null;
  const minute = fields[0]!;
  if (minute === '*') return { key: 'everyMinute' };
  const step = /^\*\/([1-9]\d?)$/.exec(minute);
  if (step) return { key: 'everyMinutes', values: { count: Number(step[1]) } };
  if (/^\d{1,2}$/.test(minute) && Number(minute) < 60) return { key: 'hourlyAt', values: { minute: minute.padStart(2, '0') } };
  return null;
}
