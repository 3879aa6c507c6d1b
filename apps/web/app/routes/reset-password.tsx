import { useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, resetPasswordBodySchema } from '@gazeta/contract';
import type { Route } from './+types/reset-password';
import { FormAlert, SubmitButton, useErrorText, useFocusFirstError } from '../components/form.tsx';
import { PasswordField } from '../components/field.tsx';
import { resetPassword } from '../features/account/api/reset-password.ts';
import { apiFailure, failed, invalidFields, type FormResult } from '../lib/action-result.ts';
import { rememberSignInMethod } from '../lib/auth-data.ts';
import { fieldText } from '../lib/form-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.resetPassword' };

/** What the e-mailed links carry (the API checks it; this only keeps rubbish out of the page). */
const TOKEN = /^[\w-]{16,200}$/;

const tokenFrom = (request: Request) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return TOKEN.test(token) ? token : null;
};

export function loader({ request }: Route.LoaderArgs) {
  return { hasToken: tokenFrom(request) !== null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = 'reset';
  const parsed = resetPasswordBodySchema.safeParse({
    token: tokenFrom(request) ?? '',
    password: fieldText(form, 'password', { trim: false }),
    password_confirmation: fieldText(form, 'password_confirmation', { trim: false }),
  });
  if (!parsed.success) {
    const errors = invalidFields(parsed.error.issues);
    // A broken token is the link's fault, not a field's.
    if (errors.fields['token']) return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-link-invalid' } });
    return failed<FormResult>({ intent, errors });
  }
  try {
    await resetPassword(serverApi(context), parsed.data);
  } catch (error) {
    const errors = apiFailure(error, { fields: ['password', 'password_confirmation'] });
    return failed<FormResult>({ intent, errors });
  }
  return redirect(withNotice(paths.profile(), 'password-reset'));
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

function LinkInvalid() {
  const { t } = useTranslation(['pages', 'errors']);
  return (
    <div className="form-alert" role="alert">
      <p>{t('errors:error-link-invalid')}</p>
      <p>
        <Link to={paths.forgotPassword()}>{t('resetPassword.newLink')}</Link>
      </p>
    </div>
  );
}

/** The page of the e-mailed link (/reset-password?token=…): the new password, twice. */
export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const result = actionData as FormResult | undefined;
  useFocusFirstError(form, result?.errors);
  const linkInvalid = !loaderData.hasToken || result?.errors?.form === 'error-link-invalid';
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{t('resetPassword.heading')}</h1>
        {linkInvalid ? null : <p className="page-lead">{t('resetPassword.lead')}</p>}
      </header>
      <div className="panel">
        {linkInvalid ? (
          <LinkInvalid />
        ) : (
          <Form method="post" className="form" ref={form} noValidate onSubmit={() => rememberSignInMethod('Password')}>
            <FormAlert>{errorText(result?.errors?.form)}</FormAlert>
            <PasswordField
              name="password"
              label={t('account.newPassword')}
              hint={t('account.passwordHint', { count: PASSWORD_MIN })}
              autoComplete="new-password"
              error={errorText(result?.errors?.fields['password'])}
              required
            />
            <PasswordField
              name="password_confirmation"
              label={t('account.passwordConfirmation')}
              autoComplete="new-password"
              error={errorText(result?.errors?.fields['password_confirmation'])}
              required
            />
            <div className="form__actions">
              <SubmitButton intent="reset">{t('resetPassword.submit')}</SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
