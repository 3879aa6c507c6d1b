import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@gazeta/contract';
import { FormAlert, SubmitButton, useErrorText } from '../../../components/form.tsx';
import { paths } from '../../../lib/paths.ts';
import { NEWSLETTER_INTENTS, type NewsletterResult } from '../newsletter.ts';

/**
 * The newsletter, as the profile offers it: where it stands (none, waiting for the e-mailed
 * confirmation, subscribed) and the one button that changes it.
 */
export function NewsletterControl({ user, result }: { user: Pick<User, 'newsletter' | 'email'>; result: NewsletterResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const errors = result?.intent === NEWSLETTER_INTENTS.subscribe || result?.intent === NEWSLETTER_INTENTS.unsubscribe ? result.errors : undefined;
  const { newsletter, email } = user;

  if (!email && newsletter === 'none') {
    return (
      <div className="newsletter">
        <p className="newsletter__state">{t('newsletter.needEmail')}</p>
        <Link to={`${paths.profileChangeInfo()}#personal`} className="button">
          {t('newsletter.addEmail')}
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" className="newsletter">
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <p className="newsletter__state">
        {newsletter === 'subscribed'
          ? t('newsletter.subscribed', { email })
          : newsletter === 'pending'
            ? t('newsletter.pending', { email })
            : t('newsletter.none')}
      </p>
      <div className="form__actions">
        {newsletter === 'subscribed' ? null : (
          <SubmitButton intent={NEWSLETTER_INTENTS.subscribe}>
            {newsletter === 'pending' ? t('newsletter.resend') : t('newsletter.subscribe')}
          </SubmitButton>
        )}
        {newsletter === 'none' ? null : (
          <SubmitButton intent={NEWSLETTER_INTENTS.unsubscribe} variant="plain">
            {newsletter === 'pending' ? t('newsletter.cancel') : t('newsletter.unsubscribe')}
          </SubmitButton>
        )}
      </div>
    </Form>
  );
}
