import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POSTING_NETWORKS, SOCIAL_REQUEST_LIMITS, socialPostRate, type Locale } from '@gazeta/contract';
import { useErrorText, useFieldMessages } from '../../../components/form.tsx';
import { ImagePreviews, useImagePicker } from '../../../components/image-picker.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRates } from '../../../lib/rates.ts';
import { dayLimits, draftOfValues, emptySocialDraft, socialProblems, socialQuote, textAsSent, withNetwork, type SocialDraft } from '../social-draft.ts';
import { owesPayment, SOCIAL_INTENTS, type SocialActionResult } from '../social-intents.ts';
import { PayNow } from './pay-now.tsx';

/** What the file input offers (spec §5's formats); the server decides by content. */
const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.bmp,.svg,.ico,.tif,.tiff,image/*';

export interface SocialRequestFormProps {
  /** Today in Chicago: the earliest day. */
  today: string;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: SocialActionResult | undefined;
  /** After every successful save; the form then offers to pay at once. */
  onSaved: (result: SocialActionResult) => void;
  /** Closes the pop-up (its "Pay later"); absent where the form is part of the page. */
  onClose?: (() => void) | undefined;
}

/**
 * The request pop-up's form (spec §2, §3 Social request, §5, issue #16): the text, the day to post
 * (today up to 90 days ahead, Chicago), the networks ("Please select social networks") each with
 * its price, up to four pictures ("Limit images reached!") and "I agree", with the price
 * recomputed by the contract's own quote as networks are ticked. A real multipart form: without
 * JavaScript it is sent as it is, and the server's answer comes back with the page.
 */
export function SocialRequestForm({ today, action, refusal, onSaved, onClose }: SocialRequestFormProps) {
  const { t, i18n } = useTranslation('social');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState<SocialDraft>(() => (refusal?.values ? draftOfValues(refusal.values, emptySocialDraft(today)) : emptySocialDraft(today)));
  const [shown, setShown] = useState<Record<string, string>>(() => refusal?.fields ?? {});
  const [saved, setSaved] = useState<SocialActionResult | null>(null);
  const fetcher = useFetcher<SocialActionResult>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const rates = useRates();
  const quote = socialQuote(draft, rates);
  const limits = dayLimits(today);
  const set = <K extends keyof SocialDraft>(key: K, value: SocialDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const forget = (field: string) => setShown(({ [field]: _, ...rest }) => rest);

  // The chosen files live in the list (the form sends them from there): the input starts empty again after each choice.
  const pictures = useImagePicker({
    max: SOCIAL_REQUEST_LIMITS.images,
    onProblems: () => {
      setShown((s) => ({ ...s, images: 'error-classified-images-limit' }));
      toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' });
    },
    onChange: () => forget('images'),
  });

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
      toast({ message: errorText(result.code) ?? '', status: 'error' });
    },
    { atAnswer: true },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the fetcher sends the form, the pictures from the list; without it the browser sends it as it is.
    event.preventDefault();
    if (busy) return;
    const problems = socialProblems(draft, today);
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      toast({ message: errorText(problems[first]) ?? '', status: 'error' });
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return;
    }
    const body = new FormData(event.currentTarget);
    body.delete('images');
    for (const picture of pictures.chosen) body.append('images', picture.file);
    void fetcher.submit(body, { method: 'post', action, encType: 'multipart/form-data' });
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;


  return (
    <fetcher.Form ref={form} method="post" action={action} encType="multipart/form-data" className="social-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={SOCIAL_INTENTS.save} />

      <div className={`field${invalid('text')}`}>
        <label htmlFor={id('text')} className="field__label">
          {t('form.text')}
        </label>
        <p id={id('text-hint')} className="field__hint">
          {t('form.textHint', { max: SOCIAL_REQUEST_LIMITS.textMax })}
        </p>
        {error('text')}
        <textarea
          id={id('text')}
          name="text"
          data-field="text"
          className="field__input field__textarea social-form__text"
          rows={6}
          value={draft.text}
          maxLength={SOCIAL_REQUEST_LIMITS.textMax}
          aria-invalid={Boolean(messageOf('text')) || undefined}
          aria-describedby={described('text', id('text-hint'), id('text-count'))}
          onChange={(e) => set('text', e.target.value)}
        />
        <p id={id('text-count')} className="field__hint social-form__count">
          {t('form.textCount', { used: textAsSent(draft.text).length, max: SOCIAL_REQUEST_LIMITS.textMax })}
        </p>
      </div>

      <div className={`field${invalid('publish_on')}`}>
        <label htmlFor={id('publish_on')} className="field__label">
          {t('form.publishOn')}
        </label>
        <p id={id('publish_on-hint')} className="field__hint">
          {t('form.publishOnHint', { days: SOCIAL_REQUEST_LIMITS.daysAhead })}
        </p>
        {error('publish_on')}
        <input
          id={id('publish_on')}
          name="publish_on"
          data-field="publish_on"
          className="field__input social-form__date"
          type="date"
          min={limits.min}
          max={limits.max}
          value={draft.publishOn}
          aria-invalid={Boolean(messageOf('publish_on')) || undefined}
          aria-describedby={described('publish_on', id('publish_on-hint'))}
          onChange={(e) => set('publishOn', e.target.value)}
        />
      </div>

      <fieldset className={`field social-form__networks${invalid('networks')}`} aria-describedby={described('networks', id('networks-hint'))}>
        <legend className="field__label">{t('form.networks')}</legend>
        <p id={id('networks-hint')} className="field__hint">
          {t('form.networksHint')}
        </p>
        {error('networks')}
        <ul className="social-form__choices">
          {POSTING_NETWORKS.map((network, index) => (
            <li key={network}>
              <label className="social-form__choice">
                <input
                  type="checkbox"
                  name="networks"
                  value={network}
                  data-field={index === 0 ? 'networks' : undefined}
                  checked={draft.networks.includes(network)}
                  aria-invalid={Boolean(messageOf('networks')) || undefined}
                  onChange={(e) => {
                    set('networks', withNetwork(draft.networks, network, e.target.checked));
                    forget('networks');
                  }}
                />
                <span className="social-form__network">{t(`networks.${network}`)}</span>
                <span className="social-form__network-price">{formatMoney(socialPostRate(rates, network), locale)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className={`field social-form__pictures${invalid('images')}`}>
        <legend className="field__label">{t('form.pictures', { max: SOCIAL_REQUEST_LIMITS.images })}</legend>
        <p id={id('images-hint')} className="field__hint">
          {t('form.picturesHint')}
        </p>
        {error('images')}
        <ImagePreviews picker={pictures} removeLabel={(n) => t('form.removePicture', { n })} />
        {/* Once JavaScript runs, a large button of the page's own words opens the picker (the browser's own control stays before). */}
        <input
          id={id('images')}
          name="images"
          data-field="images"
          className={hydrated ? 'social-form__file social-form__file--behind' : 'social-form__file'}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple
          aria-label={t('form.pictures', { max: SOCIAL_REQUEST_LIMITS.images })}
          aria-invalid={Boolean(messageOf('images')) || undefined}
          aria-describedby={described('images', id('images-hint'), pictures.count > 0 ? id('images-count') : '')}
          onChange={(e) => pictures.pick(e.currentTarget)}
        />
        {hydrated ? (
          <label htmlFor={id('images')} className="button button--secondary social-form__add" aria-hidden="true">
            {t('form.addPictures')}
          </label>
        ) : null}
        {pictures.count > 0 ? (
          <p id={id('images-count')} className="field__hint">
            {t('form.picturesCount', { used: pictures.count, max: SOCIAL_REQUEST_LIMITS.images })}
          </p>
        ) : null}
      </fieldset>

      <div className={`field${invalid('agree')}`}>
        {error('agree')}
        <label className="check">
          <input
            type="checkbox"
            name="agree"
            value="1"
            data-field="agree"
            checked={draft.agree}
            aria-invalid={Boolean(messageOf('agree')) || undefined}
            aria-describedby={described('agree')}
            onChange={(e) => {
              set('agree', e.target.checked);
              forget('agree');
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

      <div className="social-form__total">
        <p className="social-form__price" aria-live="polite">
          <span>{t('form.price')}: </span>
          <strong data-testid="social-price">{quote ? formatMoney(quote.totalCents, locale) : t('form.priceNone')}</strong>
        </p>
        <p className="muted social-form__note">{t('form.note')}</p>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
