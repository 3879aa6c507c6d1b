import { useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OAUTH_PROVIDERS, passwordLoginBodySchema, smsLoginRequestSchema, type OAuthProvider } from '@gazeta/contract';
import type { Route } from './+types/login';
import { FormAlert, SubmitButton, useErrorText, useFocusFirstError } from '../components/form.tsx';
import { PasswordField, Field } from '../components/field.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { getProviders } from '../features/account/api/get-providers.ts';
import { loginWithCode } from '../features/account/api/login-with-code.ts';
import { loginWithPassword } from '../features/account/api/login-with-password.ts';
import { sendLoginCode } from '../features/account/api/send-login-code.ts';
import { submitSmsCode } from '../features/account/code-step.server.ts';
import { CodeStep } from '../features/account/components/code-step.tsx';
import { PhoneField } from '../features/account/components/phone-field.tsx';
import type { PhoneResult } from '../features/account/phone.ts';
import { SignInPage, useCodeSentToast } from '../features/account/components/sign-in-page.tsx';
import { SocialSignIn } from '../features/account/components/social-sign-in.tsx';
import { LOGIN_EXPIRED_PARAM, redirectIfSignedIn } from '../features/account/session.server.ts';
import { apiFailure, failed, invalidFields } from '../lib/action-result.ts';
import { rememberSignInMethod } from '../lib/auth-data.ts';
import { echo, fieldText } from '../lib/form-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.login' };

type Method = 'sms' | 'password';
const PASSWORD_TAB = `${paths.login()}?method=password`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staleSession } = await redirectIfSignedIn(context);
  const params = new URL(request.url).searchParams;
  let providers: OAuthProvider[] = [];
  try {
    providers = (await getProviders(serverApi(context))).providers.filter((p) => OAUTH_PROVIDERS.includes(p));
  } catch (error) {
    console.error('Failed to get sign-in providers', error);
  }
  return {
    method: (params.get('method') === 'password' ? 'password' : 'sms') as Method,
    providers,
    oauthFailed: params.get('error') === 'oauth',
    expired: staleSession || params.has(LOGIN_EXPIRED_PARAM),
  };
}

/** Its answer: a form's errors, or the number the SMS code went to (the page then asks for it), as a phone step's. */
type LoginResult = PhoneResult;

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const api = serverApi(context);

  if (intent === 'send-code') {
    const values = echo(form, ['phone']);
    const parsed = smsLoginRequestSchema.safeParse({ phone: values['phone'] });
    if (!parsed.success) return failed<LoginResult>({ intent, errors: invalidFields(parsed.error.issues), values });
    try {
      const sent = await sendLoginCode(api, parsed.data.phone);
      return { intent, codeSentTo: sent.phone, expiresIn: sent.expires_in } satisfies LoginResult;
    } catch (error) {
      const errors = apiFailure(error, { fields: ['phone'], codeFields: { 'notification-user-not-found': 'phone' } });
      return failed<LoginResult>({ intent, errors, values });
    }
  }

  if (intent === 'verify-code') {
    const refused = await submitSmsCode(form, (body) => loginWithCode(api, body));
    if (refused) return failed<LoginResult>({ intent, ...refused });
    return redirect(withNotice(paths.profile(), 'signed-in'));
  }

  if (intent === 'password') {
    const values = echo(form, ['login']);
    const parsed = passwordLoginBodySchema.safeParse({ login: values['login'], password: fieldText(form, 'password', { trim: false }) });
    if (!parsed.success) return failed<LoginResult>({ intent, errors: invalidFields(parsed.error.issues), values });
    try {
      await loginWithPassword(api, parsed.data);
    } catch (error) {
      const errors = apiFailure(error, {
        fields: ['login', 'password'],
        codeFields: { 'notification-user-not-found': 'login', 'notification-incorrect-password': 'password' },
      });
      return failed<LoginResult>({ intent, errors, values });
    }
    return redirect(withNotice(paths.profile(), 'signed-in'));
  }

  return failed<LoginResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.login', noindex: true });

function MethodSwitch({ method }: { method: Method }) {
  const { t } = useTranslation('pages');
  return (
    <ViewSwitch
      label={t('login.methods')}
      replace
      options={[
        { to: paths.login(), label: t('login.bySms'), current: method === 'sms' },
        { to: PASSWORD_TAB, label: t('login.byPassword'), current: method === 'password' },
      ]}
    />
  );
}

function SmsForm({ result }: { result: LoginResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.intent === 'send-code' ? result.errors : undefined;
  useFocusFirstError(form, errors);
  if (result?.codeSentTo) {
    return (
      <CodeStep
        phone={result.codeSentTo}
        expiresIn={result.expiresIn}
        errors={result.intent === 'verify-code' ? result.errors : undefined}
        verifyIntent="verify-code"
        resendIntent="send-code"
        submitLabel={t('login.submit')}
        changeTo={paths.login()}
      />
    );
  }
  return (
    <Form method="post" className="form" ref={form} noValidate onSubmit={() => rememberSignInMethod('Sms')}>
      <p className="form__intro">{t('login.smsIntro')}</p>
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <PhoneField name="phone" defaultValue={result?.values?.['phone']} error={errorText(errors?.fields['phone'])} required />
      <div className="form__actions">
        <SubmitButton intent="send-code">{t('login.sendCode')}</SubmitButton>
      </div>
    </Form>
  );
}

function PasswordForm({ result }: { result: LoginResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.intent === 'password' ? result.errors : undefined;
  useFocusFirstError(form, errors);
  return (
    <Form method="post" className="form" ref={form} noValidate onSubmit={() => rememberSignInMethod('Password')}>
      <FormAlert>{errorText(errors?.form)}</FormAlert>
      <Field
        name="login"
        label={t('login.login')}
        hint={t('login.loginHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={result?.values?.['login']}
        error={errorText(errors?.fields['login'])}
        required
      />
      <PasswordField name="password" label={t('account.password')} autoComplete="current-password" error={errorText(errors?.fields['password'])} required />
      <p className="form__aside">
        <Link to={paths.forgotPassword()}>{t('login.forgot')}</Link>
      </p>
      <div className="form__actions">
        <SubmitButton intent="password">{t('login.submit')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Sign-in (spec §1, §2 /login): by an SMS code (phone, then code) or with a phone number or
 * e-mail and a password; social buttons for the configured providers. Works without JavaScript.
 */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'errors', 'common']);
  const { method, providers, oauthFailed, expired } = loaderData;
  const result = actionData as LoginResult | undefined;

  useCodeSentToast(result, 'send-code');

  return (
    <SignInPage heading={t('login.heading')} lead={t('login.lead')} other={{ text: t('login.noAccount'), link: t('login.register'), to: paths.register() }}>
      {expired ? (
        <p className="notice notice--error" role="alert">
          {t('errors:notification-auth-expired')}
        </p>
      ) : null}
      {oauthFailed ? (
        <p className="notice notice--error" role="alert">
          {t('errors:error-oauth-failed')}
        </p>
      ) : null}
      <div className="panel">
        <MethodSwitch method={method} />
        {method === 'sms' ? <SmsForm result={result} /> : <PasswordForm result={result} />}
      </div>
      <SocialSignIn providers={providers} />
    </SignInPage>
  );
}
