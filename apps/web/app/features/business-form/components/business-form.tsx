import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_LANGUAGES,
  BUSINESS_LIMITS,
  BUSINESS_TAGS,
  DAY_OFF_INPUT,
  DEFAULT_SCHEDULE_TIME,
  WEEKDAYS,
 
  type Locale,
  type MapTiles,
  type MyBusiness,
  type Weekday,
} from '@gazeta/contract';
import { AgreeField, ChoiceGroup, ErrorList, Field, type FieldProps } from '../../../components/field.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { IMAGE_ACCEPT, ImageField, useImagePicker, type ChosenImage } from '../../../components/image-picker.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { LocationPicker, typedPosition } from '../../../components/location-picker.tsx';
import { VerifyPhoneStep } from '../../../components/verify-phone-step.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { NoScriptFields } from '../../../components/no-script-fields.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import { toast } from '../../../lib/toast.ts';
import { dayFieldNames, draftDealPaidCents, draftDealQuote, draftFormData, draftOf, draftProblems, emptyDraft, type BusinessDraft, type PinInput } from '../business-draft.ts';
import { BUSINESS_ID_FIELD, BUSINESS_INTENTS, owesPayment, type BusinessActionResult } from '../business-intents.ts';

export interface BusinessFormProps {
  business: MyBusiness | null;
  /** The map's tiles (the page loader's `getMapTiles`), for the location picker. */
  tiles: MapTiles;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** Offered in place when the server says the phone must be verified first. */
  phoneVerification: ReactNode;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: BusinessActionResult | undefined;
  /** After every successful save; when the hot deal owes money the pop-up stays open to pay it. */
  onSaved: (result: BusinessActionResult) => void;
  /** Closes the pop-up (its "Pay later"); absent where the form is part of the page. */
  onClose?: (() => void) | undefined;
}

/**
 * The create-or-update pop-up (spec §2, §3, §5, §8; issue #15): every field of a business, its
 * week of opening hours (08:00 AM by default, "off" for a day off, empty to skip a day), logo
 * and pictures, and a hot deal whose price follows its dates. Missing or wrong fields get their
 * §8 message beside them and a toast, by the contract's own schema; nothing typed is lost.
 */
export function BusinessForm({ business, tiles, action, phoneVerification, refusal, onSaved, onClose }: BusinessFormProps) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name.replace('.', '-')}`;
  const [draft, setDraft] = useState<BusinessDraft>(() => refusal?.draft ?? (business ? draftOf(business) : emptyDraft()));
  const [keptLogo, setKeptLogo] = useState(business?.logo ?? null);
  const [logo, setLogo] = useState<ChosenImage | null>(null);
  const { form, busy, saved, verifyPhone, messageOf, refuse, send } = useMemberForm({ refusal, onSaved, owes: owesPayment });
  const images = useImagePicker({ kept: business?.images ?? [], max: BUSINESS_LIMITS.images, onProblems: () => toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' }) });
  const rates = useRates();
  const quote = draftDealQuote(draft, rates);
  // The form opens in the browser, on a click: its clock is the browser's, read once.
  const [openedAt] = useState(() => new Date());
  const paidCents = draftDealPaidCents(business, draft, openedAt);

  const set = <K extends keyof BusinessDraft>(key: K, value: BusinessDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setDay = (day: Weekday, value: { opens: string; closes: string }) => setDraft((d) => ({ ...d, schedule: { ...d.schedule, [day]: value } }));
  const toggle = (list: 'categories' | 'tags' | 'languages', value: string, on: boolean) =>
    setDraft((d) => ({ ...d, [list]: on ? [...d[list], value] : d[list].filter((item) => item !== value) }));

  const logoPreview = useRef(logo);
  useEffect(() => {
    logoPreview.current = logo;
  }, [logo]);
  useEffect(
    () => () => {
      if (logoPreview.current) URL.revokeObjectURL(logoPreview.current.preview);
    },
    [],
  );

  /** The location picker's inputs: the owner's correction of the pin, or empty (decision 029). */
  const pinOf = (element: HTMLFormElement): PinInput => {
    const value = (name: string) => {
      const input = element.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value.trim() : '';
    };
    return { lat: value('lat'), lng: value('lng') };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = pinOf(event.currentTarget);
    if (busy || refuse(draftProblems(draft, pin))) return;
    const body = draftFormData(draft, {
      pin,
      logo: logo?.file ?? null,
      images: images.chosen.map((image) => image.file),
      keepImages: business ? images.kept.map((image) => image.id) : null,
      keepLogo: Boolean(business && keptLogo),
    });
    body.set('intent', BUSINESS_INTENTS.save);
    if (business) body.set(BUSINESS_ID_FIELD, String(business.id));
    send(body, action);
  };

  // The location picker reads the address by the inputs' names.
  const text = (field: keyof BusinessDraft & string, label: string, input: Omit<FieldProps, 'name' | 'label' | 'error'> = {}) => (
    <Field name={field} label={label} error={messageOf(field)} value={draft[field] as string} autoComplete="off" {...input} onChange={(e) => set(field, e.target.value as never)} />
  );
  const checks = (list: 'categories' | 'tags' | 'languages', values: readonly string[], label: string, name: (value: string) => string) => (
    <ChoiceGroup
      name={list}
      type="checkbox"
      className="business-form__choices"
      legend={label}
      error={messageOf(list)}
      choices={values.map((value) => ({ value, label: name(value) }))}
      checked={draft[list]}
      onChange={(value, on) => toggle(list, value, on)}
    />
  );

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  return (
    <>
      <form ref={form} method="post" action={action} encType="multipart/form-data" className="business-form" onSubmit={onSubmit} noValidate>
        {/* What a browser without JavaScript sends with the fields; with JavaScript the body is built from the draft. */}
        <NoScriptFields intent={BUSINESS_INTENTS.save} idField={BUSINESS_ID_FIELD} id={business?.id} keptImages={images.kept} hadFiles={refusal?.hadFiles}>
          {keptLogo ? <input type="hidden" name="keep_logo" value="1" /> : null}
        </NoScriptFields>
        {text('name', t('form.name'), { maxLength: BUSINESS_LIMITS.nameMax, autoComplete: 'organization' })}
        <Field name="information" label={t('form.information')} error={messageOf('information')}>
          {(control) => <textarea {...control} className="field__input field__textarea" rows={5} value={draft.information} maxLength={BUSINESS_LIMITS.informationMax} onChange={(e) => set('information', e.target.value)} />}
        </Field>
        {checks('categories', BUSINESS_CATEGORIES, t('form.categories'), (value) => t(`categories.${value}`))}
        {checks('languages', BUSINESS_LANGUAGES, t('form.languages'), (value) => t(`languages.${value}`))}
        {checks('tags', BUSINESS_TAGS, t('form.tags'), (value) => t(`tags.${value}`))}

        <div className="business-form__row">
          {text('phone', t('form.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: t('form.phoneHint') })}
          {text('email', t('form.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </div>
        {text('website', t('form.website'), { type: 'url', inputMode: 'url', autoComplete: 'url' })}
        <Field name="social" label={t('form.social')} hint={t('form.socialHint')} error={messageOf('social')}>
          {(control) => <textarea {...control} className="field__input field__textarea" rows={2} value={draft.social} onChange={(e) => set('social', e.target.value)} />}
        </Field>
        {text('contacts', t('form.contacts'), { maxLength: BUSINESS_LIMITS.contactsMax })}

        {text('address', t('form.address'), { autoComplete: 'street-address', maxLength: BUSINESS_LIMITS.addressMax })}
        <div className="business-form__row business-form__row--three">
          {text('city', t('form.city'), { autoComplete: 'address-level2', maxLength: BUSINESS_LIMITS.cityMax })}
          {text('state', t('form.state'), { autoComplete: 'address-level1', maxLength: 2 })}
          {text('zip', t('form.zip'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
        </div>
        <LocationPicker
          tiles={tiles}
          position={typedPosition(refusal?.pin) ?? business?.location ?? null}
          errors={{ lat: messageOf('lat'), lng: messageOf('lng') }}
          legend={t('form.location')}
        />

        <fieldset className={`field business-form__schedule${messageOf('schedule') ? ' field--invalid' : ''}`}>
          <legend className="field__label">{t('form.schedule')}</legend>
          <p id={id('schedule-hint')} className="field__hint">
            {t('form.scheduleHint')}
          </p>
          <ErrorList id={id('schedule-error')} errors={[messageOf('schedule')]} />
          {WEEKDAYS.map((day, i) => {
            const hours = draft.schedule[day];
            const off = hours.opens.trim().toLowerCase() === DAY_OFF_INPUT;
            const field = `schedule.${day}`;
            const dayName = t(`days.${day}`);
            const dayError = messageOf(field);
            const names = dayFieldNames(day);
            const describedBy = [id('schedule-hint'), dayError ? id(`${field}-error`) : ''].filter(Boolean).join(' ');
            return (
              <div key={day} className={`business-form__day${dayError ? ' field--invalid' : ''}`}>
                <span className="business-form__day-name" aria-hidden="true">
                  {dayName}
                </span>
                <ErrorList id={id(`${field}-error`)} errors={[dayError]} />
                <input
                  className="field__input"
                  name={names.opens}
                  data-field={i === 0 ? 'schedule' : field}
                  aria-label={t('form.opens', { day: dayName })}
                  aria-invalid={dayError ? true : undefined}
                  aria-describedby={describedBy}
                  placeholder={DEFAULT_SCHEDULE_TIME}
                  value={off ? '' : hours.opens}
                  disabled={off}
                  onChange={(e) => setDay(day, { ...hours, opens: e.target.value })}
                />
                <span aria-hidden="true">–</span>
                <input
                  className="field__input"
                  aria-label={t('form.closes', { day: dayName })}
                  aria-invalid={dayError ? true : undefined}
                  name={names.closes}
                  placeholder="06:00 PM"
                  value={off ? '' : hours.closes}
                  disabled={off}
                  onChange={(e) => setDay(day, { ...hours, closes: e.target.value })}
                />
                <label className="check business-form__off">
                  <input type="checkbox" name={names.off} value="1" checked={off} aria-label={t('form.dayOffLabel', { day: dayName })} onChange={(e) => setDay(day, e.target.checked ? { opens: DAY_OFF_INPUT, closes: '' } : { opens: '', closes: '' })} />
                  <span aria-hidden="true">{t('form.dayOff')}</span>
                </label>
              </div>
            );
          })}
        </fieldset>

        <fieldset className={`field business-form__images${messageOf('logo') ? ' field--invalid' : ''}`}>
          <legend className="field__label">{t('form.logo')}</legend>
          <p className="field__hint">{t('form.logoHint')}</p>
          <ErrorList id={id('logo-error')} errors={[messageOf('logo')]} />
          {logo || keptLogo ? (
            <div className="business-form__preview business-form__logo">
              <img src={logo?.preview ?? keptLogo?.src} alt="" />
              <button
                type="button"
                className="business-form__remove"
                aria-label={t('form.removeLogo')}
                onClick={() => {
                  if (logo) URL.revokeObjectURL(logo.preview);
                  setLogo(null);
                  setKeptLogo(null);
                }}
              >
                <CloseIcon width={20} height={20} />
              </button>
            </div>
          ) : (
            <input
              className="business-form__file"
              name="logo"
              type="file"
              accept={IMAGE_ACCEPT}
              aria-label={t('form.logo')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) setLogo({ file, preview: URL.createObjectURL(file), key: file.name });
              }}
            />
          )}
        </fieldset>

        <ImageField
          name="images"
          legend={t('form.images', { count: BUSINESS_LIMITS.images })}
          hint={t('form.imagesHint')}
          error={messageOf('images')}
          picker={images}
          removeLabel={(n) => t('form.removeImage', { n })}
          className="business-form__images"
          inputClassName="business-form__file"
        />

        <fieldset className="field business-form__deal">
          <legend className="field__label">{t('form.hotDeal')}</legend>
          <p className="field__hint">{t('form.hotDealLead', { price: formatMoney(rates.hot_deal_per_week_cents, locale) })}</p>
          <Field name="hot_deal" label={t('form.hotDealText')} error={messageOf('hot_deal')} value={draft.hotDeal.text} maxLength={BUSINESS_LIMITS.hotDealMax} onChange={(e) => set('hotDeal', { ...draft.hotDeal, text: e.target.value })} />
          <div className="business-form__row">
            {(['starts', 'ends'] as const).map((end) => (
              <Field
                key={end}
                name={`hot_deal_${end}`}
                label={end === 'starts' ? t('form.hotDealStarts') : t('form.hotDealEnds')}
                hint={t('form.hotDealDateHint')}
                error={messageOf(`hot_deal_${end}`)}
                type="datetime-local"
                value={draft.hotDeal[end]}
                onChange={(e) => set('hotDeal', { ...draft.hotDeal, [end]: e.target.value })}
              />
            ))}
          </div>
          <p className="business-form__price" aria-live="polite" data-testid="deal-price">
            {quote ? t('form.hotDealPrice', { amount: formatMoney(quote.totalCents, locale), weeks: String(quote.weeks) }) : null}
            {quote && paidCents > 0 ? ` ${t('form.hotDealPaid', { amount: formatMoney(paidCents, locale) })}` : null}
          </p>
        </fieldset>

        <AgreeField agree={t('form.agree')} terms={t('form.terms')} error={messageOf('agree')} checked={draft.agree} onChange={(on) => set('agree', on)} />

        <div className="business-form__submit">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {business ? t('form.submitEdit') : t('form.submitNew')}
          </button>
        </div>
      </form>
      <VerifyPhoneStep shown={verifyPhone} text={t('profile.verifyPhone')} className="business-form__verify">
        {phoneVerification}
      </VerifyPhoneStep>
    </>
  );
}

/** A saved item's pay step (the shared PayStep), in its pop-up ("Pay later" closes it) or in the page without JavaScript; the item waits in the list. */
export function PayNow({ result, action, onClose }: { result: BusinessActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation('businesses');
  const errorText = useErrorText();
  const answer = useActionData<BusinessActionResult | undefined>();
  return (
    <PayStep
      testId="business-pay"
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      amountCents={result.dueCents ?? 0}
      action={action}
      intent={BUSINESS_INTENTS.pay}
      fields={{ [BUSINESS_ID_FIELD]: result.id }}
      refused={answer?.intent === BUSINESS_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined}
      onClose={onClose}
    />
  );
}
