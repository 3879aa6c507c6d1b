import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_LIMITS, BANNER_PRICING, type Locale, type MyBanner } from '@gazeta/contract';
import { AgreeField, Field } from '../../../components/field.tsx';
import { DayField } from '../../../components/day-field.tsx';
import { SendButton } from '../../../components/form.tsx';
import { IMAGE_ACCEPT } from '../../../components/image-picker.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import {
  bannerFigures,
  bannerProblems,
  browserReadsSize,
  clampWeeks,
  draftOfBanner,
  draftOfValues,
  emptyBannerDraft,
  pictureProblem,
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
  const sizeId = useId();
  const [draft, setDraft] = useState<BannerDraft>(() => {
    const start = banner ? draftOfBanner(banner) : emptyBannerDraft(today);
    return refusal?.values ? draftOfValues(refusal.values, start) : start;
  });
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const { fetcher, form, busy, saved, messageOf, show, forget, refuse } = useMemberForm({ refusal, onSaved, owes: owesPayment });
  const rates = useRates();
  const figures = bannerFigures(draft, rates);
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

  const pick = (file: File | undefined) => {
    if (chosen) URL.revokeObjectURL(chosen.preview);
    forget('picture');
    setChosen(file ? { preview: URL.createObjectURL(file), readable: browserReadsSize(file.type, file.name), size: null } : null);
  };

  /** The preview has loaded: its natural size is the picture's, told at once when it is wrong. */
  const measured = (image: HTMLImageElement) => {
    if (!chosen || image.currentSrc !== chosen.preview) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setChosen({ ...chosen, size });
    const problem = chosen.readable ? pictureProblem({ kind: 'chosen', size }) : undefined;
    if (problem) show({ picture: problem });
    else forget('picture');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    // Without problems the fetcher sends the form as it is, picture and all.
    if (refuse(bannerProblems(draft, today, picture))) event.preventDefault();
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  const shownPicture = chosen ? { src: chosen.preview, width: chosen.size?.width, height: chosen.size?.height } : banner ? { src: banner.image.src, width: banner.image.width, height: banner.image.height } : null;

  return (
    <fetcher.Form ref={form} method="post" action={action} encType="multipart/form-data" className="banner-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={BANNER_INTENTS.save} />
      {banner ? <input type="hidden" name={BANNER_ID_FIELD} value={banner.id} /> : null}

      <Field name="title" label={t('form.title')} hint={t('form.titleHint')} error={messageOf('title')} value={draft.title} maxLength={BANNER_LIMITS.titleMax} autoComplete="off" onChange={(e) => set('title', e.target.value)} />
      <Field
        name="url"
        label={t('form.url')}
        hint={t('form.urlHint')}
        error={messageOf('url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={draft.url}
        maxLength={BANNER_LIMITS.urlMax}
        autoComplete="url"
        onChange={(e) => set('url', e.target.value)}
      />

      <Field
        name="picture"
        className="banner-form__picture"
        label={t('form.picture')}
        hint={banner ? `${t('form.pictureHint')} ${t('form.pictureKeep')}` : t('form.pictureHint')}
        error={messageOf('picture')}
        describedBy={[chosen?.size && sizeId]}
        inputClassName="banner-form__file"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => pick(e.target.files?.[0])}
        after={
          <>
            {chosen?.size ? (
              <p id={sizeId} className="field__hint" aria-live="polite">
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
          </>
        }
      />

      <div className="banner-form__row">
        <DayField
          name="starts_on"
          label={t('form.startsOn')}
          hint={t('form.startsOnHint', { days: BANNER_LIMITS.startsWithinDays })}
          error={messageOf('starts_on')}
          today={today}
          daysAhead={BANNER_LIMITS.startsWithinDays}
          value={draft.startsOn}
          onChange={(day) => set('startsOn', day)}
        />
        <Field
          name="weeks"
          label={t('form.weeks')}
          hint={t('form.weeksHint', { min: BANNER_PRICING.minWeeks, max: BANNER_PRICING.maxWeeks, price: formatMoney(rates.banner_per_week_cents, locale) })}
          error={messageOf('weeks')}
          inputClassName="field__input banner-form__number"
          type="number"
          inputMode="numeric"
          min={BANNER_PRICING.minWeeks}
          max={BANNER_PRICING.maxWeeks}
          step={1}
          value={draft.weeks}
          onChange={(e) => set('weeks', clampWeeks(e.target.value))}
        />
      </div>

      <AgreeField agree={t('form.agree')} terms={t('form.terms')} error={messageOf('agree')} checked={draft.agree} onChange={(on) => set('agree', on)} />

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
        <SendButton busy={busy}>{banner ? t('form.submitEdit') : t('form.submitNew')}</SendButton>
      </div>
    </fetcher.Form>
  );
}
