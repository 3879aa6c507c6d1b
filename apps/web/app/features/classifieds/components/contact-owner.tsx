import { useId, useRef } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLASSIFIED_CONTACT_MAX } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { ErrorMessage, FormStatus, useErrorText } from '../../../components/form.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import { CLASSIFIED_INTENTS, type ClassifiedActionResult } from '../classified-actions.ts';

/**
 * Writing to the advertiser (spec §6: the contact form needs sign-up). Signed out, the reader is
 * asked to sign in or register; the owner is told that readers write here; a signed-in reader
 * writes a message the server relays by e-mail or SMS, never showing the owner's address.
 */
export function ContactOwner({ signedIn, own }: { signedIn: boolean; own: boolean }) {
  const { t } = useTranslation('classifieds');
  return (
    <section className="ad-contact" aria-labelledby="ad-contact-heading">
      <h2 id="ad-contact-heading" className="ad-section-title">
        {t('contact.heading')}
      </h2>
      {own ? (
        <p className="notice">{t('contact.own')}</p>
      ) : signedIn ? (
        <ContactForm />
      ) : (
        <div className="ad-contact__prompt notice">
          <p>{t('contact.signedOut')}</p>
          <p className="ad-contact__actions">
            <Link to={paths.login()} className={buttonClass('primary')}>
              {t('contact.signIn')}
            </Link>
            <Link to={paths.register()} className={buttonClass('secondary')}>
              {t('contact.register')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

function ContactForm() {
  const { t } = useTranslation('classifieds');
  const errorText = useErrorText();
  const fetcher = useFetcher<ClassifiedActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const actionData = useActionData<ClassifiedActionResult>();
  const mine = (result: ClassifiedActionResult | undefined) => (result?.intent === CLASSIFIED_INTENTS.contact ? result : undefined);
  const result = mine(fetcher.data) ?? mine(actionData);
  const busy = fetcher.state !== 'idle';

  useFetcherSettled(fetcher, (data) => {
    if (data.intent !== CLASSIFIED_INTENTS.contact) return;
    if (data.ok) {
      toast({ message: errorText('notification-contact-sent') ?? '', status: 'success' });
      form.current?.reset();
    } else if (data.field === 'message') {
      field.current?.focus();
    } else {
      toast({ message: errorText(data.error) ?? '', status: 'error' });
    }
  });

  const error = result && !result.ok ? errorText(result.error) : undefined;
  const fieldError = result && !result.ok && result.field === 'message' ? error : undefined;
  return (
    <fetcher.Form method="post" ref={form} className="ad-contact__form" noValidate defaultShouldRevalidate={false}>
      <p className="muted">{t('contact.lead')}</p>
      {result?.ok ? <FormStatus>{t('contact.sent')}</FormStatus> : null}
      {error && !fieldError && !fetcher.data ? (
        <div className="form-alert" role="alert">
          {error}
        </div>
      ) : null}
      <div className={`field${fieldError ? ' field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">
          {t('contact.label')}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          {t('contact.hint', { max: CLASSIFIED_CONTACT_MAX })}
        </p>
        {fieldError ? <ErrorMessage id={`${id}-error`}>{fieldError}</ErrorMessage> : null}
        <textarea
          ref={field}
          id={id}
          name="message"
          className="field__input field__textarea"
          rows={5}
          maxLength={CLASSIFIED_CONTACT_MAX}
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
          defaultValue={result && !result.ok ? (result.message ?? '') : ''}
        />
      </div>
      <div className="form__actions">
        <button
          type="submit"
          name="intent"
          value={CLASSIFIED_INTENTS.contact}
          className={buttonClass('primary')}
          aria-disabled={busy || undefined}
          onClick={(event) => busy && event.preventDefault()}
        >
          {busy ? t('common:form.sending') : t('contact.send')}
        </button>
      </div>
    </fetcher.Form>
  );
}
