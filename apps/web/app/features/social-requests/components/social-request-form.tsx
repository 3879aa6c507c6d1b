import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTING_NETWORKS, SOCIAL_REQUEST_LIMITS, socialPostRate, type Locale, type PostingNetwork } from '@gazeta/contract';
import { AgreeField, ChoiceGroup, Field } from '../../../components/field.tsx';
import { DayField } from '../../../components/day-field.tsx';
import { SendButton, useErrorText } from '../../../components/form.tsx';
import { ImageField, useImagePicker } from '../../../components/image-picker.tsx';
import { useMemberForm } from '../../../components/use-member-form.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useRates } from '../../../lib/rates.ts';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { draftOfValues, emptySocialDraft, socialProblems, socialQuote, textAsSent, withNetwork, type SocialDraft } from '../social-draft.ts';
import { owesPayment, SOCIAL_INTENTS, type SocialActionResult } from '../social-intents.ts';
import { PayNow } from './pay-now.tsx';

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
  const countId = useId();
  const [draft, setDraft] = useState<SocialDraft>(() => (refusal?.values ? draftOfValues(refusal.values, emptySocialDraft(today)) : emptySocialDraft(today)));
  const { fetcher, form, busy, saved, messageOf, show, forget, refuse, send } = useMemberForm({ refusal, onSaved, owes: owesPayment });
  const hydrated = useHydrated();
  const rates = useRates();
  const quote = socialQuote(draft, rates);
  const set = <K extends keyof SocialDraft>(key: K, value: SocialDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  // The chosen files live in the list (the form sends them from there): the input starts empty again after each choice.
  const pictures = useImagePicker({
    max: SOCIAL_REQUEST_LIMITS.images,
    onProblems: () => {
      show({ images: 'error-classified-images-limit' });
      toast({ message: errorText('error-classified-images-limit') ?? '', status: 'error' });
    },
    onChange: () => forget('images'),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the fetcher sends the form, the pictures from the list; without it the browser sends it as it is.
    event.preventDefault();
    if (busy || refuse(socialProblems(draft, today))) return;
    const body = new FormData(event.currentTarget);
    body.delete('images');
    for (const picture of pictures.chosen) body.append('images', picture.file);
    send(body, action);
  };

  if (saved) return <PayNow result={saved} action={action} onClose={onClose} />;

  return (
    <fetcher.Form ref={form} method="post" action={action} encType="multipart/form-data" className="social-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={SOCIAL_INTENTS.save} />

      <Field
        name="text"
        label={t('form.text')}
        hint={t('form.textHint', { max: SOCIAL_REQUEST_LIMITS.textMax })}
        error={messageOf('text')}
        describedBy={[countId]}
        after={
          <p id={countId} className="field__hint social-form__count">
            {t('form.textCount', { used: textAsSent(draft.text).length, max: SOCIAL_REQUEST_LIMITS.textMax })}
          </p>
        }
      >
        {(control) => <textarea {...control} className="field__input field__textarea social-form__text" rows={6} value={draft.text} maxLength={SOCIAL_REQUEST_LIMITS.textMax} onChange={(e) => set('text', e.target.value)} />}
      </Field>

      <DayField
        name="publish_on"
        label={t('form.publishOn')}
        hint={t('form.publishOnHint', { days: SOCIAL_REQUEST_LIMITS.daysAhead })}
        error={messageOf('publish_on')}
        inputClassName="field__input social-form__date"
        today={today}
        daysAhead={SOCIAL_REQUEST_LIMITS.daysAhead}
        value={draft.publishOn}
        onChange={(day) => set('publishOn', day)}
      />

      <ChoiceGroup
        name="networks"
        type="checkbox"
        className="social-form__networks"
        list={{ className: 'social-form__choices', choice: 'social-form__choice' }}
        legend={t('form.networks')}
        hint={t('form.networksHint')}
        error={messageOf('networks')}
        choices={POSTING_NETWORKS.map((network) => ({
          value: network,
          label: (
            <>
              <span className="social-form__network">{t(`networks.${network}`)}</span>
              <span className="social-form__network-price">{formatMoney(socialPostRate(rates, network), locale)}</span>
            </>
          ),
        }))}
        checked={draft.networks}
        onChange={(network, on) => {
          set('networks', withNetwork(draft.networks, network as PostingNetwork, on));
          forget('networks');
        }}
      />

      <ImageField
        name="images"
        legend={t('form.pictures', { max: SOCIAL_REQUEST_LIMITS.images })}
        hint={t('form.picturesHint')}
        error={messageOf('images')}
        picker={pictures}
        removeLabel={(n) => t('form.removePicture', { n })}
        className="social-form__pictures"
        inputClassName={hydrated ? 'social-form__file social-form__file--behind' : 'social-form__file'}
        closeWhenFull={false}
        describedBy={[pictures.count > 0 && `${countId}-pictures`]}
        after={(inputId) => (
          <>
            {/* Once JavaScript runs, a large button of the page's own words opens the picker (the browser's own control stays before). */}
            {hydrated ? (
              <label htmlFor={inputId} className="button button--secondary social-form__add" aria-hidden="true">
                {t('form.addPictures')}
              </label>
            ) : null}
            {pictures.count > 0 ? (
              <p id={`${countId}-pictures`} className="field__hint">
                {t('form.picturesCount', { used: pictures.count, max: SOCIAL_REQUEST_LIMITS.images })}
              </p>
            ) : null}
          </>
        )}
      />

      <AgreeField
        agree={t('form.agree')}
        terms={t('form.terms')}
        error={messageOf('agree')}
        checked={draft.agree}
        onChange={(on) => {
          set('agree', on);
          forget('agree');
        }}
      />

      <div className="social-form__total">
        <p className="social-form__price" aria-live="polite">
          <span>{t('form.price')}: </span>
          <strong data-testid="social-price">{quote ? formatMoney(quote.totalCents, locale) : t('form.priceNone')}</strong>
        </p>
        <p className="muted social-form__note">{t('form.note')}</p>
        <SendButton busy={busy}>{t('form.submit')}</SendButton>
      </div>
    </fetcher.Form>
  );
}
