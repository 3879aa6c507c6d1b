import {
  ACCOUNT_MESSAGES,
  FORM_ERROR_MESSAGES,
  HTTP_ERROR_CODES,
  SERVER_MESSAGES,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_SEND_WINDOW_S,
  SMS_SENDS_PER_WINDOW,
  loginKind,
  normalizePhone,
  type Locale,
  type SignedIn,
  type User,
} from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import { dummyPasswordHash, hashPassword, randomDigits, randomToken, sameSecret, tokenHash, verifyPassword } from '../../lib/secrets.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { OAuthProfile } from '../../providers/oauth.ts';
import type { SmsSender } from '../../providers/sms.ts';
import type { AccountsRepository, UserRow } from './repository.ts';
import { createEmailLinks } from './email-links.ts';
import { createSessionCache } from './session-cache.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An expired session row stays this long, so that its owner is told "out of date". */
const EXPIRED_SESSION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
const VERIFY_EMAIL_TTL_H = 48;
const RESET_PASSWORD_TTL_MIN = 60;
const EMAILS_PER_WINDOW = 3;

type SmsPurpose = 'register' | 'login' | 'phone';
export type AuthMethod = SignedIn['authMethod'];

/** Who asks: where from, in which language, with which browser. */
export interface Requester {
  ip: string;
  locale: Locale;
  userAgent?: string | undefined;
}

export interface Session {
  user: UserRow;
  tokenHash: string;
  method: string;
}

export type Authentication = { status: 'ok'; session: Session } | { status: 'expired' } | { status: 'none' };

const fieldError = (status: number, field: string, code: keyof typeof FORM_ERROR_MESSAGES, message: string = FORM_ERROR_MESSAGES[code]) =>
  new HttpError(status, code, message, { [field]: [{ code, message }] });

const invalidCode = () => fieldError(422, 'code', 'notification-invalid-code-error');
const tooMany = () => new HttpError(429, HTTP_ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
const userNotFound = () => new HttpError(404, 'notification-user-not-found', SERVER_MESSAGES['notification-user-not-found']);
const incorrectPassword = () => new HttpError(401, 'notification-incorrect-password', SERVER_MESSAGES['notification-incorrect-password']);
const emailTaken = () => fieldError(409, 'email', 'notification-error-email-taken');
const phoneTaken = () => fieldError(409, 'phone', 'notification-error-phone-taken');

/** A unique index said no: someone else holds this phone or e-mail. */
function isUniqueViolation(err: unknown, index: string): boolean {
  const e = err as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === '23505') return e.constraint === index || Boolean(e.message?.includes(index));
  return e?.cause ? isUniqueViolation(e.cause, index) : false;
}

export interface AccountsDeps {
  repo: AccountsRepository;
  sms: SmsSender;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  /** How long a looked-up session is trusted without asking the database again (decision 009). */
  sessionCacheTtlMs?: number;
}

export function createAccountsService(deps: AccountsDeps) {
  const { sms, mailer, publicUrl, now = () => new Date() } = deps;
  const sessionCache = createSessionCache(deps.repo, { ttlMs: deps.sessionCacheTtlMs ?? 15_000 });
  // Every write through this repository forgets the cached sessions.
  const { repo } = sessionCache;
  const ago = (seconds: number) => new Date(now().getTime() - seconds * 1000);
  const later = (ms: number) => new Date(now().getTime() + ms);

  async function toUser(row: UserRow): Promise<User> {
    const [providers, newsletter] = await Promise.all([repo.providersOf(row.id), repo.newsletterStatusOf(row.id, row.email)]);
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      email_verified: row.emailVerifiedAt !== null,
      phone: row.phone,
      phone_verified: row.phoneVerifiedAt !== null,
      role: row.role,
      balance: row.balanceCents,
      newsletter: newsletter === 'pending' || newsletter === 'subscribed' ? newsletter : 'none',
      has_password: row.passwordHash !== null,
      providers,
      created_at: row.createdAt.toISOString(),
    };
  }

  // ---- sessions ----

  async function startSession(user: UserRow, method: AuthMethod, who: Pick<Requester, 'userAgent'>): Promise<SignedIn & { rawToken: string }> {
    const rawToken = randomToken();
    await repo.insertSession({
      tokenHash: tokenHash(rawToken),
      userId: user.id,
      method,
      expiresAt: later(SESSION_TTL_MS),
      userAgent: who.userAgent?.slice(0, 300) ?? null,
    });
    return { auth: true, authMethod: method, token: `Bearer ${rawToken}`, rawToken, user: await toUser(user) };
  }

  async function authenticate(rawToken: string): Promise<Authentication> {
    const hash = tokenHash(rawToken);
    const found = await sessionCache.lookup(hash);
    if (!found) return { status: 'none' };
    const { row, user } = found;
    if (row.expiresAt <= now()) {
      await repo.deleteSession(hash);
      return { status: 'expired' };
    }
    if (!user || !user.active) return { status: 'none' };
    // Writing on every request would make reads into writes; once an hour is enough to show activity.
    if (now().getTime() - row.lastSeenAt.getTime() > 60 * 60 * 1000) await repo.touchSession(hash, now());
    return { status: 'ok', session: { user, tokenHash: hash, method: row.method } };
  }

  // ---- SMS codes ----

  async function sendCode(phone: string, purpose: SmsPurpose, who: Requester, userId: number | null) {
    const since = ago(SMS_SEND_WINDOW_S);
    const [byPhone, byIp] = await Promise.all([repo.smsSendsSince(since, { phone }), repo.smsSendsSince(since, { ip: who.ip })]);
    if (byPhone >= SMS_SENDS_PER_WINDOW || byIp >= SMS_SENDS_PER_WINDOW) throw tooMany();
    const code = randomDigits(SMS_CODE_LENGTH);
    await repo.insertSmsCode({
      phone,
      purpose,
      codeHash: tokenHash(code),
      userId,
      ip: who.ip,
      expiresAt: later(SMS_CODE_TTL_S * 1000),
    });
    const t = translator(who.locale);
    await sms.send({ to: phone, body: t('emails:sms.code', { code, minutes: SMS_CODE_TTL_S / 60 }) });
    return { sent: true as const, phone, expires_in: SMS_CODE_TTL_S };
  }

  /** The code row when `code` is right; counts wrong tries and refuses after the fifth. */
  async function checkCode(phone: string, purpose: SmsPurpose, code: string) {
    const row = await repo.latestSmsCode(phone, purpose);
    if (!row || row.expiresAt <= now()) throw invalidCode();
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw new HttpError(422, 'error-code-attempts', ACCOUNT_MESSAGES['error-code-attempts']);
    if (!sameSecret(tokenHash(code), row.codeHash)) {
      const attempts = await repo.countSmsAttempt(row.id);
      if (attempts >= SMS_CODE_MAX_ATTEMPTS) throw new HttpError(422, 'error-code-attempts', ACCOUNT_MESSAGES['error-code-attempts']);
      throw invalidCode();
    }
    if (!(await repo.useSmsCode(row.id, now()))) throw invalidCode();
    return row;
  }

  // ---- e-mailed links ----

  async function mailLink(user: UserRow, purpose: 'verify-email' | 'reset-password', locale: Locale) {
    if (!user.email) return;
    if ((await repo.emailTokensSince(ago(SMS_SEND_WINDOW_S), user.email, purpose)) >= EMAILS_PER_WINDOW) throw tooMany();
    const raw = randomToken();
    const ttlMs = purpose === 'verify-email' ? VERIFY_EMAIL_TTL_H * 3600_000 : RESET_PASSWORD_TTL_MIN * 60_000;
    await repo.insertEmailToken({ tokenHash: tokenHash(raw), purpose, userId: user.id, email: user.email, expiresAt: later(ttlMs) });
    const t = translator(locale);
    const name = user.firstName || user.email;
    const mail =
      purpose === 'verify-email'
        ? { subject: t('emails:verifyEmail.subject'), text: t('emails:verifyEmail.body', { name, link: `${publicUrl}/verify-email?token=${raw}`, hours: VERIFY_EMAIL_TTL_H }) }
        : { subject: t('emails:resetPassword.subject'), text: t('emails:resetPassword.body', { name, link: `${publicUrl}/reset-password?token=${raw}`, minutes: RESET_PASSWORD_TTL_MIN }) };
    await mailer.send({ to: user.email, subject: mail.subject, text: `${mail.text}\n\n— ${t('emails:signature')}` });
  }

  async function activate(user: UserRow, patch: Parameters<AccountsRepository['updateUser']>[1]): Promise<UserRow> {
    try {
      return await repo.updateUser(user.id, patch);
    } catch (err) {
      if (isUniqueViolation(err, 'users_phone_active_key')) throw phoneTaken();
      if (isUniqueViolation(err, 'users_email_active_key')) throw emailTaken();
      throw err;
    }
  }

  return {
    toUser,
    authenticate,
    /** Single-use e-mailed links, for other modules' confirmations (the newsletter). */
    emailLinks: createEmailLinks(repo, now),
    startSession,
    logout: (hash: string) => repo.deleteSession(hash),

    /** Step one of sign-up: the account waits, inactive, for the code sent to the phone. */
    async register(
      input: { first_name: string; last_name: string; email: string; phone: string; password: string },
      who: Requester,
    ) {
      const [byEmail, byPhone] = await Promise.all([repo.liveUserByEmail(input.email), repo.liveUserByPhone(input.phone)]);
      if (byPhone) throw phoneTaken();
      if (byEmail) throw emailTaken();
      const pending = await repo.pendingUserByPhone(input.phone);
      const fields = {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        locale: who.locale,
      };
      const user = pending ? await repo.updateUser(pending.id, fields) : await repo.insertUser(fields);
      await repo.deletePendingByPhone(input.phone, user.id);
      return sendCode(input.phone, 'register', who, user.id);
    },

    /** Step two: the right code activates the account and signs it in. */
    async completeRegistration(phone: string, code: string, who: Requester) {
      const row = await checkCode(phone, 'register', code);
      const pending = row.userId === null ? undefined : await repo.userById(row.userId);
      if (!pending || pending.active) throw invalidCode();
      const user = await activate(pending, { active: true, phoneVerifiedAt: now() });
      await mailLink(user, 'verify-email', who.locale).catch(() => undefined);
      return startSession(user, 'Sms', who);
    },

    async requestLoginCode(phone: string, who: Requester) {
      const user = await repo.liveUserByPhone(phone);
      if (!user) throw userNotFound();
      return sendCode(phone, 'login', who, user.id);
    },

    async loginWithCode(phone: string, code: string, who: Requester) {
      const row = await checkCode(phone, 'login', code);
      const user = await repo.liveUserByPhone(phone);
      if (!user || user.id !== row.userId) throw userNotFound();
      if (!user.phoneVerifiedAt) await repo.updateUser(user.id, { phoneVerifiedAt: now() });
      return startSession(user, 'Sms', who);
    },

    async loginWithPassword(login: string, password: string, who: Requester) {
      let user: UserRow | undefined;
      if (loginKind(login) === 'email') {
        user = await repo.liveUserByEmail(login.trim().toLowerCase());
      } else {
        const phone = normalizePhone(login);
        user = phone ? await repo.liveUserByPhone(phone) : undefined;
      }
      if (!user) {
        await verifyPassword(password, await dummyPasswordHash());
        throw userNotFound();
      }
      if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) throw incorrectPassword();
      return startSession(user, 'Password', who);
    },

    /** Always answers the same way: whether an address has an account is not told. */
    async forgotPassword(email: string, who: Requester) {
      const user = await repo.liveUserByEmail(email);
      if (user) await mailLink(user, 'reset-password', who.locale);
    },

    /** A new password from an e-mailed link: every session of the account ends. */
    async resetPassword(token: string, password: string, who: Requester) {
      const link = await repo.useEmailToken(tokenHash(token), 'reset-password', now());
      const user = link?.userId ? await repo.userById(link.userId) : undefined;
      if (!user || !user.active || user.email !== link?.email) throw new HttpError(422, 'error-link-invalid', ACCOUNT_MESSAGES['error-link-invalid']);
      const updated = await repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
      await repo.deleteSessionsOf(user.id);
      await repo.voidEmailTokens(user.id, 'reset-password', now());
      return startSession(updated, 'Password', who);
    },

    async verifyEmail(token: string) {
      const link = await repo.useEmailToken(tokenHash(token), 'verify-email', now());
      const user = link?.userId ? await repo.userById(link.userId) : undefined;
      if (!user || user.email !== link?.email) throw new HttpError(422, 'error-verification-failed', ACCOUNT_MESSAGES['error-verification-failed']);
      if (!user.emailVerifiedAt) await activate(user, { emailVerifiedAt: now() });
    },

    resendEmailVerification: (user: UserRow, who: Requester) => mailLink(user, 'verify-email', who.locale),

    async updateProfile(user: UserRow, input: { first_name: string; last_name: string; email: string }, who: Requester) {
      const emailChanged = input.email !== user.email;
      if (emailChanged) {
        const holder = await repo.liveUserByEmail(input.email);
        if (holder && holder.id !== user.id) throw emailTaken();
      }
      const updated = await activate(user, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      });
      if (emailChanged) {
        await repo.voidEmailTokens(user.id, 'verify-email', now());
        await mailLink(updated, 'verify-email', who.locale);
      }
      return toUser(updated);
    },

    async requestPhoneChange(user: UserRow, phone: string, who: Requester) {
      const holder = await repo.liveUserByPhone(phone);
      if (holder && holder.id !== user.id) throw fieldError(409, 'phone', 'notification-error-phone-taken', ACCOUNT_MESSAGES['error-phone-taken']);
      return sendCode(phone, 'phone', who, user.id);
    },

    async confirmPhoneChange(user: UserRow, phone: string, code: string) {
      const row = await checkCode(phone, 'phone', code);
      if (row.userId !== user.id) throw invalidCode();
      return toUser(await activate(user, { phone, phoneVerifiedAt: now() }));
    },

    /** Every other session ends; this browser gets a fresh one. */
    async changePassword(user: UserRow, input: { current_password?: string | undefined; password: string }, who: Requester) {
      if (user.passwordHash && !(input.current_password && (await verifyPassword(input.current_password, user.passwordHash)))) {
        throw new HttpError(422, 'error-incorrect-current-password', ACCOUNT_MESSAGES['error-incorrect-current-password'], {
          current_password: [{ code: 'error-incorrect-current-password', message: ACCOUNT_MESSAGES['error-incorrect-current-password'] }],
        });
      }
      const updated = await repo.updateUser(user.id, { passwordHash: await hashPassword(input.password) });
      await repo.deleteSessionsOf(user.id);
      return startSession(updated, 'Password', who);
    },

    /** Deletes personal data as /user-delete-info explains: the row stays, empty, for what points at it. */
    async deleteAccount(user: UserRow) {
      await repo.deleteNewsletterOf(user.id, user.email);
      await repo.unlinkAllOAuth(user.id);
      await repo.deleteSessionsOf(user.id);
      await repo.updateUser(user.id, {
        firstName: '',
        lastName: '',
        email: null,
        emailVerifiedAt: null,
        phone: null,
        phoneVerifiedAt: null,
        passwordHash: null,
        active: false,
        deletedAt: now(),
      });
    },

    /** Google or Facebook: the linked account, else the account with that verified e-mail, else a new one. */
    async oauthSignIn(profile: OAuthProfile, who: Requester) {
      const linkedId = await repo.userIdByOAuth(profile.provider, profile.id);
      let user = linkedId === undefined ? undefined : await repo.userById(linkedId);
      if (user && !user.active) throw new HttpError(403, 'error-account-disabled', ACCOUNT_MESSAGES['error-account-disabled']);
      if (!user && profile.email && profile.emailVerified) {
        user = await repo.liveUserByEmail(profile.email.toLowerCase());
        if (user && !user.emailVerifiedAt) user = await repo.updateUser(user.id, { emailVerifiedAt: now() });
      }
      if (!user) {
        const email = profile.email?.toLowerCase() ?? null;
        const taken = email ? await repo.liveUserByEmail(email) : undefined;
        user = await repo.insertUser({
          firstName: profile.firstName.slice(0, 100),
          lastName: profile.lastName.slice(0, 100),
          // An unverified address that someone else holds is not taken over.
          email: taken ? null : email,
          emailVerifiedAt: email && !taken && profile.emailVerified ? now() : null,
          locale: who.locale,
          active: true,
        });
      }
      await repo.linkOAuth(profile.provider, profile.id, user.id);
      return startSession(user, 'Social', who);
    },

    async prune() {
      await repo.pruneSessions(ago(EXPIRED_SESSION_GRACE_MS / 1000));
      await repo.pruneSmsCodes(ago(24 * 60 * 60));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
