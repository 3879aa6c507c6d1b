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

/**
 * The newsletter, double opt-in: a request sends a confirmation link; only a confirmed address
 * receives newsletters, and each of them carries a one-click unsubscribe link and headers.
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
  function sendNewsletterMail(row: SubscriptionRow, subject: string, text: string) {
    const api = `${publicUrl}/api/subscription/unsubscribe?token=${row.unsubscribeToken}`;
    return mailer.send({
      to: row.email,
      subject,
      text,
      headers: { 'List-Unsubscribe': `<${api}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  const unsubscribePage = (row: SubscriptionRow) => `${publicUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`;

  return {
    sendNewsletterMail,

    async subscribe(input: { email: string; name: string; userId: number | null; locale: Locale }): Promise<NewsletterStatus> {
      const existing = await repo.byEmail(input.email);
      if (existing?.status === 'subscribed') return { status: 'subscribed' };
      if ((await links.sentSince(input.email, 'newsletter', new Date(now().getTime() - WINDOW_MS))) >= CONFIRMATIONS_PER_WINDOW) {
        throw new HttpError(429, HTTP_ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
      }
      const row = await repo.upsertPending({ ...input, unsubscribeToken: existing?.unsubscribeToken ?? randomToken() });
      const raw = await links.issue({ purpose: 'newsletter', email: input.email, userId: input.userId, ttlMs: CONFIRM_TTL_MS });
      const t = translator(input.locale);
      const name = input.name || input.email;
      await sendNewsletterMail(
        row,
        t('emails:newsletterConfirm.subject'),
        `${t('emails:newsletterConfirm.body', { name, link: `${publicUrl}/newsletter/confirm?token=${raw}`, unsubscribe: unsubscribePage(row) })}\n\n— ${t('emails:signature')}`,
      );
      return { status: 'pending' };
    },

    async confirm(token: string): Promise<NewsletterStatus> {
      const link = await links.use(token, 'newsletter');
      const row = link ? await repo.byEmail(link.email) : undefined;
      if (!row || row.status === 'unsubscribed') throw new HttpError(422, 'error-link-invalid', ACCOUNT_MESSAGES['error-link-invalid']);
      await repo.setStatus(row.id, 'subscribed', now());
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
