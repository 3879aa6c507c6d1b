import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@gazeta/contract';
import type { Route } from './+types/forgot-password';
import { FormAlert, FormStatus, SubmitButton, useErrorText, useFocusFirstError } from '../components/form.tsx';
import { EmailField } from '../components/field.tsx';
import { forgotPassword } from '../features/account/api/forgot-password.ts';
import { WithEmailBreaks } from '../features/account/components/email-address.tsx';
import { apiFailure, failed, invalidFields, type FormResult } from '../lib/action-result.ts';
import { echo } from '../lib/form-data.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.forgotPassword' };

interface ForgotResult extends FormResult {
  sentTo?: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = 'forgot';
  const values = echo(form, ['email']);
  const parsed = forgotPasswordBodySchema.safeParse(values);
  if (!parsed.success) return failed<ForgotResult>({ intent, errors: invalidFields(parsed.error.issues), values });
  try {
    await forgotPassword(serverApi(context), parsed.data.email);
  } catch (error) {
    const errors = apiFailure(error, { fields: ['email'] });
    return failed<ForgotResult>({ intent, errors, values });
  }
  return { intent, sentTo: parsed.data.email } satisfies ForgotResult;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.forgotPassword', noindex: true });

/** Spec §2 /forgot-password: an e-mail address gets a link to set a new password, if it has an account. */
export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const result = actionData as ForgotResult | undefined;
  useFocusFirstError(form, result?.errors);
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{t('forgotPassword.heading')}</h1>
        <p className="page-lead">{t('forgotPassword.lead')}</p>
      </header>
      <div className="panel">
        {result?.sentTo ? (
          <>
            <FormStatus>
              <p>
                <WithEmailBreaks text={t('forgotPassword.sent', { email: result.sentTo })} />
              </p>
              <p>{t('forgotPassword.checkSpam')}</p>
            </FormStatus>
            <p>
              <Link to={paths.forgotPassword()} replace>
                {t('forgotPassword.again')}
              </Link>
            </p>
          </>
        ) : (
          <Form method="post" className="form" ref={form} noValidate>
            <FormAlert>{errorText(result?.errors?.form)}</FormAlert>
            <EmailField
              name="email"
              label={t('account.email')}
              defaultValue={result?.values?.['email']}
              error={errorText(result?.errors?.fields['email'])}
              required
            />
            <div className="form__actions">
              <SubmitButton intent="forgot">{t('forgotPassword.submit')}</SubmitButton>
            </div>
          </Form>
        )}
      </div>
      <p className="account-page__alt">
        {t('forgotPassword.remembered')} <Link to={paths.login()}>{t('forgotPassword.login')}</Link>
      </p>
    </div>
  );
}
