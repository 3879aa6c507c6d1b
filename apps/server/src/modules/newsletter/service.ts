import { ACCOUNT_MESSAGES, HTTP_ERROR_CODES, type Locale, type NewsletterStatus } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import { randomToken } from '../../lib/secrets.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { EmailLinks } from '../accounts/index.ts';
import type { NewsletterRepository, SubscriptionRow } from './repository.ts';

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CONFIRMATIONS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60 * 1000;

const statusOf = (row: SubscriptionRow | undefined): NewsletterStatus['status'] =>
  row?.status === 'pending' || row?.status === 'subscribed' ? row.status : 'none';

/** Who asks to subscribe: the signed-in account. */
export interface Subscriber {
  id: number;
  email: string | null;
  emailVerified: boolean;
  /** The account's full name, for when the request names nobody. */
  name: string;
}

/**
 * The newsletter, double opt-in: a request sends a confirmation link; only a confirmed address
 * receives newsletters, and each of them carries a one-click unsubscribe link and headers.
 *
 * Anyone signed in may ask for any address, so a request for an address that is not the
 * caller's own verified one (issue #12) answers `pending` whatever the list holds, changes no row
 * (the subscription, and so the owner's profile, appears only once its mailbox confirms), and
 * mails nothing the caller wrote.
 */
export function createNewsletterService(deps: {
  repo: NewsletterRepository;
  links: EmailLinks;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, links, mailer, publicUrl, now = () => new Date() } = deps;

  /** Every newsletter e-mail goes through here: RFC 8058 one-click unsubscribe. */
  function sendNewsletterMail(row: Pick<SubscriptionRow, 'email' | 'unsubscribeToken'>, subject: string, text: string) {
    const api = `${publicUrl}/api/subscription/unsubscribe?token=${row.unsubscribeToken}`;
    return mailer.send({
      to: row.email,
      subject,
      text,
      headers: { 'List-Unsubscribe': `<${api}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  const unsubscribePage = (row: Pick<SubscriptionRow, 'unsubscribeToken'>) => `${publicUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`;

  const confirmLink = async (email: string, userId: number | null) =>
    `${publicUrl}/newsletter/confirm?token=${await links.issue({ purpose: 'newsletter', email, userId, ttlMs: CONFIRM_TTL_MS })}`;

  return {
    sendNewsletterMail,

    async subscribe(input: { email: string; name?: string | undefined; subscriber: Subscriber; locale: Locale }): Promise<NewsletterStatus> {
      const { subscriber } = input;
      const own = subscriber.emailVerified && subscriber.email === input.email;
      const existing = await repo.byEmail(input.email);
      const recentlySent = async () => (await links.sentSince(input.email, 'newsletter', new Date(now().getTime() - WINDOW_MS))) >= CONFIRMATIONS_PER_WINDOW;

      if (!own) {
        // Someone else's address: whatever the list holds, the same answer. Only an address the
        // list has never had gets a letter, of our words alone (no name, nothing to unsubscribe from yet).
        if (existing || (await recentlySent())) return { status: 'pending' };
        const t = translator(input.locale);
        const link = await confirmLink(input.email, null);
        await mailer.send({
          to: input.email,
          subject: t('emails:newsletterConfirm.subject'),
          text: `${t('emails:newsletterConfirm.requestBody', { email: input.email, link })}\n\n— ${t('emails:signature')}`,
        });
        return { status: 'pending' };
      }

      // The caller's own verified address: they may know where it stands.
      if (existing?.status === 'subscribed') return { status: 'subscribed' };
      if (await recentlySent()) throw new HttpError(429, HTTP_ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
      const name = input.name || subscriber.name;
      const row = await repo.upsertPending({
        email: input.email,
        name,
        userId: subscriber.id,
        locale: input.locale,
        unsubscribeToken: existing?.unsubscribeToken ?? randomToken(),
      });
      const t = translator(input.locale);
      const link = await confirmLink(input.email, subscriber.id);
      await sendNewsletterMail(
        row,
        t('emails:newsletterConfirm.subject'),
        `${t('emails:newsletterConfirm.body', { name: name || input.email, link, unsubscribe: unsubscribePage(row) })}\n\n— ${t('emails:signature')}`,
      );
      return { status: 'pending' };
    },

    /** From the e-mailed link: the mailbox's owner says yes (the page's language becomes the letters' language when the row is new). */
    async confirm(token: string, locale: Locale = 'ru'): Promise<NewsletterStatus> {
      const link = await links.use(token, 'newsletter');
      let row = link ? await repo.byEmail(link.email) : undefined;
      if (link && !row) {
        await repo.insertConfirmed({ email: link.email, locale, unsubscribeToken: randomToken(), confirmedAt: now() });
        row = await repo.byEmail(link.email);
      }
      if (!row || row.status === 'unsubscribed') throw new HttpError(422, 'error-link-invalid', ACCOUNT_MESSAGES['error-link-invalid']);
      if (row.status !== 'subscribed') await repo.setStatus(row.id, 'subscribed', now());
      const t = translator(row.locale === 'en' ? 'en' : 'ru');
      await sendNewsletterMail(
        row,
        t('emails:newsletterWelcome.subject'),
        `${t('emails:newsletterWelcome.body', { name: row.name || row.email, unsubscribe: unsubscribePage(row) })}\n\n— ${t('emails:signature')}`,
      );
      return { status: 'subscribed' };
    },

    /** From the link in any newsletter (no sign-in needed: the token is the proof). */
    async unsubscribeByToken(token: string): Promise<NewsletterStatus> {
      const row = await repo.byUnsubscribeToken(token);
      if (!row) throw new HttpError(422, 'error-link-invalid', ACCOUNT_MESSAGES['error-link-invalid']);
      await repo.setStatus(row.id, 'unsubscribed');
      return { status: 'none' };
    },

    async unsubscribeEmail(email: string | null): Promise<NewsletterStatus> {
      const row = email ? await repo.byEmail(email) : undefined;
      if (row) await repo.setStatus(row.id, 'unsubscribed');
      return { status: 'none' };
    },

    status: async (email: string | null): Promise<NewsletterStatus> => ({ status: statusOf(email ? await repo.byEmail(email) : undefined) }),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
