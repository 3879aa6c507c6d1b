import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLASSIFIED_EXTRAS,
  CLASSIFIED_LIMITS,
  CLASSIFIED_SECTIONS,
  CLASSIFIED_TYPES,
  CLASSIFIED_VERSIONS,
  type ClassifiedExtra,
  type Locale,
  type MyClassified,
  type MyClassifiedsResponse,
} from '@gazeta/contract';
import { useErrorText, useFieldMessages } from '../../../components/form.tsx';
import { ImagePreviews, useImagePicker } from '../../../components/image-picker.tsx';
import { PayStep } from '../../../components/pay-step.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { useRates } from '../../../lib/rates.ts';
import { clampIssues, draftFigures, draftFormData, draftOf, draftProblems, emptyDraft, type ClassifiedDraft } from '../classified-draft.ts';
import { CLASSIFIED_ID_FIELD, CLASSIFIED_INTENTS, owesPayment, type ClassifiedActionResult } from '../classified-intents.ts';
import { PrintPreview } from './print-preview.tsx';

/** What the file input offers; the server decides by content (spec §5's formats). */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.svg,.ico,.tif,.tiff,image/*';

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
  /** After every successful save; when the ad owes money the pop-up stays open to pay it. */
  onSaved: (result: ClassifiedActionResult) => void;
  /** Closes the pop-up (its "Pay later"). */
  onClose: () => void;
}

/**
 * The create-or-update pop-up's form (spec §2, §3, §5, issue #14): every choice of an ad, the
 * words and the price recomputed on every keystroke by the contract's own rules (what the server
 * will charge), the price lines, and beside it (below on a phone) the print preview. Missing
 * fields get their §5 message beside them and a toast; nothing typed is lost on an error.
 */
export function ClassifiedForm({ ad, schedule, phone, action, phoneVerification, countdown, onSaved, onClose }: ClassifiedFormProps) {
  const { t, i18n } = useTranslation('placing');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState<ClassifiedDraft>(() => (ad ? draftOf(ad) : emptyDraft()));
  const [shown, setShown] = useState<Record<string, string>>({});
  const [verifyPhone, setVerifyPhone] = useState(false);
  const [saved, setSaved] = useState<ClassifiedActionResult | null>(null);
  const fetcher = useFetcher<ClassifiedActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const now = useMemo(() => new Date(), []);

  const rates = useRates();
  const figures = draftFigures(draft, schedule.issues, now, rates);
  const problems = draftProblems(draft, figures);
  const set = <K extends keyof ClassifiedDraft>(key: K, value: ClassifiedDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const images = useImagePicker({ kept: ad?.images ?? [], max: CLASSIFIED_LIMITS.images, onProblems: () => toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' }) });

  const { messageOf, invalid, described, error } = useFieldMessages(shown, id, (code) => (code === 'error-not-enough-issues' ? t('errors:form.issues-not-enough') : undefined));

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
      const message = result.code === 'error-not-enough-issues' ? t('errors:form.issues-not-enough') : errorText(result.code);
      toast({ message: message ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      toast({ message: first === 'issues' && problems['issues'] === 'error-not-enough-issues' ? t('errors:form.issues-not-enough') : (errorText(problems[first]) ?? ''), status: 'error' });
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return;
    }
    const body = draftFormData({ ...draft, publishDate: figures.publishDate }, images.chosen.map((image) => image.file), ad ? images.kept.map((image) => image.id) : null);
    body.set('intent', CLASSIFIED_INTENTS.save);
    if (ad) body.set(CLASSIFIED_ID_FIELD, String(ad.id));
    void fetcher.submit(body, { method: 'post', action, encType: 'multipart/form-data' });
  };

  const editionName = (slug: string) => {
    const edition = schedule.editions.find((e) => e.slug === slug);
    return edition ? (locale === 'ru' ? edition.name_ru : edition.name_en) : slug;
  };
  const picture = images.chosen[0]?.preview ?? images.kept[0]?.src ?? null;

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  return (
    <div className="classified-editor">
      <form ref={form} className="classified-form" onSubmit={onSubmit} noValidate>
        <div className="classified-form__row">
          <div className={`field${invalid('section')}`}>
            <label htmlFor={id('section')} className="field__label">
              {t('form.section')}
            </label>
            {error('section')}
            <select id={id('section')} data-field="section" className="field__input" value={draft.section} aria-invalid={Boolean(messageOf('section')) || undefined} aria-describedby={described('section')} onChange={(e) => set('section', e.target.value)}>
              <option value="">{t('form.sectionPrompt')}</option>
              {CLASSIFIED_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {t(`classifieds:sections.${section}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`field${invalid('type')}`}>
            <label htmlFor={id('type')} className="field__label">
              {t('form.type')}
            </label>
            {error('type')}
            <select id={id('type')} data-field="type" className="field__input" value={draft.type} aria-invalid={Boolean(messageOf('type')) || undefined} aria-describedby={described('type')} onChange={(e) => set('type', e.target.value)}>
              <option value="">{t('form.typePrompt')}</option>
              {CLASSIFIED_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`form.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className={`field${invalid('title')}`}>
          <label htmlFor={id('title')} className="field__label">
            {t('form.title')}
          </label>
          {error('title')}
          <input id={id('title')} data-field="title" className="field__input" type="text" value={draft.title} maxLength={CLASSIFIED_LIMITS.titleMax} autoComplete="off" aria-invalid={Boolean(messageOf('title')) || undefined} aria-describedby={described('title')} onChange={(e) => set('title', e.target.value)} />
        </div>

        <div className={`field${invalid('text')}`}>
          <label htmlFor={id('text')} className="field__label">
            {t('form.text')}
          </label>
          {error('text')}
          <textarea id={id('text')} data-field="text" className="field__input field__textarea" rows={5} value={draft.text} maxLength={CLASSIFIED_LIMITS.textMax} aria-invalid={Boolean(messageOf('text')) || undefined} aria-describedby={described('text', id('figures'))} onChange={(e) => set('text', e.target.value)} />
        </div>

        <fieldset className={`field classified-form__choices${invalid('version')}`}>
          <legend className="field__label">{t('form.version')}</legend>
          {error('version')}
          {CLASSIFIED_VERSIONS.map((version, i) => (
            <label key={version} className="check">
              <input type="radio" name="version" value={version} data-field={i === 0 ? 'version' : undefined} checked={draft.version === version} onChange={() => set('version', version)} />
              <span>{t(`form.versions.${version}`)}</span>
            </label>
          ))}
        </fieldset>

        {figures.printed ? (
          <>
            <fieldset className={`field classified-form__choices${invalid('editions')}`}>
              <legend className="field__label">{t('form.editions')}</legend>
              {error('editions')}
              {schedule.editions.map((edition, i) => (
                <label key={edition.slug} className="check">
                  <input
                    type="checkbox"
                    data-field={i === 0 ? 'editions' : undefined}
                    checked={draft.editions.includes(edition.slug)}
                    onChange={(e) => set('editions', e.target.checked ? [...draft.editions, edition.slug] : draft.editions.filter((slug) => slug !== edition.slug))}
                  />
                  <span>{editionName(edition.slug)}</span>
                </label>
              ))}
            </fieldset>
            <div className={`field${invalid('issues')}`}>
              <label htmlFor={id('issues')} className="field__label">
                {t('form.issues')}
              </label>
              <p id={id('issues-hint')} className="field__hint">
                {t('form.issuesHint', { min: CLASSIFIED_LIMITS.issuesMin, max: CLASSIFIED_LIMITS.issuesMax })}
              </p>
              {error('issues')}
              <input
                id={id('issues')}
                data-field="issues"
                className="field__input classified-form__number"
                type="number"
                inputMode="numeric"
                min={CLASSIFIED_LIMITS.issuesMin}
                max={CLASSIFIED_LIMITS.issuesMax}
                value={draft.issues}
                aria-invalid={Boolean(messageOf('issues')) || undefined}
                aria-describedby={described('issues', id('issues-hint'))}
                onChange={(e) => set('issues', clampIssues(e.target.value))}
              />
            </div>
          </>
        ) : null}

        <fieldset className="field classified-form__choices">
          <legend className="field__label">{t('form.extras')}</legend>
          {figures.printed ? null : <p className="field__hint">{t('form.extrasOnline')}</p>}
          {CLASSIFIED_EXTRAS.map((extra: ClassifiedExtra) => (
            <label key={extra} className="check">
              <input type="checkbox" disabled={!figures.printed} checked={figures.printed && draft.extras[extra]} onChange={(e) => set('extras', { ...draft.extras, [extra]: e.target.checked })} />
              <span>{t(`form.extra.${extra}`)}</span>
            </label>
          ))}
        </fieldset>

        <div className={`field${invalid('publish_date')}`}>
          <label htmlFor={id('date')} className="field__label">
            {t('form.publishDate')}
          </label>
          {figures.printed ? (
            <p id={id('date-hint')} className="field__hint">
              {draft.editions.length > 0 && figures.dates.length === 0 ? t('form.noDates') : t('form.publishDateHint')}
            </p>
          ) : null}
          {error('publish_date')}
          {figures.printed ? (
            <select id={id('date')} data-field="publish_date" className="field__input" value={figures.publishDate} aria-invalid={Boolean(messageOf('publish_date')) || undefined} aria-describedby={described('publish_date', id('date-hint'))} onChange={(e) => set('publishDate', e.target.value)}>
              <option value="">{t('form.publishDatePrompt')}</option>
              {figures.dates.map((date) => (
                <option key={date} value={date}>
                  {formatDate(date, locale)}
                </option>
              ))}
            </select>
          ) : (
            <input id={id('date')} data-field="publish_date" className="field__input" type="date" min={now.toISOString().slice(0, 10)} value={draft.publishDate} aria-invalid={Boolean(messageOf('publish_date')) || undefined} aria-describedby={described('publish_date')} onChange={(e) => set('publishDate', e.target.value)} />
          )}
          {figures.printed && draft.editions.length > 0 ? countdown(draft.editions) : null}
        </div>

        <p className="classified-form__valid">
          {t('form.validUntil')}: <strong data-testid="valid-until">{figures.validUntil ? formatDate(figures.validUntil, locale) : '—'}</strong>
        </p>

        <fieldset className={`field classified-form__images${invalid('images')}`}>
          <legend className="field__label">{t('form.images', { count: CLASSIFIED_LIMITS.images })}</legend>
          <p className="field__hint">{t('form.imagesHint')}</p>
          {error('images')}
          <ImagePreviews picker={images} removeLabel={(n) => t('form.removeImage', { n })} />
          <input className="classified-form__file" type="file" accept={IMAGE_ACCEPT} multiple disabled={images.full} aria-label={t('form.images', { count: CLASSIFIED_LIMITS.images })} onChange={(e) => images.pick(e.currentTarget)} />
        </fieldset>

        <label className="check">
          <input type="checkbox" checked={draft.showPhone} onChange={(e) => set('showPhone', e.target.checked)} />
          <span>{t('form.showPhone')}</span>
        </label>
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
          <div className="notice classified-form__verify" role="region" aria-label={t('page.verifyPhone')}>
            <p>{t('page.verifyPhone')}</p>
            {phoneVerification}
          </div>
        ) : null}

        <div className="classified-form__total" id={id('figures')}>
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
      <PrintPreview title={draft.title} text={draft.text} extras={figures.printed ? draft.extras : { bold: false, frame: false, hot: false, priority: false, photo: false }} printed={figures.printed} picture={picture} phone={draft.showPhone ? phone : null} />
    </div>
  );
}

/** A saved item's pay step (the shared PayStep) in its pop-up: "Pay later" closes it, the item waits in the list. */
function PayNow({ result, action, onClose }: { result: ClassifiedActionResult; action: string; onClose: () => void }) {
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
