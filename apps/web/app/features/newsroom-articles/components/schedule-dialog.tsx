import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField } from '../../../components/day-field.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { chicagoToday } from '../../../lib/format.ts';

/** How far ahead an article may be scheduled, in days (the date picker's window). */
const SCHEDULE_DAYS_AHEAD = 366;

/** Schedule: a day and a time on Chicago's clock (said so), whatever clock this computer keeps. */
export function ScheduleDialog(props: { open: boolean; initial: string | null; busy: boolean; error: string | undefined; onSchedule: (day: string, time: string) => void; onClose: () => void }) {
  const { open, initial, busy, error, onSchedule, onClose } = props;
  const { t } = useTranslation('newsroom');
  const today = chicagoToday();
  const [day, setDay] = useState(initial?.slice(0, 10) ?? today);
  const [time, setTime] = useState(initial?.slice(11, 16) ?? '09:00');
  return (
    <Modal open={open} onClose={onClose} title={t('articles.schedule.title')}>
      <form
        className="schedule-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSchedule(day, time);
        }}
      >
        <p>{t('articles.schedule.lead')}</p>
        <DayField name="publish_day" label={t('articles.schedule.day')} today={today} daysAhead={SCHEDULE_DAYS_AHEAD} value={day} onChange={setDay} required />
        <Field name="publish_time" type="time" label={t('articles.schedule.time')} hint={t('articles.schedule.timeHint')} value={time} onChange={(event) => setTime(event.target.value)} required error={error} />
        <div className="modal__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {t('articles.schedule.submit')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('articles.schedule.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
