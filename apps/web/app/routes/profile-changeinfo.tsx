import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, redirect } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  changePasswordBodySchema,
  DELETE_CONFIRMATION,
  deleteAccountBodySchema,
  formatPhone,
  PASSWORD_MIN,
  updateProfileBodySchema,
  type User,
} from '@gazeta/contract';
import type { Route } from './+types/profile-changeinfo';
import { FormAlert, FormStatus, SubmitButton, useErrorText, useFocusFirstError } from '../components/form.tsx';
import { EmailField, PasswordField, Field } from '../components/field.tsx';
import { changePassword } from '../features/account/api/change-password.ts';
import { deleteAccount } from '../features/account/api/delete-account.ts';
import { updateProfile } from '../features/account/api/update-profile.ts';
import { WithEmailBreaks } from '../features/account/components/email-address.tsx';
import { OwnerProofField } from '../features/account/components/owner-proof-field.tsx';
import { PhoneVerification } from '../features/account/components/phone-verification.tsx';
import { PROOF_CODE_FIELDS, PROOF_CODE_INTENT, PROOF_FIELDS, PROOF_FOR_FIELD, type ProofResult } from '../features/account/owner-proof.ts';
import { proofCodeIntent, proofFrom } from '../features/account/owner-proof.server.ts';
import { VerificationBadge } from '../features/account/components/verification-badge.tsx';
import { phoneIntent } from '../features/account/phone-intents.server.ts';
import { isPhoneIntent, PHONE_INTENTS, type PhoneResult } from '../features/account/phone.ts';
import { accountFailure, requireUser } from '../features/account/session.server.ts';
import { NewsletterControl } from '../features/newsletter/components/newsletter-control.tsx';
import { newsletterIntent } from '../features/newsletter/newsletter-intent.server.ts';
import { isNewsletterIntent } from '../features/newsletter/newsletter.ts';
import { failed, invalidFields } from '../lib/action-result.ts';
import { hasErrors } from '../lib/form-errors.ts';
import { echo, fieldText } from '../lib/form-data.ts';
import { withNotice } from '../lib/notice.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.changeInfo' };

const HERE = paths.profileChangeInfo();
const INTENTS = {
  profile: 'profile',
  /** Withdraws a change of e-mail still waiting for its link. */
  withdrawEmail: 'withdraw-email',
  password: 'password',
  deleteStart: 'delete-start',
  deleteConfirm: 'delete-confirm',
} as const;
const PROFILE_FIELDS = ['first_name', 'last_name', 'email'] as const;
const PASSWORD_FIELDS = [...PROOF_FIELDS, 'password', 'password_confirmation'] as const;

interface ChangeInfoResult extends PhoneResult, ProofResult {
  /** The confirmation word was typed right: the page asks "Are you sure?". */
  deleteConfirmation?: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  // The word to type before deleting, in the page's language (the API accepts either).
  return { user: await requireUser(context), deleteWord: DELETE_CONFIRMATION[getRenderContext(context).locale] };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const api = serverApi(context);
  if (intent === PROOF_CODE_INTENT) {
    const asking = fieldText(form, PROOF_FOR_FIELD);
    const sent = await proofCodeIntent(context, form, asking === INTENTS.profile ? PROFILE_FIELDS : asking === PHONE_INTENTS.send ? ['phone'] : []);
    // The delete question stays on its second step while the code is on its way.
    return asking === INTENTS.deleteConfirm ? { ...sent, intent: INTENTS.deleteStart, deleteConfirmation: fieldText(form, 'confirmation') } : sent;
  }
  if (isPhoneIntent(intent)) return phoneIntent(context, intent, form, HERE);
  if (isNewsletterIntent(intent)) {
    const user = await requireUser(context);
    return newsletterIntent(context, intent, user, HERE, (error) => accountFailure(error, context, { fields: [] }));
  }

  switch (intent) {
    case INTENTS.profile: {
      const values = echo(form, PROFILE_FIELDS);
      const parsed = updateProfileBodySchema.safeParse({ ...values, ...proofFrom(form) });
      if (!parsed.success) return failed<ChangeInfoResult>({ intent, errors: invalidFields(parsed.error.issues), values });
      const before = await requireUser(context);
      try {
        await updateProfile(api, parsed.data);
      } catch (error) {
        const errors = accountFailure(error, context, { fields: [...PROFILE_FIELDS, ...PROOF_FIELDS], codeFields: PROOF_CODE_FIELDS });
        return failed<ChangeInfoResult>({ intent, errors, values });
      }
      const newEmail = parsed.data.email !== before.email && parsed.data.email !== before.pending_email;
      return redirect(withNotice(HERE, newEmail ? 'email-changed' : 'profile-saved'));
    }
    case INTENTS.withdrawEmail: {
      const before = await requireUser(context);
      if (!before.pending_email || !before.email) return redirect(HERE);
      try {
        // The account's own address again: no proof needed, nothing changes but the waiting one.
        await updateProfile(api, { first_name: before.first_name, last_name: before.last_name, email: before.email });
      } catch (error) {
        return failed<ChangeInfoResult>({ intent, errors: accountFailure(error, context, { fields: [] }) });
      }
      return redirect(withNotice(HERE, 'email-change-withdrawn'));
    }
    case INTENTS.password: {
      const parsed = changePasswordBodySchema.safeParse({
        ...proofFrom(form),
        password: fieldText(form, 'password', { trim: false }),
        password_confirmation: fieldText(form, 'password_confirmation', { trim: false }),
      });
      if (!parsed.success) return failed<ChangeInfoResult>({ intent, errors: invalidFields(parsed.error.issues) });
      try {
        await changePassword(api, parsed.data);
      } catch (error) {
        const errors = accountFailure(error, context, { fields: PASSWORD_FIELDS, codeFields: PROOF_CODE_FIELDS });
        return failed<ChangeInfoResult>({ intent, errors });
      }
      return redirect(withNotice(HERE, 'password-changed'));
    }
    case INTENTS.deleteStart: {
      const confirmation = fieldText(form, 'confirmation');
      const parsed = deleteAccountBodySchema.pick({ confirmation: true }).safeParse({ confirmation });
      if (!parsed.success) return failed<ChangeInfoResult>({ intent, errors: invalidFields(parsed.error.issues) });
      return { intent, deleteConfirmation: parsed.data.confirmation } satisfies ChangeInfoResult;
    }
    case INTENTS.deleteConfirm: {
      const confirmation = fieldText(form, 'confirmation');
      const parsed = deleteAccountBodySchema.safeParse({ confirmation, sure: fieldText(form, 'sure'), ...proofFrom(form) });
      if (!parsed.success) return failed<ChangeInfoResult>({ intent: INTENTS.deleteStart, errors: invalidFields(parsed.error.issues) });
      try {
        await deleteAccount(api, { ...parsed.data, sure: true });
      } catch (error) {
        const errors = accountFailure(error, context, { fields: PROOF_FIELDS, codeFields: PROOF_CODE_FIELDS });
        // A wrong password keeps the question open, with the error at its field.
        return failed<ChangeInfoResult>({ intent: INTENTS.deleteStart, errors, deleteConfirmation: parsed.data.confirmation });
      }
      // The API has ended the session (its cookie is cleared in this response).
      return redirect(withNotice(paths.home(), 'account-deleted'));
    }
    default:
      return failed<ChangeInfoResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
  }
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { titleKey: handle.titleKey, noindex: true });

function Section({ id, title, children, tone }: { id: string; title: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section id={id} className={`panel${tone ? ` panel--${tone}` : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PersonalDataForm({ user, result }: { user: User; result: ChangeInfoResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === INTENTS.profile ? result : undefined;
  useFocusFirstError(form, mine?.errors);
  const value = (name: (typeof PROFILE_FIELDS)[number]) => mine?.values?.[name] ?? user[name] ?? '';
  const error = (name: string) => errorText(mine?.errors?.fields[name]);
  return (
    <Form method="post" className="form" ref={form} noValidate>
      <FormAlert>{errorText(mine?.errors?.form)}</FormAlert>
      {user.pending_email ? (
        <FormStatus tone="info">
          <p>
            <WithEmailBreaks text={t('changeInfo.pendingEmail', { email: user.pending_email })} />
          </p>
          {user.email ? (
            <p>
              <button type="submit" name="intent" value={INTENTS.withdrawEmail} className="link-button" formNoValidate>
                <WithEmailBreaks text={t('changeInfo.withdrawEmail', { email: user.email })} />
              </button>
            </p>
          ) : null}
        </FormStatus>
      ) : null}
      <Field name="first_name" label={t('account.firstName')} autoComplete="given-name" defaultValue={value('first_name')} error={error('first_name')} required />
      <Field name="last_name" label={t('account.lastName')} autoComplete="family-name" defaultValue={value('last_name')} error={error('last_name')} required />
      <EmailField
        name="email"
        label={t('account.email')}
        hint={
          <>
            {t('changeInfo.emailHint')} {user.email ? <VerificationBadge verified={user.email_verified} /> : null}
          </>
        }
        defaultValue={value('email')}
        error={error('email')}
        required
      />
      <OwnerProofField user={user} formIntent={INTENTS.profile} errors={mine?.errors} codeSentTo={mine?.proofCodeSentTo} hint={t('changeInfo.emailProofHint')} />
      <div className="form__actions">
        <SubmitButton intent={INTENTS.profile}>{t('changeInfo.save')}</SubmitButton>
      </div>
    </Form>
  );
}

function PasswordForm({ user, result }: { user: User; result: ChangeInfoResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const mine = result?.intent === INTENTS.password ? result : undefined;
  useFocusFirstError(form, mine?.errors);
  const error = (name: string) => errorText(mine?.errors?.fields[name]);
  return (
    <Form method="post" className="form" ref={form} noValidate>
      {user.has_password ? null : <p className="form__intro">{t('changeInfo.noPasswordYet')}</p>}
      <FormAlert>{errorText(mine?.errors?.form)}</FormAlert>
      {/* A hidden user name lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email ?? user.phone ?? ''} readOnly hidden />
      <OwnerProofField user={user} formIntent={INTENTS.password} errors={mine?.errors} codeSentTo={mine?.proofCodeSentTo} />
      <PasswordField
        name="password"
        label={t('account.newPassword')}
        hint={t('account.passwordHint', { count: PASSWORD_MIN })}
        autoComplete="new-password"
        error={error('password')}
        required
      />
      <PasswordField name="password_confirmation" label={t('account.passwordConfirmation')} autoComplete="new-password" error={error('password_confirmation')} required />
      <div className="form__actions">
        <SubmitButton intent={INTENTS.password}>{user.has_password ? t('changeInfo.changePassword') : t('changeInfo.setPassword')}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Spec §5: typing the confirmation word shown, then "Are you sure to delete your account?"
 * with Yes and No. Yes deletes, signs out and goes to the front page.
 */
function DeleteAccount({ user, word, result }: { user: User; word: string; result: ChangeInfoResult | undefined }) {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const mine = result?.intent === INTENTS.deleteStart || result?.intent === INTENTS.deleteConfirm ? result : undefined;
  useFocusFirstError(form, mine?.deleteConfirmation ? undefined : mine?.errors);
  const asked = useRef<HTMLFormElement>(null);
  // The second step takes the focus, so it is read out at once; an error there takes it instead.
  useFocusFirstError(asked, mine?.errors);
  useEffect(() => {
    if (mine?.deleteConfirmation && !hasErrors(mine.errors)) question.current?.focus();
  }, [mine]);

  if (mine?.deleteConfirmation) {
    return (
      <div className="confirm-delete">
        <h3 ref={question} className="confirm-delete__question" tabIndex={-1}>
          {t('changeInfo.delete.sure')}
        </h3>
        <p>{t('changeInfo.delete.final')}</p>
        <Form method="post" className="form" ref={asked} noValidate>
          <FormAlert>{errorText(mine.errors?.form)}</FormAlert>
          <input type="hidden" name="confirmation" value={mine.deleteConfirmation} />
          <input type="hidden" name="sure" value="on" />
          <OwnerProofField user={user} formIntent={INTENTS.deleteConfirm} errors={mine.errors} codeSentTo={mine.proofCodeSentTo} />
          <div className="form__actions">
            <SubmitButton intent={INTENTS.deleteConfirm} variant="danger">
              {t('changeInfo.delete.yes')}
            </SubmitButton>
            <Link to={`${HERE}#delete`} className="button" replace preventScrollReset>
              {t('changeInfo.delete.no')}
            </Link>
          </div>
        </Form>
      </div>
    );
  }
  return (
    <Form method="post" className="form" ref={form} noValidate>
      <p>
        {t('changeInfo.delete.intro')} <Link to={paths.userDeleteInfo()}>{t('changeInfo.delete.more')}</Link>
      </p>
      <FormAlert>{errorText(mine?.errors?.form)}</FormAlert>
      <Field
        name="confirmation"
        label={<Trans t={t} i18nKey="changeInfo.delete.type" values={{ word }} components={{ strong: <strong /> }} />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorText(mine?.errors?.fields['confirmation'])}
        required
      />
      <div className="form__actions">
        <SubmitButton intent={INTENTS.deleteStart} variant="danger">
          {t('changeInfo.delete.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Personal data (spec §2 /profile/changeinfo): names and e-mail, the phone (confirmed by a code),
 * the password, the newsletter, and deleting the account.
 */
export default function ChangeInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const { user, deleteWord } = loaderData;
  const result = actionData as ChangeInfoResult | undefined;
  return (
    <div className="container account-page">
      <p className="account-page__back">
        <Link to={paths.profile()}>{t('changeInfo.back')}</Link>
      </p>
      <header className="page-header">
        <h1 className="page-title">{t('changeInfo.heading')}</h1>
        <p className="page-lead">{t('changeInfo.lead')}</p>
      </header>
      <div className="account-sections">
        <Section id="personal" title={t('changeInfo.personal')}>
          {/* Saved details start the form afresh: the e-mail box shows the account's address, not a new one still waiting. */}
          <PersonalDataForm key={[user.first_name, user.last_name, user.email, user.pending_email].join('|')} user={user} result={result} />
        </Section>
        <Section id="phone" title={t('changeInfo.phone')}>
          {user.phone ? (
            <p>
              {t('changeInfo.currentPhone', { phone: formatPhone(user.phone) })} <VerificationBadge verified={user.phone_verified} />
            </p>
          ) : null}
          <PhoneVerification phone={user.phone} result={result} here={HERE} submitLabel={t('account.sendCode')} proofOf={user} />
        </Section>
        <Section id="password" title={user.has_password ? t('changeInfo.password') : t('changeInfo.setPassword')}>
          <PasswordForm user={user} result={result} />
        </Section>
        <Section id="newsletter" title={t('profile.nav.newsletter')}>
          <NewsletterControl user={user} result={result} />
        </Section>
        <Section id="delete" title={t('changeInfo.delete.title')} tone="danger">
          <DeleteAccount user={user} word={deleteWord} result={result} />
        </Section>
      </div>
    </div>
  );
}
