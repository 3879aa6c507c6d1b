import { useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, registerBodySchema } from '@gazeta/contract';
import type { Route } from './+types/register';
import { FormAlert, SubmitButton, useErrorText, useFocusFirstError } from '../components/form.tsx';
import { CheckboxField, EmailField, PasswordField, Field } from '../components/field.tsx';
import { register } from '../features/account/api/register.ts';
import { verifyRegistration } from '../features/account/api/verify-registration.ts';
import { submitSmsCode } from '../features/account/code-step.server.ts';
import { CodeStep } from '../features/account/components/code-step.tsx';
import { PhoneField } from '../features/account/components/phone-field.tsx';
import type { PhoneResult } from '../features/account/phone.ts';
import { SignInPage, useCodeSentToast } from '../features/account/components/sign-in-page.tsx';
import { redirectIfSignedIn } from '../features/account/session.server.ts';
import { apiFailure, failed, invalidFields } from '../lib/action-result.ts';
import { rememberSignInMethod } from '../lib/auth-data.ts';
import { echo, fieldText } from '../lib/form-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.register' };

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'terms'] as const;
/** What is filled in again after a failure: never the passwords. */
const KEPT = ['first_name', 'last_name', 'email', 'phone'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return null;
}

/** Its answer: a form's errors, or the number the SMS code went to (the page then asks for it), as a phone step's. */
type RegisterResult = PhoneResult;

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const api = serverApi(context);

  if (intent === 'register') {
    const values = echo(form, KEPT);
    const body = {
      ...values,
      password: fieldText(form, 'password', { trim: false }),
      password_confirmation: fieldText(form, 'password_confirmation', { trim: false }),
      terms: form.get('terms') ?? undefined,
    };
    const parsed = registerBodySchema.safeParse(body);
    if (!parsed.success) return failed<RegisterResult>({ intent, errors: invalidFields(parsed.error.issues), values });
    try {
      const sent = await register(api, { ...parsed.data, terms: true });
      return { intent, codeSentTo: sent.phone, expiresIn: sent.expires_in } satisfies RegisterResult;
    } catch (error) {
      const errors = apiFailure(error, { fields: FIELDS });
      return failed<RegisterResult>({ intent, errors, values });
    }
  }

  if (intent === 'verify-code') {
    const refused = await submitSmsCode(form, (body) => verifyRegistration(api, body));
    if (refused) return failed<RegisterResult>({ intent, ...refused });
    return redirect(withNotice(paths.profile(), 'registered'));
  }

  return failed<RegisterResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.register', noindex: true });

function DetailsForm({ result }: { result: RegisterResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.intent === 'register' ? result.errors : undefined;
  useFocusFirstError(form, errors);
  const value = (name: string) => result?.values?.[name];
  const error = (name: string) => errorText(errors?.fields[name]);
  return (
    <Form method="post" className="form" ref={form} noValidate onSubmit={() => rememberSignInMethod('Sms')}>
      <p className="form__intro">{t('register.intro')}</p>
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <Field name="first_name" label={t('account.firstName')} autoComplete="given-name" defaultValue={value('first_name')} error={error('first_name')} required />
      <Field name="last_name" label={t('account.lastName')} autoComplete="family-name" defaultValue={value('last_name')} error={error('last_name')} required />
      <EmailField
        name="email"
        label={t('account.email')}
        defaultValue={value('email')}
        error={error('email')}
        required
      />
      <PhoneField name="phone" defaultValue={value('phone')} error={error('phone')} required />
      <PasswordField
        name="password"
        label={t('account.password')}
        hint={t('account.passwordHint', { count: PASSWORD_MIN })}
        autoComplete="new-password"
        error={error('password')}
        required
      />
      <PasswordField
        name="password_confirmation"
        label={t('account.passwordConfirmation')}
        autoComplete="new-password"
        error={error('password_confirmation')}
        required
      />
      <CheckboxField
        name="terms"
        error={error('terms')}
        required
        label={
          <>
            {t('register.agree')}{' '}
            <Link to={paths.terms()} target="_blank" rel="noopener">
              {t('register.terms')}
              <span className="visually-hidden"> {t('register.newTab')}</span>
            </Link>
          </>
        }
      />
      <div className="form__actions">
        <SubmitButton intent="register">{t('register.submit')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Sign-up (spec §1, §5): names, e-mail, phone, password twice and "I agree"; then the code sent
 * by SMS, on the same page. The right code activates the account and signs in.
 */
export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'common']);
  const result = actionData as RegisterResult | undefined;

  useCodeSentToast(result, 'register');

  return (
    <SignInPage
      heading={t('register.heading')}
      lead={result?.codeSentTo ? t('register.codeLead') : t('register.lead')}
      other={{ text: t('register.haveAccount'), link: t('register.login'), to: paths.login() }}
    >
      <div className="panel">
        {result?.codeSentTo ? (
          <CodeStep
            phone={result.codeSentTo}
            expiresIn={result.expiresIn}
            errors={result.intent === 'verify-code' ? result.errors : undefined}
            verifyIntent="verify-code"
            submitLabel={t('register.confirm')}
            changeTo={paths.register()}
            changeLabel={t('register.back')}
          />
        ) : (
          <DetailsForm result={result} />
        )}
      </div>
    </SignInPage>
  );
}
