import { z } from 'zod';
import { normalizePhone } from '../rules/phone.ts';
import { isPlainName } from '../rules/text.ts';
import { singleLineText } from './common.ts';

/** Roles from spec §6, from the least to the most trusted. */
export const ROLES = ['user', 'moderator', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_S = 10 * 60;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes per phone number and per IP address in the window. */
export const SMS_SENDS_PER_WINDOW = 3;
export const SMS_SEND_WINDOW_S = 15 * 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** What a person types to delete their account, in either language. */
export const DELETE_CONFIRMATION = { en: 'DELETE', ru: 'УДАЛИТЬ' } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = singleLineText({ error: 'error-email-required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'error-email-required' })
  .max(EMAIL_MAX, { error: 'notification-error-invalid-email' })
  .regex(EMAIL_PATTERN, { error: 'notification-error-invalid-email' });

export const phoneField = singleLineText({ error: 'error-phone-required' })
  .trim()
  .min(1, { error: 'error-phone-required' })
  .max(40, { error: 'error-phone-invalid' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'error-phone-invalid', input: value });
    return z.NEVER;
  })
  .meta({ description: '+1 then 10 digits; spaces, dashes and brackets are ignored', example: '+12345678900' });

const nameField = (code: string) =>
  singleLineText({ error: code }).trim().min(1, { error: code }).max(NAME_MAX);

export const passwordField = singleLineText({ error: 'error-password-required' })
  .min(PASSWORD_MIN, { error: 'error-password-too-short' })
  .max(PASSWORD_MAX);

export const smsCodeField = singleLineText({ error: 'notification-invalid-code-error' })
  .trim()
  .regex(/^\d{6}$/, { error: 'notification-invalid-code-error' });

/** A checkbox as a form sends it ("on") or as JSON (true). */
const agreedField = z.union([z.literal(true), z.literal('on'), z.literal('1'), z.literal('true')], {
  error: 'error-terms-required',
});

export const tokenField = singleLineText().trim().min(16).max(200);

/**
 * Password and confirmation must match. Checked even when other fields are wrong, so that a
 * form shows every problem at once (zod skips object refinements after any issue by default).
 */
const passwordsMatch = (code: 'error-password-mismatch' | 'error-passwords-must-match') => ({
  path: ['password_confirmation'],
  error: code,
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
});
const samePasswords = (body: { password: string; password_confirmation: string }) => body.password === body.password_confirmation;

// ---- who is signed in ----------------------------------------------------------------------

export const userSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    /** A new address waiting for its confirmation link; `email` stays until it is followed. */
    pending_email: z.string().nullable(),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    role: z.enum(ROLES),
    /** Prepaid balance in cents. */
    balance: z.number().int(),
    newsletter: z.enum(['none', 'pending', 'subscribed']),
    has_password: z.boolean(),
    providers: z.array(z.enum(OAUTH_PROVIDERS)),
    created_at: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/isAuth (spec §7). `token` is set for Bearer clients; the web keeps it in an httpOnly cookie. */
export const authStateSchema = z
  .object({
    auth: z.boolean(),
    token: z.string().nullable(),
    user: userSchema.nullable(),
  })
  .meta({ id: 'AuthState' });
export type AuthState = z.infer<typeof authStateSchema>;

/** A successful sign-in: the session token (also set as a cookie) and the user. */
export const signedInSchema = z
  .object({
    auth: z.literal(true),
    authMethod: z.enum(['Password', 'Sms', 'Social']),
    token: z.string().meta({ description: "'Bearer ' and the session token" }),
    user: userSchema,
  })
  .meta({ id: 'SignedIn' });
export type SignedIn = z.infer<typeof signedInSchema>;

export const codeSentSchema = z
  .object({
    sent: z.literal(true),
    phone: z.string(),
    expires_in: z.number().int().meta({ description: 'seconds the code stays valid' }),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const acceptedSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Accepted' });

// ---- sign-up and sign-in -------------------------------------------------------------------

export const registerBodySchema = z
  .object({
    first_name: nameField('error-first-name-required'),
    last_name: nameField('error-last-name-required'),
    email: emailField,
    phone: phoneField,
    password: passwordField,
    password_confirmation: singleLineText({ error: 'error-password-mismatch' }),
    terms: agreedField,
  })
  .refine(samePasswords, passwordsMatch('error-password-mismatch'));
export type RegisterBody = z.input<typeof registerBodySchema>;

export const phoneCodeBodySchema = z.object({ phone: phoneField, code: smsCodeField });
export type PhoneCodeBody = z.input<typeof phoneCodeBodySchema>;

export const smsLoginRequestSchema = z.object({ phone: phoneField });

/**
 * Proof that the account's owner is at the keyboard, asked before a change that could hand the
 * account to someone else (e-mail, phone, first password, deletion): the current password, or,
 * for an account without one, the code sent by `POST /api/profile/code` to its phone.
 */
export const ownerProofFields = {
  current_password: singleLineText().max(PASSWORD_MAX).optional(),
  code: smsCodeField.optional(),
};

export const passwordLoginBodySchema = z.object({
  login: singleLineText({ error: 'error-login-required' })
    .trim()
    .min(1, { error: 'error-login-required' })
    .max(EMAIL_MAX)
    .meta({ description: 'phone number or e-mail address' }),
  password: singleLineText({ error: 'error-password-required' }).min(1, { error: 'error-password-required' }).max(PASSWORD_MAX),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });

export const resetPasswordBodySchema = z
  .object({
    token: tokenField,
    password: passwordField,
    password_confirmation: singleLineText({ error: 'error-passwords-must-match' }),
  })
  .refine(samePasswords, passwordsMatch('error-passwords-must-match'));

export const tokenBodySchema = z.object({ token: tokenField });

/** Where the provider sends the browser back (OAuth 2.0 authorization response). */
export const oauthCallbackQuerySchema = z.object({
  code: singleLineText().max(2000).optional(),
  state: singleLineText().max(200).optional(),
  error: singleLineText().max(200).optional(),
});

export const oauthProvidersSchema = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) }).meta({ id: 'OAuthProviders' });
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>;

// ---- profile -------------------------------------------------------------------------------

export const updateProfileBodySchema = z.object({
  first_name: nameField('error-first-name-required'),
  last_name: nameField('error-last-name-required'),
  /** A different address needs the owner's proof and takes effect when its link is followed. */
  email: emailField,
  ...ownerProofFields,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** A new (or the current) phone number: a different one needs the owner's proof. */
export const phoneChangeBodySchema = z.object({ phone: phoneField, ...ownerProofFields });
export type PhoneChangeBody = z.input<typeof phoneChangeBodySchema>;

export const changePasswordBodySchema = z
  .object({
    ...ownerProofFields,
    password: passwordField,
    password_confirmation: singleLineText({ error: 'error-passwords-must-match' }),
  })
  .refine(samePasswords, passwordsMatch('error-passwords-must-match'));
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.object({
  confirmation: singleLineText({ error: 'error-delete-confirmation' })
    .trim()
    .refine((text) => Object.values(DELETE_CONFIRMATION).some((word) => word.toLowerCase() === text.toLowerCase()), {
      error: 'error-delete-confirmation',
    }),
  /** The answer to "Are you sure to delete your account?". */
  sure: agreedField,
  ...ownerProofFields,
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

// ---- newsletter (spec §7: multipart name, email) -------------------------------------------

/** A subscriber's name: a first and a last name at most (spec §7), as plain text. */
export const NEWSLETTER_NAME_MAX = 2 * NAME_MAX + 1;

export const newsletterSubscribeBodySchema = z.object({
  name: singleLineText()
    .trim()
    .max(NEWSLETTER_NAME_MAX)
    .refine((name) => isPlainName(name), { error: 'error-name-invalid' })
    .optional(),
  email: emailField,
});

/** The one-click unsubscribe (RFC 8058) carries the token in the query; the page's form may send it in the body. */
export const newsletterUnsubscribeQuerySchema = z.object({ token: tokenField.optional() });

export const newsletterStatusSchema = z
  .object({ status: z.enum(['none', 'pending', 'subscribed']) })
  .meta({ id: 'NewsletterStatus' });
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
