import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFIED_EXTRAS,
  CLASSIFIED_LIMITS,
  CLASSIFIED_SECTIONS,
  CLASSIFIED_TYPES,
  CLASSIFIED_VERSIONS,
  publishDateOptions,
  type ClassifiedExtra,
  type Locale,
  type MyClassified,
  type MyClassifiedsResponse,
} from '@gazeta/contract';
import { AgreeField, CheckField, ChoiceGroup, Field } from '../../../components/field.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { ImageField, useImagePicker } from '../../../components/image-picker.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { VerifyPhoneStep } from '../../../components/verify-phone-step.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { NoScriptFields } from '../../../components/no-script-fields.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import { toast } from '../../../lib/toast.ts';
import { clampIssues, draftFigures, draftFormData, draftOf, draftProblems, emptyDraft, type ClassifiedDraft } from '../classified-draft.ts';
import { CLASSIFIED_ID_FIELD, CLASSIFIED_INTENTS, owesPayment, type ClassifiedActionResult } from '../classified-intents.ts';
import { PrintPreview } from './print-preview.tsx';

export interface ClassifiedFormProps {
  ad: MyClassified | null;
  schedule: MyClassifiedsResponse['schedule'];
  /** The owner's phone (shown in the preview when they choose so). */
  phone: string | null;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** Offered in place when the server says the phone must be verified first. */
  phoneVerification: ReactNode;
  /**
   * The next issue of the chosen editions and the live countdown to its booking deadline: the
   * route composes it from the print schedule's feature (a feature never imports another).
   */
  countdown: (editions: readonly string[]) => ReactNode;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: ClassifiedActionResult | undefined;
  /** After every successful save; when the ad owes money the pop-up stays open to pay it. */
  onSaved: (result: ClassifiedActionResult) => void;
  /** Closes the pop-up (its "Pay later"); absent where the form is part of the page. */
  onClose?: (() => void) | undefined;
}

/**
 * The create-or-update pop-up's form (spec §2, §3, §5, issue #14): every choice of an ad, the
 * words and the price recomputed on every keystroke by the contract's own rules (what the server
 * will charge), the price lines, and beside it (below on a phone) the print preview. Missing
 * fields get their §5 message beside them and a toast; nothing typed is lost on an error.
 */
export function ClassifiedForm({ ad, schedule, phone, action, phoneVerification, countdown, refusal, onSaved, onClose }: ClassifiedFormProps) {
  const { t, i18n } = useTranslation('placing');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const figuresId = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ClassifiedDraft>(() => refusal?.draft ?? (ad ? draftOf(ad) : emptyDraft()));
  const say = (code: string) => (code === 'error-not-enough-issues' ? t('errors:form.issues-not-enough') : undefined);
  const { form, busy, saved, verifyPhone, messageOf, refuse, send } = useMemberForm({ say, refusal, onSaved, owes: owesPayment });
  const now = useMemo(() => new Date(), []);

  const rates = useRates();
  const figures = draftFigures(draft, schedule.issues, now, rates);
  const set = <K extends keyof ClassifiedDraft>(key: K, value: ClassifiedDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const images = useImagePicker({ kept: ad?.images ?? [], max: CLASSIFIED_LIMITS.images, onProblems: () => toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' }) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || refuse(draftProblems(draft, figures))) return;
    const body = draftFormData({ ...draft, publishDate: figures.publishDate }, images.chosen.map((image) => image.file), ad ? images.kept.map((image) => image.id) : null);
    body.set('intent', CLASSIFIED_INTENTS.save);
    if (ad) body.set(CLASSIFIED_ID_FIELD, String(ad.id));
    send(body, action);
  };

  const editionName = (slug: string) => {
    const edition = schedule.editions.find((e) => e.slug === slug);
    return edition ? (locale === 'ru' ? edition.name_ru : edition.name_en) : slug;
  };
  const picture = images.chosen[0]?.preview ?? images.kept[0]?.src ?? null;
  // Without JavaScript the choice of editions cannot narrow the dates as it is made: every edition's are offered, the server checks.
  const dates = hydrated || draft.editions.length > 0 ? figures.dates : publishDateOptions(schedule.issues, schedule.editions.map((edition) => edition.slug), now);
  const publishDate = hydrated || dates.includes(draft.publishDate) ? figures.publishDate : '';

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  return (
    <div className="classified-editor">
      <form ref={form} method="post" action={action} encType="multipart/form-data" className="classified-form" onSubmit={onSubmit} noValidate>
        {/* What a browser without JavaScript sends with the fields; with JavaScript the body is built from the draft. */}
        <NoScriptFields intent={CLASSIFIED_INTENTS.save} idField={CLASSIFIED_ID_FIELD} id={ad?.id} keptImages={images.kept} hadFiles={refusal?.hadFiles} />
        <div className="classified-form__row">
          <Field name="section" label={t('form.section')} error={messageOf('section')}>
            {(control) => (
              <select {...control} className="field__input" value={draft.section} onChange={(e) => set('section', e.target.value)}>
                <option value="">{t('form.sectionPrompt')}</option>
                {CLASSIFIED_SECTIONS.map((section) => (
                  <option key={section} value={section}>
                    {t(`classifieds:sections.${section}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="type" label={t('form.type')} error={messageOf('type')}>
            {(control) => (
              <select {...control} className="field__input" value={draft.type} onChange={(e) => set('type', e.target.value)}>
                <option value="">{t('form.typePrompt')}</option>
                {CLASSIFIED_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`form.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>

        <Field name="title" label={t('form.title')} error={messageOf('title')} value={draft.title} maxLength={CLASSIFIED_LIMITS.titleMax} autoComplete="off" onChange={(e) => set('title', e.target.value)} />

        <Field name="text" label={t('form.text')} error={messageOf('text')} describedBy={[figuresId]}>
          {(control) => <textarea {...control} className="field__input field__textarea" rows={5} value={draft.text} maxLength={CLASSIFIED_LIMITS.textMax} onChange={(e) => set('text', e.target.value)} />}
        </Field>

        <ChoiceGroup
          name="version"
          type="radio"
          className="classified-form__choices"
          legend={t('form.version')}
          error={messageOf('version')}
          choices={CLASSIFIED_VERSIONS.map((version) => ({ value: version, label: t(`form.versions.${version}`) }))}
          checked={[draft.version]}
          onChange={(version) => set('version', version as ClassifiedDraft['version'])}
        />

        {figures.printed ? (
          <>
            <ChoiceGroup
              name="editions"
              type="checkbox"
              className="classified-form__choices"
              legend={t('form.editions')}
              error={messageOf('editions')}
              choices={schedule.editions.map((edition) => ({ value: edition.slug, label: editionName(edition.slug) }))}
              checked={draft.editions}
              onChange={(slug, on) => set('editions', on ? [...draft.editions, slug] : draft.editions.filter((x) => x !== slug))}
            />
            <Field
              name="issues"
              label={t('form.issues')}
              hint={t('form.issuesHint', { min: CLASSIFIED_LIMITS.issuesMin, max: CLASSIFIED_LIMITS.issuesMax })}
              error={messageOf('issues')}
              inputClassName="field__input classified-form__number"
              type="number"
              inputMode="numeric"
              min={CLASSIFIED_LIMITS.issuesMin}
              max={CLASSIFIED_LIMITS.issuesMax}
              value={draft.issues}
              onChange={(e) => set('issues', clampIssues(e.target.value))}
            />
          </>
        ) : null}

        <ChoiceGroup
          name="extras"
          type="checkbox"
          className="classified-form__choices"
          legend={t('form.extras')}
          hint={figures.printed ? undefined : t('form.extrasOnline')}
          choices={CLASSIFIED_EXTRAS.map((extra: ClassifiedExtra) => ({ value: extra, label: t(`form.extra.${extra}`), disabled: !figures.printed }))}
          checked={figures.printed ? CLASSIFIED_EXTRAS.filter((extra) => draft.extras[extra]) : []}
          onChange={(extra, on) => set('extras', { ...draft.extras, [extra]: on })}
        />

        <Field
          name="publish_date"
          label={t('form.publishDate')}
          hint={figures.printed ? (draft.editions.length > 0 && figures.dates.length === 0 ? t('form.noDates') : t('form.publishDateHint')) : undefined}
          error={messageOf('publish_date')}
          after={figures.printed && draft.editions.length > 0 ? countdown(draft.editions) : null}
        >
          {(control) =>
            figures.printed ? (
              <select {...control} className="field__input" value={publishDate} onChange={(e) => set('publishDate', e.target.value)}>
                <option value="">{t('form.publishDatePrompt')}</option>
                {dates.map((date) => (
                  <option key={date} value={date}>
                    {formatDate(date, locale)}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} className="field__input" type="date" min={now.toISOString().slice(0, 10)} value={draft.publishDate} onChange={(e) => set('publishDate', e.target.value)} />
            )
          }
        </Field>

        <p className="classified-form__valid">
          {t('form.validUntil')}: <strong data-testid="valid-until">{figures.validUntil ? formatDate(figures.validUntil, locale) : '—'}</strong>
        </p>

        <ImageField
          name="images"
          legend={t('form.images', { count: CLASSIFIED_LIMITS.images })}
          hint={t('form.imagesHint')}
          error={messageOf('images')}
          picker={images}
          removeLabel={(n) => t('form.removeImage', { n })}
          className="classified-form__images"
          inputClassName="classified-form__file"
        />

        <CheckField name="show_phone" label={t('form.showPhone')} checked={draft.showPhone} onChange={(on) => set('showPhone', on)} />
        <AgreeField agree={t('form.agree')} terms={t('form.terms')} error={messageOf('agree')} checked={draft.agree} onChange={(on) => set('agree', on)} />

        <div className="classified-form__total" id={figuresId}>
          <p className="classified-form__figures" aria-live="polite">
            <span data-testid="word-count">{t('form.words', { count: figures.quote.words })}</span>
            {' · '}
            {t('form.price')}: <strong data-testid="price">{figures.quote.totalCents > 0 ? formatMoney(figures.quote.totalCents, locale) : t('form.free')}</strong>
          </p>
          {figures.quote.lines.length > 0 ? (
            <ul className="classified-form__lines" data-testid="price-lines">
              {figures.quote.lines.map((line) => (
                <li key={line.code}>
                  <span>{t(`form.lines.${line.code}`, { quantity: line.code === 'words' || line.code === 'bold' ? figures.quote.words : line.quantity, price: formatMoney(line.unitCents, locale) })}</span>
                  <span>{formatMoney(line.cents, locale)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            {ad ? t('form.submitEdit') : t('form.submitNew')}
          </button>
        </div>
      </form>
      <VerifyPhoneStep shown={verifyPhone} text={t('page.verifyPhone')} className="classified-form__verify">
        {phoneVerification}
      </VerifyPhoneStep>
      <PrintPreview title={draft.title} text={draft.text} extras={figures.printed ? draft.extras : { bold: false, frame: false, hot: false, priority: false, photo: false }} printed={figures.printed} picture={picture} phone={draft.showPhone ? phone : null} />
    </div>
  );
}

/** A saved item's pay step (the shared PayStep), in its pop-up ("Pay later" closes it) or in the page without JavaScript; the item waits in the list. */
export function PayNow({ result, action, onClose }: { result: ClassifiedActionResult; action: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation('placing');
  const errorText = useErrorText();
  const answer = useActionData<ClassifiedActionResult | undefined>();
  return (
    <PayStep
      testId="classified-pay"
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      amountCents={result.dueCents ?? 0}
      action={action}
      intent={CLASSIFIED_INTENTS.pay}
      fields={{ [CLASSIFIED_ID_FIELD]: result.id }}
      refused={answer?.intent === CLASSIFIED_INTENTS.pay && !answer.ok ? errorText(answer.code) : undefined}
      onClose={onClose}
    />
  );
}
