import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_OPEN_MAX_ISSUES, AD_TERMS, AD_UNITS, DISPLAY_AD_LIMITS, DISPLAY_AD_REQUEST_TYPES, displayAdTermFacts, type Locale, type PrintEdition, type ScheduledIssue } from '@gazeta/contract';
import { AgreeField, ChoiceGroup, ErrorList, Field } from '../../../components/field.tsx';
import { SendButton, useErrorText } from '../../../components/form.tsx';
import { IMAGE_ACCEPT, ImageField, useImagePicker } from '../../../components/image-picker.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { clampIssues, displayAdFigures, displayAdProblems, draftOfValues, emptyDisplayAdDraft, unitsOf, type DisplayAdDraft } from '../display-ad-draft.ts';
import { formatInches, fractionText, termKey } from '../display-ad-format.ts';
import { DISPLAY_AD_INTENTS, owesPayment, type DisplayAdActionResult } from '../display-ad-intents.ts';
import { PageDiagram } from './page-diagram.tsx';
import { PayNow } from './pay-now.tsx';

export interface DisplayAdFormProps {
  /** The editions that print, in the paper's order (GET /api/print/editions). */
  editions: readonly PrintEdition[];
  /** The issues to come with their booking deadlines (GET /api/print/schedule). */
  schedule: readonly ScheduledIssue[];
  /** When the schedule was read (ISO 8601): the server's render and the browser's first agree. */
  now: string;
  /** The account's own e-mail and phone, offered as the ad's contact. */
  contact: { email: string | null; phone: string | null };
  /** Where the page's action is (the form posts there). */
  action: string;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: DisplayAdActionResult | undefined;
  /** What opens the rate card (the route composes the layout's pop-up). */
  rates: ReactNode;
  /** After every successful save; the form then offers to pay at once. */
  onSaved: (result: DisplayAdActionResult) => void;
  /** Closes the pop-up (its "Pay later"); absent where the form is part of the page. */
  onClose?: (() => void) | undefined;
}

/**
 * The create pop-up's form (spec §2 "Create or update: display ad", §3, §5, §9, issue #16): what
 * is asked for and what is advertised, the message, up to four pictures (a ready ad's artwork is
 * required) and a logo, the contact, the size on a drawn page, the term (or the open rate's
 * issues), the editions, the first issue from the print schedule and "I agree", with the price
 * recomputed by the contract's rate card on every change (the server charges the same). A real
 * multipart form: without JavaScript it is sent as it is, and the server's answer comes back with
 * the page. Nothing typed is lost on an error.
 */
export function DisplayAdForm({ editions, schedule, now: nowIso, contact, action, refusal, rates, onSaved, onClose }: DisplayAdFormProps) {
  const { t, i18n } = useTranslation('advertising');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState<DisplayAdDraft>(() => {
    const start = emptyDisplayAdDraft(contact, editions.map((edition) => edition.slug));
    return refusal?.values ? draftOfValues(refusal.values, start) : start;
  });
  const [logo, setLogo] = useState<string | null>(null);
  const { form, busy, saved, messageOf, forget: clear, refuse, send } = useMemberForm({ refusal, onSaved, owes: owesPayment });
  const now = useMemo(() => new Date(nowIso), [nowIso]);
  const rateTable = useRates();
  // What the hint may say of the terms is what the table shows (decision 048).
  const termFacts = displayAdTermFacts(rateTable);
  const figures = displayAdFigures(draft, schedule, now, rateTable);
  const units = unitsOf(draft);
  const set = <K extends keyof DisplayAdDraft>(key: K, value: DisplayAdDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // Spec §5: "Limit images reached!" (the files past the fourth are left out).
  const images = useImagePicker({ max: DISPLAY_AD_LIMITS.images, onProblems: () => toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' }), onChange: () => clear('images') });

  // The logo's preview is the browser's own copy of the file: given back when the form goes.
  const logoPreview = useRef<string | null>(null);
  useEffect(() => {
    logoPreview.current = logo;
  }, [logo]);
  useEffect(
    () => () => {
      if (logoPreview.current) URL.revokeObjectURL(logoPreview.current);
    },
    [],
  );

  const pickLogo = (file: File | undefined) => {
    if (logo) URL.revokeObjectURL(logo);
    setLogo(file ? URL.createObjectURL(file) : null);
    clear('logo');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.current || refuse(displayAdProblems(draft, figures, { images: images.count }))) return;
    // The form as it is (its logo included), the pictures from the list the member built.
    const body = new FormData(form.current);
    body.delete('images');
    for (const image of images.chosen) body.append('images', image.file);
    body.set('publish_on', figures.publishOn);
    send(body, action);
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  const showIssues = draft.term === 'open' || !hydrated;
  const chosenName = units === null ? null : fractionText(units);
  const quote = figures.quote;

  return (
    <form ref={form} method="post" action={action} encType="multipart/form-data" className="display-ad-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={DISPLAY_AD_INTENTS.save} />
      {refusal?.hadFiles ? <p className="notice notice--warn display-ad-form__again">{t('form.filesAgain')}</p> : null}

      <Field name="request_type" label={t('form.requestType')} error={messageOf('request_type')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={draft.requestType}
            onChange={(e) => {
              set('requestType', e.target.value as DisplayAdDraft['requestType']);
              clear('request_type', 'images');
            }}
          >
            <option value="">{t('form.requestTypePrompt')}</option>
            {DISPLAY_AD_REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`requestType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field name="item" label={t('form.item')} hint={t('form.itemHint', { max: DISPLAY_AD_LIMITS.itemMax })} error={messageOf('item')} value={draft.item} maxLength={DISPLAY_AD_LIMITS.itemMax} autoComplete="off" onChange={(e) => set('item', e.target.value)} />

      <Field name="message" label={t('form.message')} hint={t('form.messageHint', { max: DISPLAY_AD_LIMITS.messageMax })} error={messageOf('message')}>
        {(control) => <textarea {...control} className="field__input field__textarea" rows={5} value={draft.message} maxLength={DISPLAY_AD_LIMITS.messageMax} onChange={(e) => set('message', e.target.value)} />}
      </Field>

      <ImageField
        name="images"
        legend={t('form.images', { count: DISPLAY_AD_LIMITS.images })}
        hint={draft.requestType === 'ready' ? t('form.imagesHintReady') : draft.requestType === 'design' ? t('form.imagesHintDesign') : t('form.imagesHint')}
        error={messageOf('images')}
        picker={images}
        removeLabel={(n) => t('form.removeImage', { n })}
        alt={(n) => t('form.imageAlt', { n })}
        className="display-ad-form__images"
        inputClassName="display-ad-form__file"
        closeWhenFull={hydrated}
        after={() => (hydrated ? <p className="field__hint">{t('form.imagesChosen', { count: images.count, max: DISPLAY_AD_LIMITS.images })}</p> : null)}
      />

      <Field
        name="logo"
        label={t('form.logo')}
        hint={t('form.logoHint')}
        error={messageOf('logo')}
        inputClassName="display-ad-form__file"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => pickLogo(e.target.files?.[0])}
        after={logo ? <img className="display-ad-form__logo" src={logo} alt={t('form.logoAlt')} /> : null}
      />

      <div className="display-ad-form__row">
        <Field name="email" label={t('form.email')} error={messageOf('email')} type="email" inputMode="email" autoComplete="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
        <Field name="phone" label={t('form.phone')} hint={t('form.phoneHint')} error={messageOf('phone')} type="tel" inputMode="tel" autoComplete="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />
      </div>

      <fieldset className={`field display-ad-form__sizes${messageOf('units') ? ' field--invalid' : ''}`} aria-describedby={[id('units-hint'), messageOf('units') ? id('units-error') : ''].filter(Boolean).join(' ')}>
        <legend className="field__label">{t('form.size')}</legend>
        <p id={id('units-hint')} className="field__hint">
          {t('form.sizeHint')}
        </p>
        <ErrorList id={id('units-error')} errors={[messageOf('units')]} />
        <div className="display-ad-form__size-pick">
          <ul className="size-options">
            {AD_UNITS.map((option, i) => {
              const name = fractionText(option);
              return (
                <li key={option}>
                  <label className="size-option">
                    <input
                      type="radio"
                      name="units"
                      value={option}
                      data-field={i === 0 ? 'units' : undefined}
                      checked={draft.units === String(option)}
                      onChange={() => {
                        set('units', String(option));
                        clear('units');
                      }}
                    />
                    <PageDiagram units={option} className="size-option__page" />
                    <span className="size-option__text">
                      <strong>{t(name.key, { fraction: name.fraction })}</strong>
                      <span className="nowrap">{formatInches(option, locale)}</span>
                      <span className="size-option__units">{t('size.units', { count: option })}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <figure className="display-ad-form__diagram">
            <PageDiagram units={units} label={units !== null && chosenName ? t('form.diagram', { size: t(chosenName.key, { fraction: chosenName.fraction }), inches: formatInches(units, locale) }) : t('form.diagramNone')} />
            <figcaption data-testid="display-ad-size" aria-live="polite">
              {units !== null && chosenName ? (
                <>
                  <strong>{t(chosenName.key, { fraction: chosenName.fraction })}</strong>
                  <span>{formatInches(units, locale)}</span>
                </>
              ) : (
                t('form.diagramNone')
              )}
            </figcaption>
          </figure>
        </div>
      </fieldset>

      <ChoiceGroup
        name="term"
        type="radio"
        className="display-ad-form__choices"
        legend={t('form.term')}
        hint={[t('form.termHint'), ...(termFacts.openRateLowest ? [t('form.termOpenLowest')] : []), ...(termFacts.longerTermsCostLess ? [t('form.termLongerCostsLess')] : [])].join(' ')}
        error={messageOf('term')}
        choices={AD_TERMS.map((term) => ({ value: term, label: t(termKey(term)) }))}
        checked={[draft.term]}
        onChange={(term) => {
          set('term', term as DisplayAdDraft['term']);
          clear('term', 'issues', 'publish_on');
        }}
      >
        {showIssues ? (
          <Field
            name="issues"
            className="display-ad-form__issues"
            label={t('form.issues')}
            hint={t('form.issuesHint', { max: AD_OPEN_MAX_ISSUES })}
            error={messageOf('issues')}
            inputClassName="field__input display-ad-form__number"
            type="number"
            inputMode="numeric"
            min={1}
            max={AD_OPEN_MAX_ISSUES}
            step={1}
            value={draft.issues}
            onChange={(e) => {
              set('issues', clampIssues(e.target.value));
              clear('issues');
            }}
          />
        ) : null}
      </ChoiceGroup>

      <ChoiceGroup
        name="editions"
        type="checkbox"
        className="display-ad-form__choices"
        legend={t('form.editions')}
        error={messageOf('editions')}
        choices={editions.map((edition) => ({ value: edition.slug, label: edition.name }))}
        checked={draft.editions}
        onChange={(slug, on) => {
          set('editions', on ? editions.map((x) => x.slug).filter((x) => x === slug || draft.editions.includes(x)) : draft.editions.filter((x) => x !== slug));
          clear('editions', 'publish_on', 'issues');
        }}
      />

      <Field
        name="publish_on"
        label={t('form.publishOn')}
        hint={draft.editions.length === 0 ? t('form.publishOnNoEditions') : figures.dates.length === 0 ? t('form.publishOnNone') : t('form.publishOnHint')}
        error={messageOf('publish_on')}
      >
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={figures.publishOn}
            onChange={(e) => {
              set('publishOn', e.target.value);
              clear('publish_on', 'issues');
            }}
          >
            {figures.dates.length === 0 ? <option value="">{t('form.publishOnPrompt')}</option> : null}
            {figures.dates.map((date) => (
              <option key={date} value={date}>
                {formatDate(date, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <AgreeField
        agree={t('form.agree')}
        terms={t('form.terms')}
        error={messageOf('agree')}
        checked={draft.agree}
        onChange={(on) => {
          set('agree', on);
          clear('agree');
        }}
      />

      <div className="display-ad-form__total">
        <div className="display-ad-form__price" aria-live="polite">
          <p className="display-ad-form__price-line">
            <span>{t('form.price')}</span> <strong data-testid="display-ad-price">{quote ? formatMoney(quote.totalCents, locale) : '—'}</strong>
          </p>
          <p className="display-ad-form__breakdown" data-testid="display-ad-breakdown">
            {quote
              ? t('form.breakdown', {
                  rate: formatMoney(quote.unitCents, locale),
                  issues: t('form.issuesCount', { count: quote.issues }),
                  editions: t('form.editionsCount', { count: draft.editions.length }),
                })
              : t('form.priceNone')}
          </p>
          {figures.issueCount !== null && figures.publishOn && !figures.notEnoughIssues ? (
            <p className="display-ad-form__run">
              {figures.booked
                ? t('form.runOpen', { dates: figures.booked.map((date) => formatDate(date, locale)).join(', ') })
                : t('form.runTerm', { count: figures.issueCount, date: formatDate(figures.publishOn, locale) })}
            </p>
          ) : null}
        </div>
        <div className="display-ad-form__actions">
          {rates}
          <SendButton busy={busy}>{t('form.submit')}</SendButton>
        </div>
        <p className="muted display-ad-form__note">{t('form.reviewNote')}</p>
      </div>
    </form>
  );
}
