import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
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
import { useErrorText, useFieldMessages } from '../../../components/form.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { ImagePreviews, useImagePicker, type ChosenImage } from '../../../components/image-picker.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { useRates } from '../../../lib/rates.ts';
import { draftDealPaidCents, draftDealQuote, draftFormData, draftOf, draftProblems, emptyDraft, type BusinessDraft, type PinInput } from '../business-draft.ts';
import { BUSINESS_ID_FIELD, BUSINESS_INTENTS, owesPayment, type BusinessActionResult } from '../business-intents.ts';

/** What the file inputs offer; the server decides by content (spec §5's formats). */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.svg,.ico,.tif,.tiff,image/*';

export interface BusinessFormProps {
  business: MyBusiness | null;
  /** The map's tiles (the page loader's `getMapTiles`), for the location picker. */
  tiles: MapTiles;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** Offered in place when the server says the phone must be verified first. */
  phoneVerification: ReactNode;
  /** After every successful save; when the hot deal owes money the pop-up stays open to pay it. */
  onSaved: (result: BusinessActionResult) => void;
  /** Closes the pop-up (its "Pay later"). */
  onClose: () => void;
}

/**
 * The create-or-update pop-up (spec §2, §3, §5, §8; issue #15): every field of a business, its
 * week of opening hours (08:00 AM by default, "off" for a day off, empty to skip a day), logo
 * and pictures, and a hot deal whose price follows its dates. Missing or wrong fields get their
 * §8 message beside them and a toast, by the contract's own schema; nothing typed is lost.
 */
export function BusinessForm({ business, tiles, action, phoneVerification, onSaved, onClose }: BusinessFormProps) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name.replace('.', '-')}`;
  const [draft, setDraft] = useState<BusinessDraft>(() => (business ? draftOf(business) : emptyDraft()));
  const [keptLogo, setKeptLogo] = useState(business?.logo ?? null);
  const [logo, setLogo] = useState<ChosenImage | null>(null);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [verifyPhone, setVerifyPhone] = useState(false);
  const [saved, setSaved] = useState<BusinessActionResult | null>(null);
  const fetcher = useFetcher<BusinessActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
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

  const { messageOf, invalid, described, error } = useFieldMessages(shown, id);

  useFetcherSettled(
    fetcher,
    (result) => {
      if (result.ok) {
        toast({ message: errorText(result.code) ?? '', status: 'success' });
        if (owesPayment(result)) setSaved(result);
        onSaved(result);
        return;
      }
      setShown(result.fields ?? {});
      if (result.verifyPhone) setVerifyPhone(true);
      toast({ message: errorText(result.code) ?? '', status: 'error' });
    },
    { atAnswer: true },
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
    if (busy) return;
    const pin = pinOf(event.currentTarget);
    const problems = draftProblems(draft, pin);
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      toast({ message: errorText(problems[first]) ?? '', status: 'error' });
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return;
    }
    const body = draftFormData(draft, {
      pin,
      logo: logo?.file ?? null,
      images: images.chosen.map((image) => image.file),
      keepImages: business ? images.kept.map((image) => image.id) : null,
      keepLogo: Boolean(business && keptLogo),
    });
    body.set('intent', BUSINESS_INTENTS.save);
    if (business) body.set(BUSINESS_ID_FIELD, String(business.id));
    void fetcher.submit(body, { method: 'post', action, encType: 'multipart/form-data' });
  };

  const text = (field: keyof BusinessDraft & string, label: string, options: { type?: string; hint?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url' | 'numeric' | 'decimal'; maxLength?: number; className?: string } = {}) => (
    <div className={`field${invalid(field)}${options.className ? ` ${options.className}` : ''}`}>
      <label htmlFor={id(field)} className="field__label">
        {label}
      </label>
      {options.hint ? (
        <p id={id(`${field}-hint`)} className="field__hint">
          {options.hint}
        </p>
      ) : null}
      {error(field)}
      <input
        id={id(field)}
        // The location picker reads the address by these names.
        name={field}
        data-field={field}
        className="field__input"
        type={options.type ?? 'text'}
        value={draft[field] as string}
        maxLength={options.maxLength}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
        aria-invalid={Boolean(messageOf(field)) || undefined}
        aria-describedby={described(field, options.hint ? id(`${field}-hint`) : undefined)}
        onChange={(e) => set(field, e.target.value as never)}
      />
    </div>
  );
  const checks = (list: 'categories' | 'tags' | 'languages', values: readonly string[], label: string, name: (value: string) => string) => (
    <fieldset className={`field business-form__choices${invalid(list)}`}>
      <legend className="field__label">{label}</legend>
      {error(list)}
      {values.map((value, i) => (
        <label key={value} className="check">
          <input type="checkbox" data-field={i === 0 ? list : undefined} checked={draft[list].includes(value)} onChange={(e) => toggle(list, value, e.target.checked)} />
          <span>{name(value)}</span>
        </label>
      ))}
    </fieldset>
  );

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  return (
    <form ref={form} className="business-form" onSubmit={onSubmit} noValidate>
      {text('name', t('form.name'), { maxLength: BUSINESS_LIMITS.nameMax, autoComplete: 'organization' })}
      <div className={`field${invalid('information')}`}>
        <label htmlFor={id('information')} className="field__label">
          {t('form.information')}
        </label>
        {error('information')}
        <textarea
          id={id('information')}
          data-field="information"
          className="field__input field__textarea"
          rows={5}
          value={draft.information}
          maxLength={BUSINESS_LIMITS.informationMax}
          aria-invalid={Boolean(messageOf('information')) || undefined}
          aria-describedby={described('information')}
          onChange={(e) => set('information', e.target.value)}
        />
      </div>
      {checks('categories', BUSINESS_CATEGORIES, t('form.categories'), (value) => t(`categories.${value}`))}
      {checks('languages', BUSINESS_LANGUAGES, t('form.languages'), (value) => t(`languages.${value}`))}
      {checks('tags', BUSINESS_TAGS, t('form.tags'), (value) => t(`tags.${value}`))}

      <div className="business-form__row">
        {text('phone', t('form.phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: t('form.phoneHint') })}
        {text('email', t('form.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      </div>
      {text('website', t('form.website'), { type: 'url', inputMode: 'url', autoComplete: 'url' })}
      <div className={`field${invalid('social')}`}>
        <label htmlFor={id('social')} className="field__label">
          {t('form.social')}
        </label>
        <p id={id('social-hint')} className="field__hint">
          {t('form.socialHint')}
        </p>
        {error('social')}
        <textarea
          id={id('social')}
          data-field="social"
          className="field__input field__textarea"
          rows={2}
          value={draft.social}
          aria-invalid={Boolean(messageOf('social')) || undefined}
          aria-describedby={described('social', id('social-hint'))}
          onChange={(e) => set('social', e.target.value)}
        />
      </div>
      {text('contacts', t('form.contacts'), { maxLength: BUSINESS_LIMITS.contactsMax })}

      {text('address', t('form.address'), { autoComplete: 'street-address', maxLength: BUSINESS_LIMITS.addressMax })}
      <div className="business-form__row business-form__row--three">
        {text('city', t('form.city'), { autoComplete: 'address-level2', maxLength: BUSINESS_LIMITS.cityMax })}
        {text('state', t('form.state'), { autoComplete: 'address-level1', maxLength: 2 })}
        {text('zip', t('form.zip'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
      </div>
      <LocationPicker
        tiles={tiles}
        position={business?.location ?? null}
        errors={{ lat: messageOf('lat'), lng: messageOf('lng') }}
        legend={t('form.location')}
      />

      <fieldset className={`field business-form__schedule${invalid('schedule')}`}>
        <legend className="field__label">{t('form.schedule')}</legend>
        <p id={id('schedule-hint')} className="field__hint">
          {t('form.scheduleHint')}
        </p>
        {error('schedule')}
        {WEEKDAYS.map((day, i) => {
          const hours = draft.schedule[day];
          const off = hours.opens.trim().toLowerCase() === DAY_OFF_INPUT;
          const field = `schedule.${day}`;
          const dayName = t(`days.${day}`);
          return (
            <div key={day} className={`business-form__day${invalid(field)}`}>
              <span className="business-form__day-name" aria-hidden="true">
                {dayName}
              </span>
              {error(field)}
              <input
                className="field__input"
                data-field={i === 0 ? 'schedule' : field}
                aria-label={t('form.opens', { day: dayName })}
                aria-invalid={Boolean(messageOf(field)) || undefined}
                aria-describedby={described(field, id('schedule-hint'))}
                placeholder={DEFAULT_SCHEDULE_TIME}
                value={off ? '' : hours.opens}
                disabled={off}
                onChange={(e) => setDay(day, { ...hours, opens: e.target.value })}
              />
              <span aria-hidden="true">–</span>
              <input
                className="field__input"
                aria-label={t('form.closes', { day: dayName })}
                aria-invalid={Boolean(messageOf(field)) || undefined}
                placeholder="06:00 PM"
                value={off ? '' : hours.closes}
                disabled={off}
                onChange={(e) => setDay(day, { ...hours, closes: e.target.value })}
              />
              <label className="check business-form__off">
                <input type="checkbox" checked={off} aria-label={t('form.dayOffLabel', { day: dayName })} onChange={(e) => setDay(day, e.target.checked ? { opens: DAY_OFF_INPUT, closes: '' } : { opens: '', closes: '' })} />
                <span aria-hidden="true">{t('form.dayOff')}</span>
              </label>
            </div>
          );
        })}
      </fieldset>

      <fieldset className={`field business-form__images${invalid('logo')}`}>
        <legend className="field__label">{t('form.logo')}</legend>
        <p className="field__hint">{t('form.logoHint')}</p>
        {error('logo')}
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

      <fieldset className={`field business-form__images${invalid('images')}`}>
        <legend className="field__label">{t('form.images', { count: BUSINESS_LIMITS.images })}</legend>
        <p className="field__hint">{t('form.imagesHint')}</p>
        {error('images')}
        <ImagePreviews picker={images} removeLabel={(n) => t('form.removeImage', { n })} />
        <input className="business-form__file" type="file" accept={IMAGE_ACCEPT} multiple disabled={images.full} aria-label={t('form.images', { count: BUSINESS_LIMITS.images })} onChange={(e) => images.pick(e.currentTarget)} />
      </fieldset>

      <fieldset className="field business-form__deal">
        <legend className="field__label">{t('form.hotDeal')}</legend>
        <p className="field__hint">{t('form.hotDealLead', { price: formatMoney(rates.hot_deal_per_week_cents, locale) })}</p>
        <div className={`field${invalid('hot_deal')}`}>
          <label htmlFor={id('hot_deal')} className="field__label">
            {t('form.hotDealText')}
          </label>
          {error('hot_deal')}
          <input
            id={id('hot_deal')}
            data-field="hot_deal"
            className="field__input"
            value={draft.hotDeal.text}
            maxLength={BUSINESS_LIMITS.hotDealMax}
            aria-invalid={Boolean(messageOf('hot_deal')) || undefined}
            aria-describedby={described('hot_deal')}
            onChange={(e) => set('hotDeal', { ...draft.hotDeal, text: e.target.value })}
          />
        </div>
        <div className="business-form__row">
          {(['starts', 'ends'] as const).map((end) => {
            const field = `hot_deal_${end}`;
            return (
              <div key={end} className={`field${invalid(field)}`}>
                <label htmlFor={id(field)} className="field__label">
                  {end === 'starts' ? t('form.hotDealStarts') : t('form.hotDealEnds')}
                </label>
                <p id={id(`${field}-hint`)} className="field__hint">
                  {t('form.hotDealDateHint')}
                </p>
                {error(field)}
                <input
                  id={id(field)}
                  data-field={field}
                  className="field__input"
                  type="datetime-local"
                  value={draft.hotDeal[end]}
                  aria-invalid={Boolean(messageOf(field)) || undefined}
                  aria-describedby={described(field, id(`${field}-hint`))}
                  onChange={(e) => set('hotDeal', { ...draft.hotDeal, [end]: e.target.value })}
                />
              </div>
            );
          })}
        </div>
        <p className="business-form__price" aria-live="polite" data-testid="deal-price">
          {quote ? t('form.hotDealPrice', { amount: formatMoney(quote.totalCents, locale), weeks: String(quote.weeks) }) : null}
          {quote && paidCents > 0 ? ` ${t('form.hotDealPaid', { amount: formatMoney(paidCents, locale) })}` : null}
        </p>
      </fieldset>

      <div className={`field${invalid('agree')}`}>
        {error('agree')}
        <label className="check">
          <input type="checkbox" data-field="agree" checked={draft.agree} aria-invalid={Boolean(messageOf('agree')) || undefined} aria-describedby={described('agree')} onChange={(e) => set('agree', e.target.checked)} />
          <span>
            {t('form.agree')} (<Link to={paths.terms()} target="_blank">{t('form.terms')}</Link>)
          </span>
        </label>
      </div>

      {verifyPhone ? (
        <div className="notice business-form__verify" role="region" aria-label={t('profile.verifyPhone')}>
          <p>{t('profile.verifyPhone')}</p>
          {phoneVerification}
        </div>
      ) : null}

      <div className="business-form__submit">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {business ? t('form.submitEdit') : t('form.submitNew')}
        </button>
      </div>
    </form>
  );
}

/** A saved item's pay step (the shared PayStep) in its pop-up: "Pay later" closes it, the item waits in the list. */
function PayNow({ result, action, onClose }: { result: BusinessActionResult; action: string; onClose: () => void }) {
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
