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
  normalizeLogin,
  PHONE_PATTERN,
  type Locale,
  type Role,
  type SignedIn,
  type User,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import { dummyPasswordHash, hashPassword, randomDigits, randomToken, sameSecret, tokenHash, verifyPassword } from '../../lib/secrets.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { OAuthProfile } from '../../providers/oauth.ts';
import type { SmsSender } from '../../providers/sms.ts';
import type { ContactsLookup } from './contacts.ts';
import type { AccountsRepository, UserRow } from './repository.ts';
import { createEmailLinks } from './email-links.ts';
import { createSessionCache } from './session-cache.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An expired session row stays this long, so that its owner is told "out of date". */
const EXPIRED_SESSION_GRACE_MS = 30 * 24 * 60 * 60 * 1000;
const VERIFY_EMAIL_TTL_H = 48;
const RESET_PASSWORD_TTL_MIN = 60;
const EMAILS_PER_WINDOW = 3;
/** Wrong passwords an account takes before each next try has to wait. */
const FREE_PASSWORD_FAILURES = 5;
/** The first wait; it doubles with every further wrong password, up to the longest. */
const PASSWORD_BACKOFF_S = 30;
const PASSWORD_BACKOFF_MAX_S = 60 * 60;
/** Wrong passwords are forgotten after a day without one, and at once after a sign-in. */
const PASSWORD_FAILURE_MEMORY_S = 24 * 60 * 60;
/** An account with neither a password nor a phone proves itself by having signed in this lately. */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** `confirm`: a code to the account's own phone, as proof of its owner before a change. */
type SmsPurpose = 'register' | 'login' | 'phone' | 'confirm';
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
  signedInAt: Date;
}

/** What an owner offers as proof before a change that could hand the account to someone else. */
export interface OwnerProof {
  current_password?: string | undefined;
  code?: string | undefined;
}

export type Authentication = { status: 'ok'; session: Session } | { status: 'expired' } | { status: 'none' };

const fieldError = (status: number, field: string, code: keyof typeof FORM_ERROR_MESSAGES, message: string = FORM_ERROR_MESSAGES[code]) =>
  new HttpError(status, code, message, { [field]: [{ code, message }] });

const invalidCode = () => fieldError(422, 'code', 'notification-invalid-code-error');
const tooMany = () => new HttpError(429, HTTP_ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
const userNotFound = () => new HttpError(404, 'notification-user-not-found', SERVER_MESSAGES['notification-user-not-found']);
const incorrectPassword = () => new HttpError(401, 'notification-incorrect-password', SERVER_MESSAGES['notification-incorrect-password']);
const incorrectCurrentPassword = () =>
  new HttpError(422, 'error-incorrect-current-password', ACCOUNT_MESSAGES['error-incorrect-current-password'], {
    current_password: [{ code: 'error-incorrect-current-password', message: ACCOUNT_MESSAGES['error-incorrect-current-password'] }],
  });
const emailTaken = () => fieldError(409, 'email', 'notification-error-email-taken');
const phoneTaken = () => fieldError(409, 'phone', 'notification-error-phone-taken', ACCOUNT_MESSAGES['error-phone-taken']);

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
      pending_email: row.pendingEmail,
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

  /**
   * What the newsroom does to an account (decision 061), in the caller's transaction (which
   * writes the audit row with it). Sessions cached by this process are forgotten when each call
   * starts and ends; call `forget` once more after the commit, so that a lookup made meanwhile
   * does not keep what the transaction removed.
   */
  const staffWrites = {
    lock: (tx: Db, id: number) => repo.lockUser(tx, id),
    admins: (tx: Db) => repo.lockAdmins(tx),
    setRole: (tx: Db, id: number, role: Role) => repo.setRole(tx, id, role),
    endSessions: (tx: Db, id: number) => repo.endSessions(tx, id),
    /** The owner's own deletion, the same for an admin's erasure. */
    erase: (tx: Db, user: UserRow) => repo.eraseUser(tx, user, accountKey(user), now()),
    transaction: <T>(work: (tx: Db) => Promise<T>) => repo.transaction(work),
    forget: () => sessionCache.forget(),
  };

  // ---- sessions ----

  async function startSession(user: UserRow, method: AuthMethod, who: Pick<Requester, 'userAgent'>): Promise<SignedIn & { rawToken: string }> {
    const rawToken = randomToken();
    await repo.insertSession({
      tokenHash: tokenHash(rawToken),
      userId: user.id,
      method,
      createdAt: now(),
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
    return { status: 'ok', session: { user, tokenHash: hash, method: row.method, signedInAt: row.createdAt } };
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

  /**
   * Mails a single-use link: `verify` confirms the account's address (`confirm-change`, the new
   * address waiting in `pendingEmail`), `reset` sets a new password (to a confirmed address only).
   */
  async function mailLink(user: UserRow, kind: 'verify' | 'confirm-change' | 'reset', locale: Locale) {
    const to = kind === 'confirm-change' ? user.pendingEmail : user.email;
    if (!to || (kind === 'reset' && !user.emailVerifiedAt)) return;
    const purpose = kind === 'reset' ? 'reset-password' : 'verify-email';
    if ((await repo.emailTokensSince(ago(SMS_SEND_WINDOW_S), to, purpose)) >= EMAILS_PER_WINDOW) throw tooMany();
    const raw = randomToken();
    const ttlMs = kind === 'reset' ? RESET_PASSWORD_TTL_MIN * 60_000 : VERIFY_EMAIL_TTL_H * 3600_000;
    await repo.insertEmailToken({ tokenHash: tokenHash(raw), purpose, userId: user.id, email: to, expiresAt: later(ttlMs) });
    const t = translator(locale);
    const name = user.firstName || to;
    const template = kind === 'reset' ? 'resetPassword' : kind === 'confirm-change' ? 'confirmEmailChange' : 'verifyEmail';
    const link = kind === 'reset' ? `${publicUrl}/reset-password?token=${raw}` : `${publicUrl}/verify-email?token=${raw}`;
    const text = t(`emails:${template}.body`, { name, link, hours: VERIFY_EMAIL_TTL_H, minutes: RESET_PASSWORD_TTL_MIN });
    await mailer.send({ to, subject: t(`emails:${template}.subject`), text: `${text}\n\n— ${t('emails:signature')}` });
  }

  /** Tells the address an account has now that someone asked to replace it. */
  async function mailChangeNotice(user: UserRow, newEmail: string, locale: Locale) {
    if (!user.email) return;
    const t = translator(locale);
    const text = t('emails:emailChangeRequested.body', { name: user.firstName || user.email, email: newEmail });
    await mailer.send({ to: user.email, subject: t('emails:emailChangeRequested.subject'), text: `${text}\n\n— ${t('emails:signature')}` });
  }

  /** Tells the owner of a confirmed address that a new account gave it (and did not get it). */
  async function mailRegistrationNotice(holder: UserRow, locale: Locale) {
    if (!holder.email) return;
    const t = translator(locale);
    const text = t('emails:registrationWithYourEmail.body', { name: holder.firstName || holder.email, link: `${publicUrl}/login` });
    await mailer.send({ to: holder.email, subject: t('emails:registrationWithYourEmail.subject'), text: `${text}\n\n— ${t('emails:signature')}` });
  }

  // ---- wrong passwords: a per-account backoff that leaves sign-in by SMS code open ----

  /** 429 while this account (or unknown sign-in name) waits after wrong passwords. */
  async function passwordThrottle(key: string) {
    const row = await repo.signInFailuresOf(key);
    if (row?.blockedUntil && row.blockedUntil > now()) throw tooMany();
  }

  async function passwordFailed(key: string) {
    const failures = await repo.countSignInFailure(key, now(), ago(PASSWORD_FAILURE_MEMORY_S));
    if (failures < FREE_PASSWORD_FAILURES) return;
    const seconds = Math.min(PASSWORD_BACKOFF_S * 2 ** (failures - FREE_PASSWORD_FAILURES), PASSWORD_BACKOFF_MAX_S);
    await repo.blockSignIn(key, later(seconds * 1000));
  }

  const accountKey = (user: UserRow) => `user:${user.id}`;

  /**
   * The owner is at the keyboard: the current password; for an account without one, the code
   * sent to its confirmed phone; for an account with neither, a sign-in within the last minutes.
   */
  async function proveOwner(session: Session, proof: OwnerProof) {
    const { user } = session;
    if (user.passwordHash) {
      await passwordThrottle(accountKey(user));
      if (proof.current_password && (await verifyPassword(proof.current_password, user.passwordHash))) return;
      if (proof.current_password) await passwordFailed(accountKey(user));
      throw incorrectCurrentPassword();
    }
    if (user.phone && user.phoneVerifiedAt) {
      if (!proof.code) throw invalidCode();
      const row = await checkCode(user.phone, 'confirm', proof.code);
      if (row.userId !== user.id) throw invalidCode();
      return;
    }
    if (now().getTime() - session.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new HttpError(403, 'error-reauth-required', ACCOUNT_MESSAGES['error-reauth-required']);
    }
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

    /**
     * The balance (spec §3 User.balance) as the payments domain moves it, in that domain's
     * transaction beside its ledger entry (decision 020). `forget` after the transaction commits:
     * the sessions this process has cached show the new balance at once.
     */
    /** Whom other modules may write to about a member's items (confirmed addresses only). */
    contacts: ((ids) => repo.contacts(ids)) satisfies ContactsLookup,

    balance: {
      lock: (tx: Db, userId: number) => repo.lockBalance(tx, userId),
      adjust: (tx: Db, userId: number, delta: number) => repo.adjustBalance(tx, userId, delta),
      forget: () => sessionCache.forget(),
    },

    /** Step one of sign-up: the account waits, inactive, for the code sent to the phone. */
    async register(
      input: { first_name: string; last_name: string; email: string; phone: string; password: string },
      who: Requester,
    ) {
      // A phone with an account gets a code too, and the answer is the same: only the phone's
      // holder, after the code, learns that it is taken (no probing who is a member). An e-mail
      // address another account holds is settled after the code as well (completeRegistration).
      if (await repo.liveUserByPhone(input.phone)) return sendCode(input.phone, 'register', who, null);
      const pending = await repo.pendingUserByPhone(input.phone);
      const fields = {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        pendingEmail: null,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        locale: who.locale,
      };
      const user = pending ? await repo.updateUser(pending.id, fields) : await repo.insertUser(fields);
      await repo.deletePendingByPhone(input.phone, user.id);
      return sendCode(input.phone, 'register', who, user.id);
    },

    /**
     * Step two: the right code activates the account and signs it in. An address another account
     * holds unconfirmed waits as this one's new address until its link is followed.
     */
    async completeRegistration(phone: string, code: string, who: Requester) {
      const row = await checkCode(phone, 'register', code);
      const pending = row.userId === null ? undefined : await repo.userById(row.userId);
      if (!pending || pending.active) {
        // The phone's holder has proved it: now they may hear that it has an account.
        if (row.userId === null && (await repo.liveUserByPhone(phone))) throw phoneTaken();
        throw invalidCode();
      }
      const holder = pending.email ? await repo.liveUserByEmail(pending.email) : undefined;
      if (holder?.emailVerifiedAt) {
        // A confirmed address stays its owner's: the new account has none, and the owner is told.
        const user = await activate(pending, { active: true, phoneVerifiedAt: now(), email: null, pendingEmail: null });
        await mailRegistrationNotice(holder, who.locale).catch(() => undefined);
        return startSession(user, 'Sms', who);
      }
      const email = holder ? { email: null, pendingEmail: pending.email } : {};
      const user = await activate(pending, { active: true, phoneVerifiedAt: now(), ...email });
      await mailLink(user, holder ? 'confirm-change' : 'verify', who.locale).catch(() => undefined);
      return startSession(user, 'Sms', who);
    },

    /**
     * Answers alike whether or not the phone has an account (no probing who is a member): the
     * code goes out either way, and counts against the phone's and the address's limits.
     */
    async requestLoginCode(phone: string, who: Requester) {
      const user = await repo.liveUserByPhone(phone);
      return sendCode(phone, 'login', who, user?.id ?? null);
    },

    /** "User not found" only after the code: only the phone's holder can learn it. */
    async loginWithCode(phone: string, code: string, who: Requester) {
      const row = await checkCode(phone, 'login', code);
      const user = await repo.liveUserByPhone(phone);
      if (!user || user.id !== row.userId) throw userNotFound();
      if (!user.phoneVerifiedAt) await repo.updateUser(user.id, { phoneVerifiedAt: now() });
      // The owner has proved the phone: wrong passwords tried by someone else are forgotten.
      await repo.clearSignInFailures(accountKey(user));
      return startSession(user, 'Sms', who);
    },

    /**
     * A wrong password and an unknown account answer alike. Wrong passwords are counted per
     * account (per normalized sign-in name when none has it), and past a few each next try waits.
     */
    async loginWithPassword(login: string, password: string, who: Requester) {
      const name = normalizeLogin(login);
      let user: UserRow | undefined;
      if (loginKind(name) === 'email') user = await repo.liveUserByEmail(name);
      else if (PHONE_PATTERN.test(name)) user = await repo.liveUserByPhone(name);
      const key = user ? accountKey(user) : `login:${name}`;
      await passwordThrottle(key);
      const right = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user?.passwordHash || !right) {
        await passwordFailed(key);
        throw incorrectPassword();
      }
      await repo.clearSignInFailures(key);
      return startSession(user, 'Password', who);
    },

    /** Always answers the same way: whether an address has an account is not told. Confirmed addresses only. */
    async forgotPassword(email: string, who: Requester) {
      const user = await repo.liveUserByEmail(email);
      if (user?.emailVerifiedAt) await mailLink(user, 'reset', who.locale);
    },

    /** A new password from an e-mailed link: every session of the account ends. */
    async resetPassword(token: string, password: string, who: Requester) {
      const link = await repo.useEmailToken(tokenHash(token), 'reset-password', now());
      const user = link?.userId ? await repo.userById(link.userId) : undefined;
      if (!user || !user.active || !user.emailVerifiedAt || user.email !== link?.email) {
        throw new HttpError(422, 'error-link-invalid', ACCOUNT_MESSAGES['error-link-invalid']);
      }
      const updated = await repo.updateUser(user.id, { passwordHash: await hashPassword(password) });
      await repo.deleteSessionsOf(user.id);
      await repo.voidEmailTokens(user.id, 'reset-password', now());
      await repo.clearSignInFailures(accountKey(user));
      return startSession(updated, 'Password', who);
    },

    /**
     * Confirms the account's address, or makes the new address waiting for this link the
     * account's own (taking it from any account that only claimed it unconfirmed).
     */
    async verifyEmail(token: string) {
      const link = await repo.useEmailToken(tokenHash(token), 'verify-email', now());
      const user = link?.userId ? await repo.userById(link.userId) : undefined;
      const failed = () => new HttpError(422, 'error-verification-failed', ACCOUNT_MESSAGES['error-verification-failed']);
      if (!user || !link) throw failed();
      if (user.email === link.email) {
        if (!user.emailVerifiedAt) await activate(user, { emailVerifiedAt: now() });
        return;
      }
      if (!user.active || user.pendingEmail !== link.email) throw failed();
      const holder = await repo.liveUserByEmail(link.email);
      if (holder && holder.id !== user.id && holder.emailVerifiedAt) throw failed();
      await repo.releaseUnverifiedEmail(link.email, user.id);
      await activate(user, { email: link.email, emailVerifiedAt: now(), pendingEmail: null });
      // Links sent to the old address are of no use any more.
      await repo.voidEmailTokens(user.id, 'reset-password', now());
    },

    /** The link again: for the new address waiting, else for the unconfirmed current one. */
    resendEmailVerification: (user: UserRow, who: Requester) =>
      user.pendingEmail ? mailLink(user, 'confirm-change', who.locale) : user.emailVerifiedAt ? Promise.resolve() : mailLink(user, 'verify', who.locale),

    /** A code to the account's own confirmed phone, for an owner without a password to prove themselves. */
    async requestProofCode(user: UserRow, who: Requester) {
      if (!user.phone || !user.phoneVerifiedAt) {
        throw new HttpError(422, 'notification-please-verify-phone', SERVER_MESSAGES['notification-please-verify-phone']);
      }
      return sendCode(user.phone, 'confirm', who, user.id);
    },

    /**
     * Names at once; a different e-mail needs the owner's proof and waits for its link (the old
     * address stays until then, and is told of the request).
     */
    async updateProfile(session: Session, input: { first_name: string; last_name: string; email: string } & OwnerProof, who: Requester) {
      const { user } = session;
      const newEmail = input.email !== user.email && input.email !== user.pendingEmail;
      if (newEmail) {
        await proveOwner(session, input);
        const holder = await repo.liveUserByEmail(input.email);
        if (holder && holder.id !== user.id && holder.emailVerifiedAt) throw emailTaken();
      }
      // Sending the current address again withdraws a change still waiting for its link.
      const withdrawn = !newEmail && input.email === user.email && user.pendingEmail !== null;
      const updated = await repo.updateUser(user.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        ...(newEmail ? { pendingEmail: input.email } : withdrawn ? { pendingEmail: null } : {}),
      });
      if (withdrawn) await repo.voidEmailTokens(user.id, 'verify-email', now());
      if (newEmail) {
        await repo.voidEmailTokens(user.id, 'verify-email', now());
        await mailLink(updated, 'confirm-change', who.locale);
        await mailChangeNotice(user, input.email, who.locale);
      }
      return toUser(updated);
    },

    /** A code to a phone number: a number other than the account's own needs the owner's proof first. */
    async requestPhoneChange(session: Session, input: { phone: string } & OwnerProof, who: Requester) {
      const { user } = session;
      if (input.phone !== user.phone) await proveOwner(session, input);
      const holder = await repo.liveUserByPhone(input.phone);
      if (holder && holder.id !== user.id) throw phoneTaken();
      return sendCode(input.phone, 'phone', who, user.id);
    },

    async confirmPhoneChange(user: UserRow, phone: string, code: string) {
      const row = await checkCode(phone, 'phone', code);
      if (row.userId !== user.id) throw invalidCode();
      return toUser(await activate(user, { phone, phoneVerifiedAt: now() }));
    },

    /** A new password (a first one needs the owner's proof too); every other session ends, this browser gets a fresh one. */
    async changePassword(session: Session, input: OwnerProof & { password: string }, who: Requester) {
      const { user } = session;
      await proveOwner(session, input);
      const updated = await repo.updateUser(user.id, { passwordHash: await hashPassword(input.password) });
      await repo.deleteSessionsOf(user.id);
      return startSession(updated, 'Password', who);
    },

    /** Deletes personal data as /user-delete-info explains, once the owner has proved themselves: the row stays, empty, for what points at it. */
    async deleteAccount(session: Session, proof: OwnerProof) {
      const { user } = session;
      await proveOwner(session, proof);
      await repo.transaction((tx) => staffWrites.erase(tx, user));
      sessionCache.forget();
    },

    /** The newsroom's writes to an account (decision 061), each in the caller's transaction with its audit row. */
    staff: staffWrites,

    /**
     * Google or Facebook: the linked account, else the account whose e-mail is confirmed and the
     * same as the provider's confirmed one, else a new account. An account that only claims the
     * address unconfirmed is never signed into (it may be someone's trap); it gives the address up.
     */
    async oauthSignIn(profile: OAuthProfile, who: Requester) {
      const linkedId = await repo.userIdByOAuth(profile.provider, profile.id);
      let user = linkedId === undefined ? undefined : await repo.userById(linkedId);
      if (user && !user.active) throw new HttpError(403, 'error-account-disabled', ACCOUNT_MESSAGES['error-account-disabled']);
      const email = profile.email?.trim().toLowerCase() || null;
      const holder = !user && email ? await repo.liveUserByEmail(email) : undefined;
      if (holder?.emailVerifiedAt && profile.emailVerified) user = holder;
      if (!user) {
        const vouched = email !== null && profile.emailVerified;
        if (vouched && holder && !holder.emailVerifiedAt) await repo.releaseUnverifiedEmail(email, null);
        const free = !holder || (vouched && !holder.emailVerifiedAt);
        user = await repo.insertUser({
          firstName: profile.firstName.slice(0, 100),
          lastName: profile.lastName.slice(0, 100),
          email: free ? email : null,
          emailVerifiedAt: free && vouched ? now() : null,
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
      await repo.pruneSignInFailures(ago(PASSWORD_FAILURE_MEMORY_S));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
