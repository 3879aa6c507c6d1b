import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AD_OPEN_MAX_ISSUES, AD_TERMS, AD_UNITS, DISPLAY_AD_LIMITS, DISPLAY_AD_REQUEST_TYPES, displayAdTermFacts, type Locale, type PrintEdition, type ScheduledIssue } from '@gazeta/contract';
import { useErrorText, useFieldMessages } from '../../../components/form.tsx';
import { ImagePreviews, useImagePicker } from '../../../components/image-picker.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRates } from '../../../lib/rates.ts';
import { clampIssues, displayAdFigures, displayAdProblems, draftOfValues, emptyDisplayAdDraft, IMAGE_ACCEPT, unitsOf, type DisplayAdDraft } from '../display-ad-draft.ts';
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
  const [shown, setShown] = useState<Record<string, string>>(() => refusal?.fields ?? {});
  const [logo, setLogo] = useState<string | null>(null);
  const [saved, setSaved] = useState<DisplayAdActionResult | null>(null);
  const fetcher = useFetcher<DisplayAdActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const now = useMemo(() => new Date(nowIso), [nowIso]);
  const rateTable = useRates();
  // What the hint may say of the terms is what the table shows (decision 048).
  const termFacts = displayAdTermFacts(rateTable);
  const figures = displayAdFigures(draft, schedule, now, rateTable);
  const units = unitsOf(draft);
  const set = <K extends keyof DisplayAdDraft>(key: K, value: DisplayAdDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const clear = (...fields: string[]) => setShown((list) => Object.fromEntries(Object.entries(list).filter(([field]) => !fields.includes(field))));
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

  const { invalid, ariaInvalid, described, error, hint } = useFieldMessages(shown, id);

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
      toast({ message: errorText(result.code) ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const pickLogo = (file: File | undefined) => {
    if (logo) URL.revokeObjectURL(logo);
    setLogo(file ? URL.createObjectURL(file) : null);
    clear('logo');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.current) return;
    const problems = displayAdProblems(draft, figures, { images: images.count });
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      toast({ message: errorText(problems[first]) ?? '', status: 'error' });
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return;
    }
    // The form as it is (its logo included), the pictures from the list the member built.
    const body = new FormData(form.current);
    body.delete('images');
    for (const image of images.chosen) body.append('images', image.file);
    body.set('publish_on', figures.publishOn);
    void fetcher.submit(body, { method: 'post', action, encType: 'multipart/form-data' });
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  const showIssues = draft.term === 'open' || !hydrated;
  const chosenName = units === null ? null : fractionText(units);
  const quote = figures.quote;

  return (
    <form ref={form} method="post" action={action} encType="multipart/form-data" className="display-ad-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={DISPLAY_AD_INTENTS.save} />
      {refusal?.hadFiles ? <p className="notice notice--warn display-ad-form__again">{t('form.filesAgain')}</p> : null}

      <div className={`field${invalid('request_type')}`}>
        <label htmlFor={id('request_type')} className="field__label">
          {t('form.requestType')}
        </label>
        {error('request_type')}
        <select
          id={id('request_type')}
          name="request_type"
          data-field="request_type"
          className="field__input"
          value={draft.requestType}
          aria-invalid={ariaInvalid('request_type')}
          aria-describedby={described('request_type')}
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
      </div>

      <div className={`field${invalid('item')}`}>
        <label htmlFor={id('item')} className="field__label">
          {t('form.item')}
        </label>
        {hint('item', t('form.itemHint', { max: DISPLAY_AD_LIMITS.itemMax }))}
        {error('item')}
        <input
          id={id('item')}
          name="item"
          data-field="item"
          className="field__input"
          type="text"
          value={draft.item}
          maxLength={DISPLAY_AD_LIMITS.itemMax}
          autoComplete="off"
          aria-invalid={ariaInvalid('item')}
          aria-describedby={described('item', id('item-hint'))}
          onChange={(e) => set('item', e.target.value)}
        />
      </div>

      <div className={`field${invalid('message')}`}>
        <label htmlFor={id('message')} className="field__label">
          {t('form.message')}
        </label>
        {hint('message', t('form.messageHint', { max: DISPLAY_AD_LIMITS.messageMax }))}
        {error('message')}
        <textarea
          id={id('message')}
          name="message"
          data-field="message"
          className="field__input field__textarea"
          rows={5}
          value={draft.message}
          maxLength={DISPLAY_AD_LIMITS.messageMax}
          aria-invalid={ariaInvalid('message')}
          aria-describedby={described('message', id('message-hint'))}
          onChange={(e) => set('message', e.target.value)}
        />
      </div>

      <div className={`field${invalid('images')}`}>
        <label htmlFor={id('images')} className="field__label">
          {t('form.images', { count: DISPLAY_AD_LIMITS.images })}
        </label>
        {hint('images', draft.requestType === 'ready' ? t('form.imagesHintReady') : draft.requestType === 'design' ? t('form.imagesHintDesign') : t('form.imagesHint'))}
        {error('images')}
        <ImagePreviews picker={images} removeLabel={(n) => t('form.removeImage', { n })} alt={(n) => t('form.imageAlt', { n })} />
        <input
          id={id('images')}
          name="images"
          data-field="images"
          className="display-ad-form__file"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={hydrated && images.full}
          aria-invalid={ariaInvalid('images')}
          aria-describedby={described('images', id('images-hint'))}
          onChange={(e) => images.pick(e.currentTarget)}
        />
        {hydrated ? <p className="field__hint">{t('form.imagesChosen', { count: images.count, max: DISPLAY_AD_LIMITS.images })}</p> : null}
      </div>

      <div className={`field${invalid('logo')}`}>
        <label htmlFor={id('logo')} className="field__label">
          {t('form.logo')}
        </label>
        {hint('logo', t('form.logoHint'))}
        {error('logo')}
        {logo ? <img className="display-ad-form__logo" src={logo} alt={t('form.logoAlt')} /> : null}
        <input
          id={id('logo')}
          name="logo"
          data-field="logo"
          className="display-ad-form__file"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={ariaInvalid('logo')}
          aria-describedby={described('logo', id('logo-hint'))}
          onChange={(e) => pickLogo(e.target.files?.[0])}
        />
      </div>

      <div className="display-ad-form__row">
        <div className={`field${invalid('email')}`}>
          <label htmlFor={id('email')} className="field__label">
            {t('form.email')}
          </label>
          {error('email')}
          <input
            id={id('email')}
            name="email"
            data-field="email"
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={draft.email}
            aria-invalid={ariaInvalid('email')}
            aria-describedby={described('email')}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div className={`field${invalid('phone')}`}>
          <label htmlFor={id('phone')} className="field__label">
            {t('form.phone')}
          </label>
          {hint('phone', t('form.phoneHint'))}
          {error('phone')}
          <input
            id={id('phone')}
            name="phone"
            data-field="phone"
            className="field__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.phone}
            aria-invalid={ariaInvalid('phone')}
            aria-describedby={described('phone', id('phone-hint'))}
            onChange={(e) => set('phone', e.target.value)}
          />
        </div>
      </div>

      <fieldset className={`field display-ad-form__sizes${invalid('units')}`} aria-describedby={described('units', id('units-hint'))}>
        <legend className="field__label">{t('form.size')}</legend>
        {hint('units', t('form.sizeHint'))}
        {error('units')}
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

      <fieldset className={`field display-ad-form__choices${invalid('term')}`} aria-describedby={described('term', id('term-hint'))}>
        <legend className="field__label">{t('form.term')}</legend>
        {hint('term', [t('form.termHint'), ...(termFacts.openRateLowest ? [t('form.termOpenLowest')] : []), ...(termFacts.longerTermsCostLess ? [t('form.termLongerCostsLess')] : [])].join(' '))}
        {error('term')}
        {AD_TERMS.map((term, i) => (
          <label key={term} className="check">
            <input
              type="radio"
              name="term"
              value={term}
              data-field={i === 0 ? 'term' : undefined}
              checked={draft.term === term}
              onChange={() => {
                set('term', term);
                clear('term', 'issues', 'publish_on');
              }}
            />
            <span>{t(termKey(term))}</span>
          </label>
        ))}
        {showIssues ? (
          <div className={`field display-ad-form__issues${invalid('issues')}`}>
            <label htmlFor={id('issues')} className="field__label">
              {t('form.issues')}
            </label>
            {hint('issues', t('form.issuesHint', { max: AD_OPEN_MAX_ISSUES }))}
            {error('issues')}
            <input
              id={id('issues')}
              name="issues"
              data-field="issues"
              className="field__input display-ad-form__number"
              type="number"
              inputMode="numeric"
              min={1}
              max={AD_OPEN_MAX_ISSUES}
              step={1}
              value={draft.issues}
              aria-invalid={ariaInvalid('issues')}
              aria-describedby={described('issues', id('issues-hint'))}
              onChange={(e) => {
                set('issues', clampIssues(e.target.value));
                clear('issues');
              }}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={`field display-ad-form__choices${invalid('editions')}`} aria-describedby={described('editions')}>
        <legend className="field__label">{t('form.editions')}</legend>
        {error('editions')}
        {editions.map((edition, i) => (
          <label key={edition.slug} className="check">
            <input
              type="checkbox"
              name="editions"
              value={edition.slug}
              data-field={i === 0 ? 'editions' : undefined}
              checked={draft.editions.includes(edition.slug)}
              onChange={(e) => {
                set('editions', e.target.checked ? editions.map((x) => x.slug).filter((slug) => slug === edition.slug || draft.editions.includes(slug)) : draft.editions.filter((slug) => slug !== edition.slug));
                clear('editions', 'publish_on', 'issues');
              }}
            />
            <span>{edition.name}</span>
          </label>
        ))}
      </fieldset>

      <div className={`field${invalid('publish_on')}`}>
        <label htmlFor={id('publish_on')} className="field__label">
          {t('form.publishOn')}
        </label>
        {hint('publish_on', draft.editions.length === 0 ? t('form.publishOnNoEditions') : figures.dates.length === 0 ? t('form.publishOnNone') : t('form.publishOnHint'))}
        {error('publish_on')}
        <select
          id={id('publish_on')}
          name="publish_on"
          data-field="publish_on"
          className="field__input"
          value={figures.publishOn}
          aria-invalid={ariaInvalid('publish_on')}
          aria-describedby={described('publish_on', id('publish_on-hint'))}
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
      </div>

      <div className={`field${invalid('agree')}`}>
        {error('agree')}
        <label className="check">
          <input
            type="checkbox"
            name="agree"
            value="1"
            data-field="agree"
            checked={draft.agree}
            aria-invalid={ariaInvalid('agree')}
            aria-describedby={described('agree')}
            onChange={(e) => {
              set('agree', e.target.checked);
              clear('agree');
            }}
          />
          <span>
            {t('form.agree')} (
            <Link to={paths.terms()} target="_blank">
              {t('form.terms')}
            </Link>
            )
          </span>
        </label>
      </div>

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
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {busy ? t('form.sending') : t('form.submit')}
          </button>
        </div>
        <p className="muted display-ad-form__note">{t('form.reviewNote')}</p>
      </div>
    </form>
  );
}
