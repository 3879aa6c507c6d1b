import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_LIMITS, BANNER_PRICING, type Locale, type MyBanner } from '@gazeta/contract';
import { useErrorText, useFieldMessages } from '../../../components/form.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { useRates } from '../../../lib/rates.ts';
import {
  bannerFigures,
  bannerProblems,
  browserReadsSize,
  clampWeeks,
  draftOfBanner,
  draftOfValues,
  emptyBannerDraft,
  PICTURE_ACCEPT,
  pictureProblem,
  startLimits,
  type BannerDraft,
  type PictureState,
} from '../banner-draft.ts';
import { BANNER_ID_FIELD, BANNER_INTENTS, owesPayment, type BannerActionResult } from '../banner-intents.ts';
import { PayNow } from './pay-now.tsx';

interface ChosenPicture {
  preview: string;
  /** Whether the browser's reading of its size counts (a raster it decodes). */
  readable: boolean;
  size: { width: number; height: number } | null;
}

export interface BannerFormProps {
  banner: MyBanner | null;
  /** Today in Chicago: the earliest first day. */
  today: string;
  /** Where the page's action is (the form posts there). */
  action: string;
  /** The server's refusal of this form sent without JavaScript: what was typed and what was wrong. */
  refusal?: BannerActionResult | undefined;
  /** After every successful save; the form then offers to pay at once. */
  onSaved: (result: BannerActionResult) => void;
  /** Closes the pop-up (its "Pay later"); absent where the form is part of the page. */
  onClose?: (() => void) | undefined;
}

/**
 * The create-or-update pop-up's form (spec §2, §3 Banner, §5, issue #16): title, website, the
 * picture (its real size read in the browser at once, "Incorrect sizes, allow only 150 x 600";
 * the server decodes it and decides), the first day, the weeks (clamped as they are typed) and
 * "I agree", with the price and the last day recomputed by the contract's own rules on every
 * keystroke. A real multipart form: without JavaScript it is sent as it is, and the server's
 * answer comes back with the page. Nothing typed is lost on an error.
 */
export function BannerForm({ banner, today, action, refusal, onSaved, onClose }: BannerFormProps) {
  const { t, i18n } = useTranslation('banners');
  const locale = i18n.language as Locale;
  const errorText = useErrorText();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [draft, setDraft] = useState<BannerDraft>(() => {
    const start = banner ? draftOfBanner(banner) : emptyBannerDraft(today);
    return refusal?.values ? draftOfValues(refusal.values, start) : start;
  });
  const [shown, setShown] = useState<Record<string, string>>(() => refusal?.fields ?? {});
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const [saved, setSaved] = useState<BannerActionResult | null>(null);
  const fetcher = useFetcher<BannerActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const rates = useRates();
  const figures = bannerFigures(draft, rates);
  const limits = startLimits(today);
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const previewRef = useRef<string | null>(null);
  useEffect(() => {
    previewRef.current = chosen?.preview ?? null;
  }, [chosen]);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const picture: PictureState = chosen ? { kind: 'chosen', size: chosen.readable ? chosen.size : null } : banner ? { kind: 'kept' } : { kind: 'none' };

  const { messageOf, invalid, described, error, hint } = useFieldMessages(shown, id);

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

  const pick = (file: File | undefined) => {
    if (chosen) URL.revokeObjectURL(chosen.preview);
    setShown(({ picture: _, ...rest }) => rest);
    setChosen(file ? { preview: URL.createObjectURL(file), readable: browserReadsSize(file.type, file.name), size: null } : null);
  };

  /** The preview has loaded: its natural size is the picture's, told at once when it is wrong. */
  const measured = (image: HTMLImageElement) => {
    if (!chosen || image.currentSrc !== chosen.preview) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setChosen({ ...chosen, size });
    const problem = chosen.readable ? pictureProblem({ kind: 'chosen', size }) : undefined;
    setShown(({ picture: _, ...rest }) => (problem ? { ...rest, picture: problem } : rest));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const problems = bannerProblems(draft, today, picture);
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (!first) return; // The fetcher sends the form as it is, picture and all.
    event.preventDefault();
    toast({ message: errorText(problems[first]) ?? '', status: 'error' });
    window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  const shownPicture = chosen ? { src: chosen.preview, width: chosen.size?.width, height: chosen.size?.height } : banner ? { src: banner.image.src, width: banner.image.width, height: banner.image.height } : null;

  return (
    <fetcher.Form ref={form} method="post" action={action} encType="multipart/form-data" className="banner-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={BANNER_INTENTS.save} />
      {banner ? <input type="hidden" name={BANNER_ID_FIELD} value={banner.id} /> : null}

      <div className={`field${invalid('title')}`}>
        <label htmlFor={id('title')} className="field__label">
          {t('form.title')}
        </label>
        {hint('title', t('form.titleHint'))}
        {error('title')}
        <input
          id={id('title')}
          name="title"
          data-field="title"
          className="field__input"
          type="text"
          value={draft.title}
          maxLength={BANNER_LIMITS.titleMax}
          autoComplete="off"
          aria-invalid={Boolean(messageOf('title')) || undefined}
          aria-describedby={described('title', id('title-hint'))}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>

      <div className={`field${invalid('url')}`}>
        <label htmlFor={id('url')} className="field__label">
          {t('form.url')}
        </label>
        {hint('url', t('form.urlHint'))}
        {error('url')}
        <input
          id={id('url')}
          name="url"
          data-field="url"
          className="field__input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.url}
          maxLength={BANNER_LIMITS.urlMax}
          autoComplete="url"
          aria-invalid={Boolean(messageOf('url')) || undefined}
          aria-describedby={described('url', id('url-hint'))}
          onChange={(e) => set('url', e.target.value)}
        />
      </div>

      <div className={`field banner-form__picture${invalid('picture')}`}>
        <label htmlFor={id('picture')} className="field__label">
          {t('form.picture')}
        </label>
        {hint('picture', banner ? `${t('form.pictureHint')} ${t('form.pictureKeep')}` : t('form.pictureHint'))}
        {error('picture')}
        <input
          id={id('picture')}
          name="picture"
          data-field="picture"
          className="banner-form__file"
          type="file"
          accept={PICTURE_ACCEPT}
          aria-invalid={Boolean(messageOf('picture')) || undefined}
          aria-describedby={described('picture', id('picture-hint'), chosen?.size ? id('picture-size') : '')}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {chosen?.size ? (
          <p id={id('picture-size')} className="field__hint" aria-live="polite">
            {t('form.pictureChosen', { width: chosen.size.width, height: chosen.size.height })}
          </p>
        ) : null}
        {shownPicture ? (
          <figure className="banner-form__preview">
            <img
              key={shownPicture.src}
              src={shownPicture.src}
              alt=""
              width={shownPicture.width}
              height={shownPicture.height}
              onLoad={(e) => measured(e.currentTarget)}
              onError={() => chosen && setChosen({ ...chosen, readable: false })}
            />
            <figcaption className="muted">{chosen ? t('form.preview') : t('form.pictureCurrent')}</figcaption>
          </figure>
        ) : null}
      </div>

      <div className="banner-form__row">
        <div className={`field${invalid('starts_on')}`}>
          <label htmlFor={id('starts_on')} className="field__label">
            {t('form.startsOn')}
          </label>
          {hint('starts_on', t('form.startsOnHint', { days: BANNER_LIMITS.startsWithinDays }))}
          {error('starts_on')}
          <input
            id={id('starts_on')}
            name="starts_on"
            data-field="starts_on"
            className="field__input"
            type="date"
            min={limits.min}
            max={limits.max}
            value={draft.startsOn}
            aria-invalid={Boolean(messageOf('starts_on')) || undefined}
            aria-describedby={described('starts_on', id('starts_on-hint'))}
            onChange={(e) => set('startsOn', e.target.value)}
          />
        </div>
        <div className={`field${invalid('weeks')}`}>
          <label htmlFor={id('weeks')} className="field__label">
            {t('form.weeks')}
          </label>
          {hint('weeks', t('form.weeksHint', { min: BANNER_PRICING.minWeeks, max: BANNER_PRICING.maxWeeks, price: formatMoney(rates.banner_per_week_cents, locale) }))}
          {error('weeks')}
          <input
            id={id('weeks')}
            name="weeks"
            data-field="weeks"
            className="field__input banner-form__number"
            type="number"
            inputMode="numeric"
            min={BANNER_PRICING.minWeeks}
            max={BANNER_PRICING.maxWeeks}
            step={1}
            value={draft.weeks}
            aria-invalid={Boolean(messageOf('weeks')) || undefined}
            aria-describedby={described('weeks', id('weeks-hint'))}
            onChange={(e) => set('weeks', clampWeeks(e.target.value))}
          />
        </div>
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
            aria-invalid={Boolean(messageOf('agree')) || undefined}
            aria-describedby={described('agree')}
            onChange={(e) => set('agree', e.target.checked)}
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

      <div className="banner-form__total">
        <dl className="banner-form__figures" aria-live="polite">
          <div>
            <dt>{t('form.lastDay')}</dt>
            <dd data-testid="banner-last-day">{figures.lastDay ? formatDate(figures.lastDay, locale) : '—'}</dd>
          </div>
          <div>
            <dt>{t('form.price')}</dt>
            <dd data-testid="banner-price">
              <strong>{figures.quote ? formatMoney(figures.quote.totalCents, locale) : '—'}</strong>
            </dd>
          </div>
        </dl>
        <p className="muted banner-form__note">{t('form.reviewNote')}</p>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('form.sending') : banner ? t('form.submitEdit') : t('form.submitNew')}
        </button>
      </div>
    </fetcher.Form>
  );
}
