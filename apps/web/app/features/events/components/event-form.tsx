import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES, EVENT_LIMITS, scheduleFieldNames, US_STATES, type EventOrganizerChoice, type MapTiles, type MyEvent, type Weekday } from '@gazeta/contract';
import { ErrorList, Field, type FieldProps } from '../../../components/field.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { ImageField, useImagePicker } from '../../../components/image-picker.tsx';
import { LocationPicker, typedPosition } from '../../../components/location-picker.tsx';
import { VerifyPhoneStep } from '../../../components/verify-phone-step.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { NoScriptFields } from '../../../components/no-script-fields.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { toast } from '../../../lib/toast.ts';
import { dayOffFieldName, draftOfEvent, draftProblems, emptyEventDraft, eventFormData, shownWeekdays, spansDays, withDefaultStart, type DayDraft, type EventDraft, type PinInput } from '../event-draft.ts';
import { EVENT_ID_FIELD, EVENT_INTENTS, type EventActionResult } from '../event-intents.ts';

export interface EventFormProps {
  event: MyEvent | null;
  /** The owner's approved business listings, any of which may be named as the organiser. */
  organizers: readonly EventOrganizerChoice[];
  /** Today in Chicago: the earliest end date. */
  today: string;
  /** The map's tiles (the page loader's `getMapTiles`), for the location picker. */
  tiles: MapTiles;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** Offered in place when the server says the phone must be verified first. */
  phoneVerification: ReactNode;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: EventActionResult | undefined;
  /** After a successful save. */
  onSaved: (result: EventActionResult) => void;
}

/**
 * The create-or-update pop-up's form (spec §2, §3, §5): title, category, the first and last
 * day (the date picker), the weekly schedule of the weekdays those days cover ("08:00 AM", a
 * day off, or empty to skip a day), days off, the address, the organiser, the description and
 * up to four pictures. The contract's own schema tells each missing field its "Please fill"
 * message before sending; the server checks again. Nothing typed is lost on an error.
 */
export function EventForm({ event, organizers, today, tiles, action, phoneVerification, refusal, onSaved }: EventFormProps) {
  const { t } = useTranslation('events');
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<EventDraft>(() => refusal?.draft ?? (event ? draftOfEvent(event, organizers) : emptyEventDraft()));
  const { form, busy, verifyPhone, messageOf, refuse, send } = useMemberForm({ refusal, onSaved });
  const images = useImagePicker({ kept: event?.images ?? [], max: EVENT_LIMITS.images, onProblems: () => toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' }) });
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setDay = (day: Weekday, change: Partial<DayDraft>) => setDraft((d) => ({ ...d, days: { ...d.days, [day]: { ...d.days[day], ...change } } }));
  const weekdays = shownWeekdays(draft);
  // The pin typed into a refused form comes back as the owner's own.
  const position = typedPosition(refusal?.pin) ?? event?.location ?? null;

  /** The location picker's inputs: the owner's correction of the pin, or empty (decision 029). */
  const pinOf = (element: HTMLFormElement): PinInput => {
    const value = (name: string) => {
      const input = element.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value.trim() : '';
    };
    return { lat: value('lat'), lng: value('lng') };
  };

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const pin = pinOf(submitted.currentTarget);
    if (busy || refuse(draftProblems(draft, images.count, today, pin))) return;
    const body = eventFormData(draft, pin, images.chosen.map((image) => image.file), event ? images.kept.map((image) => image.id) : null);
    body.set('intent', EVENT_INTENTS.save);
    if (event) body.set(EVENT_ID_FIELD, String(event.id));
    send(body, action);
  };

  // The location picker reads the address by the inputs' names.
  const text = (field: keyof EventDraft & string, name: string, input: Omit<FieldProps, 'name' | 'label' | 'error'> = {}) => (
    <Field name={name} label={t(`form.${name}`)} error={messageOf(name)} value={draft[field] as string} autoComplete="off" {...input} onChange={(e) => set(field, e.target.value as never)} />
  );

  return (
    <>
      <form ref={form} method="post" action={action} encType="multipart/form-data" className="event-form" onSubmit={onSubmit} noValidate>
        {/* What a browser without JavaScript sends with the fields; with JavaScript the body is built from the draft. */}
        <NoScriptFields intent={EVENT_INTENTS.save} idField={EVENT_ID_FIELD} id={event?.id} keptImages={images.kept} hadFiles={refusal?.hadFiles} />
        {text('title', 'title', { maxLength: EVENT_LIMITS.titleMax })}

        <Field name="category" label={t('form.category')} error={messageOf('category')}>
          {(control) => (
            <select {...control} className="field__input field__select" value={draft.category} onChange={(e) => set('category', e.target.value)}>
              <option value="">{t('form.categoryPrompt')}</option>
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <div className="event-form__row">
          {(['start_date', 'end_date'] as const).map((name) => (
            <Field
              key={name}
              name={name}
              label={t(`form.${name}`)}
              error={messageOf(name)}
              type="date"
              min={name === 'end_date' ? (draft.startDate > today ? draft.startDate : today) : undefined}
              value={name === 'start_date' ? draft.startDate : draft.endDate}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => (name === 'start_date' ? { ...d, startDate: value, endDate: d.endDate || value } : { ...d, endDate: value }));
              }}
            />
          ))}
        </div>

        <fieldset className={`field event-form__schedule${messageOf('schedule') ? ' field--invalid' : ''}`} aria-describedby={id('schedule-hint')}>
          <legend className="field__label" data-field="schedule" tabIndex={-1}>
            {t('form.schedule')}
          </legend>
          <p id={id('schedule-hint')} className="field__hint">
            {t('form.scheduleHint')}
          </p>
          <ErrorList id={id('schedule-error')} errors={[messageOf('schedule')]} />
          <div className="event-form__days">
            {weekdays.map((day) => {
              const entry = draft.days[day];
              const dayError = messageOf(`schedule.${day}`);
              const [opensName, closesName] = scheduleFieldNames(day);
              return (
                <div key={day} className={`event-form__day${dayError ? ' field--invalid' : ''}`} role="group" aria-labelledby={id(`day-${day}`)}>
                  <span id={id(`day-${day}`)} className="event-form__weekday">
                    {t(`weekdays.${day}`)}
                  </span>
                  <ErrorList id={id(`schedule.${day}-error`)} errors={[dayError]} />
                  <label className="event-form__time">
                    <span>{t('form.opens')}</span>
                    <input
                      className="field__input"
                      name={opensName}
                      data-field={`schedule.${day}`}
                      type="text"
                      inputMode="text"
                      placeholder="08:00 AM"
                      value={entry.off ? '' : entry.opens}
                      disabled={entry.off}
                      aria-invalid={Boolean(dayError) || undefined}
                      aria-describedby={dayError ? id(`schedule.${day}-error`) : undefined}
                      onChange={(e) => setDay(day, { opens: e.target.value })}
                    />
                  </label>
                  <label className="event-form__time">
                    <span>{t('form.closes')}</span>
                    <input
                      className="field__input"
                      type="text"
                      inputMode="text"
                      name={closesName}
                      placeholder="05:00 PM"
                      value={entry.off ? '' : entry.closes}
                      disabled={entry.off}
                      aria-invalid={Boolean(dayError) || undefined}
                      onChange={(e) => setDay(day, { closes: e.target.value })}
                      onBlur={() => setDay(day, withDefaultStart(draft.days[day]))}
                    />
                  </label>
                  <label className="check event-form__off">
                    <input type="checkbox" name={dayOffFieldName(day)} value="1" checked={entry.off} onChange={(e) => setDay(day, { off: e.target.checked })} />
                    <span>{t('form.dayOff')}</span>
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>

        {/* Without JavaScript the dates may change as the form is filled: the days off are asked for anyway. */}
        {spansDays(draft) || !hydrated ? (
          <fieldset className={`field event-form__days-off${messageOf('days_off') ? ' field--invalid' : ''}`}>
            <legend className="field__label" data-field="days_off" tabIndex={-1}>
              {t('form.daysOff')}
            </legend>
            <p className="field__hint">{t('form.daysOffHint')}</p>
            <ErrorList id={id('days_off-error')} errors={[messageOf('days_off')]} />
            {draft.daysOff.map((day, index) => (
              <div key={index} className="event-form__day-off">
                <label className="visually-hidden" htmlFor={id(`off-${index}`)}>
                  {t('form.dayOffDate', { n: index + 1 })}
                </label>
                <input
                  id={id(`off-${index}`)}
                  name="days_off"
                  className="field__input"
                  type="date"
                  min={draft.startDate}
                  max={draft.endDate}
                  value={day}
                  onChange={(e) => set('daysOff', draft.daysOff.map((d, i) => (i === index ? e.target.value : d)))}
                />
                <button type="button" className="button button--quiet button--small" onClick={() => set('daysOff', draft.daysOff.filter((_, i) => i !== index))}>
                  {t('form.removeDayOff', { n: index + 1 })}
                </button>
              </div>
            ))}
            {hydrated ? null : (
              <div className="event-form__day-off">
                <label className="visually-hidden" htmlFor={id('off-new')}>
                  {t('form.dayOffDate', { n: draft.daysOff.length + 1 })}
                </label>
                <input id={id('off-new')} name="days_off" className="field__input" type="date" defaultValue="" />
              </div>
            )}
            {hydrated && draft.daysOff.length < EVENT_LIMITS.daysOffMax ? (
              <button type="button" className="button button--secondary button--small" onClick={() => set('daysOff', [...draft.daysOff, ''])}>
                {t('form.addDayOff')}
              </button>
            ) : null}
          </fieldset>
        ) : null}

        {text('address', 'address', { maxLength: EVENT_LIMITS.addressMax, autoComplete: 'street-address' })}
        <div className="event-form__row event-form__row--place">
          {text('city', 'city', { maxLength: EVENT_LIMITS.cityMax, autoComplete: 'address-level2' })}
          <Field name="state" label={t('form.state')} error={messageOf('state')}>
            {(control) => (
              <select {...control} className="field__input field__select" value={draft.state} autoComplete="address-level1" onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('form.statePrompt')}</option>
                {US_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('zip', 'zip', { maxLength: 10, autoComplete: 'postal-code', inputMode: 'numeric' })}
        </div>
        <LocationPicker tiles={tiles} position={position} errors={{ lat: messageOf('lat'), lng: messageOf('lng') }} legend={t('form.location')} />
        {text('organizer', 'organizer', { maxLength: EVENT_LIMITS.organizerMax, hint: t('form.organizerHint') })}
        {organizers.length > 0 ? (
          <Field name="business_id" label={t('form.organizerListing')} hint={t('form.organizerListingHint')} error={messageOf('business_id')}>
            {(control) => (
              <select {...control} className="field__input field__select" value={draft.businessId} onChange={(e) => set('businessId', e.target.value)}>
                <option value="">{t('form.organizerListingNone')}</option>
                {organizers.map((listing) => (
                  <option key={listing.id} value={String(listing.id)}>
                    {listing.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}

        <Field name="description" label={t('form.description')} error={messageOf('description')}>
          {(control) => <textarea {...control} className="field__input field__textarea" rows={6} value={draft.description} maxLength={EVENT_LIMITS.descriptionMax} onChange={(e) => set('description', e.target.value)} />}
        </Field>

        <ImageField
          name="images"
          legend={t('form.images', { count: EVENT_LIMITS.images })}
          hint={t('form.imagesHint')}
          error={messageOf('images')}
          picker={images}
          removeLabel={(n) => t('form.removeImage', { n })}
          className="event-form__images"
          inputClassName="event-form__file"
        />

        <p className="event-form__review muted">{t('form.reviewNote')}</p>
        <div className="event-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? t('form.sending') : event ? t('form.submitEdit') : t('form.submitNew')}
          </button>
        </div>
      </form>
      <VerifyPhoneStep shown={verifyPhone} text={t('page.verifyPhone')} className="event-form__verify">
        {phoneVerification}
      </VerifyPhoneStep>
    </>
  );
}
