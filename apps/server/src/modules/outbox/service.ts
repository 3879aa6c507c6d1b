import { randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import { HTTP_ERROR_CODES, maskPhone, type Locale, type OutboxRecord, type OutboxRetryResponse } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { MessageContent, MessageValue } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { SmsSender } from '../../providers/sms.ts';
import type { Contact, ContactsLookup, Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { OutboxRepository, OutboxRow } from './repository.ts';

/** A message to a member, as a service writes it in the transaction of its change. */
export interface OutboxMessage extends MessageContent {
  userId: number;
  /** What it is about (banner-approved, order-paid…): the admin's record names it. */
  kind: string;
  /** E-mail unless said. */
  channel?: 'email' | 'sms';
  /**
   * The message's identity: writing the same key again (a transaction run twice, say) adds
   * nothing. A fresh one when the cause has no identity of its own.
   */
  key?: string;
}

/** How a delivery is tried again: `attempts` in all, waiting `delaySeconds`, doubled after each failure. */
export const OUTBOX_RETRY = { attempts: 6, delaySeconds: 60 } as const;
/** A delivery holds its message this long; if its process dies, another takes it after that. */
const CLAIM_MS = 5 * 60_000;
/** Messages one pass of the job takes. */
const BATCH = 50;
/** How long delivered and failed messages are kept (the admin's record, a member's complaint). */
const KEPT_DAYS = 30;
/** Failed messages the admin's record lists. */
const LATEST_FAILURES = 10;

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
/** Cents as US dollars in the reader's language ($12.50 / 12,50 $), as the web shows them. */
function money(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: 'USD' })));
  return format.format(cents / 100);
}

function resolve(value: MessageValue, t: TFunction, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('money' in value) return money(value.money, locale);
  if ('join' in value) return value.join.map((part) => resolve(part, t, locale)).join(value.separator ?? '\n');
  return t(value.t, { ...resolveAll(value.values ?? {}, t, locale), ...(value.default === undefined ? {} : { defaultValue: value.default }) });
}

const resolveAll = (values: Record<string, MessageValue>, t: TFunction, locale: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, resolve(value, t, locale)]));

/** The text of a message in the member's language of now; `name` is theirs unless the message gives one. */
export function composeMessage(content: MessageContent, to: Pick<Contact, 'firstName' | 'email' | 'locale'>): { subject: string; text: string } {
  const t = translator(to.locale);
  const values = { name: to.firstName || to.email || '', ...resolveAll(content.values, t, to.locale) };
  return { subject: content.subject ? t(content.subject, values) : '', text: t(content.body, values) };
}

/** a•••@example.com: enough for an admin to tell whose mail it is without reading the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}•••${email.slice(at)}` : '•••';
}

/** Where a message would go now (masked), or null when the member has no proven address for its channel. */
const maskedAddress = (channel: OutboxRow['channel'], to: Contact | undefined): string | null => {
  if (!to || to.deleted) return null;
  if (channel === 'sms') return to.phone ? maskPhone(to.phone) : null;
  return to.email ? maskEmail(to.email) : null;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The outbox (decision 047): e-mails and SMS that follow a change are written in the change's
 * transaction (`enqueue`) and delivered after it has committed, at once (`deliver`) and by the
 * job queue (`drain`, every minute), which tries a failed one again with back-off until
 * OUTBOX_RETRY runs out, then keeps it as failed for the admin. A message is delivered once: a
 * delivery claims it first, so a second run finds it taken or done. Composed at delivery, in the
 * member's language of that moment; an e-mail goes only to a confirmed address, an SMS only to a
 * verified phone (decision 042), otherwise it is skipped (the bell's notice was written anyway).
 */
export function createOutbox(deps: {
  repo: OutboxRepository;
  contacts: ContactsLookup;
  mailer: Mailer;
  sms: SmsSender;
  /** The admin's "retry now" is audited in its transaction (issue #27); an outbox made without it offers no retry. */
  audit?: Pick<AuditService, 'record'>;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, contacts, mailer, sms, audit, now = () => new Date(), log = () => undefined } = deps;

  async function send(row: OutboxRow, to: Contact | undefined): Promise<'sent' | 'skipped'> {
    if (!to || to.deleted) return 'skipped';
    const { subject, text } = composeMessage(row.content, to);
    const t = translator(to.locale);
    if (row.channel === 'sms') {
      if (!to.phone) return 'skipped';
      await sms.send({ to: to.phone, body: text });
      return 'sent';
    }
    if (!to.email) return 'skipped';
    await mailer.send({ to: to.email, subject, text: `${text}\n\n— ${t('emails:signature')}` });
    return 'sent';
  }

  /** Delivers what it could claim; a failure is recorded on its message (and retried later), not thrown. */
  async function deliverClaimed(rows: readonly OutboxRow[]): Promise<{ sent: number; skipped: number; failed: number }> {
    const tally = { sent: 0, skipped: 0, failed: 0 };
    if (rows.length === 0) return tally;
    const people = await contacts([...new Set(rows.map((row) => row.userId))]);
    for (const row of rows) {
      try {
        const outcome = await send(row, people.get(row.userId));
        await repo.delivered(row.id, outcome, now());
        tally[outcome] += 1;
      } catch (error) {
        tally.failed += 1;
        const last = row.attempts >= OUTBOX_RETRY.attempts;
        const retryAt = last ? null : new Date(now().getTime() + OUTBOX_RETRY.delaySeconds * 1000 * 2 ** (row.attempts - 1));
        await repo.attemptFailed(row.id, errorText(error), now(), retryAt);
        log(`delivering ${row.channel} message ${row.id} (${row.kind}) failed${last ? ' for good' : ''}`, error);
      }
    }
    return tally;
  }

  const claim = (ids?: readonly number[]) => {
    const at = now();
    return repo.claim({ ...(ids ? { ids } : {}), at, until: new Date(at.getTime() + CLAIM_MS), limit: ids ? ids.length : BATCH });
  };

  return {
    /** Writes the messages in the caller's transaction; their ids, for `deliver` once it has committed. */
    enqueue(tx: Db, messages: readonly OutboxMessage[]): Promise<number[]> {
      const at = now();
      return repo.insert(
        tx,
        messages.map(({ key, userId, kind, channel = 'email', subject, body, values }) => ({
          key: key ?? `${kind}:${randomUUID()}`,
          userId,
          channel,
          kind,
          content: { ...(subject ? { subject } : {}), body, values },
          createdAt: at,
        })),
      );
    },

    /**
     * After the commit: tries these messages now, so mail is not a minute late. Never throws: what
     * fails here is tried again by the job.
     */
    async deliver(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      try {
        await deliverClaimed(await claim(ids));
      } catch (error) {
        log('delivering messages after a commit failed; the job queue will', error);
      }
    },

    /** One pass of the job: every message due, in batches, until none is left. */
    async drain(): Promise<{ sent: number; skipped: number; failed: number }> {
      const total = { sent: 0, skipped: 0, failed: 0 };
      for (;;) {
        const rows = await claim();
        const tally = await deliverClaimed(rows);
        total.sent += tally.sent;
        total.skipped += tally.skipped;
        total.failed += tally.failed;
        if (rows.length < BATCH) return total;
      }
    },

    /** Forgets messages delivered, or failed for good, more than KEPT_DAYS ago (the pruning job). */
    prune: () => repo.prune(new Date(now().getTime() - KEPT_DAYS * 86_400_000)),

    /** What the admin sees (GET /api/admin/jobs): how many wait, how many failed for good, the latest of those, and those being tried again. */
    async record(): Promise<OutboxRecord> {
      const { waiting, failed, failures, retrying } = await repo.record(LATEST_FAILURES);
      const people = await contacts([...new Set([...failures, ...retrying].map((row) => row.userId))]);
      const common = (row: OutboxRow) => ({
        id: row.id,
        kind: row.kind,
        channel: row.channel,
        userId: row.userId,
        to: maskedAddress(row.channel, people.get(row.userId)),
        attempts: row.attempts,
        error: row.lastError,
        createdAt: row.createdAt.toISOString(),
      });
      return {
        waiting,
        failed,
        failures: failures.map((row) => ({ ...common(row), failedAt: (row.failedAt ?? row.createdAt).toISOString() })),
        retrying: retrying.map((row) => ({ ...common(row), nextAttemptAt: row.nextAttemptAt.toISOString() })),
      };
    },

    /**
     * The admin's "retry now": one more attempt at once, for a message that failed for good or
     * waits for its back-off. It goes through the same claim as every delivery, so a message
     * another delivery holds is not sent twice (`busy`). 404 for no message, 409 for one delivered.
     */
    async retryNow(id: number, by: Viewer): Promise<OutboxRetryResponse> {
      if (!audit) throw new Error('this outbox was made without the audit log: it offers no retry');
      await repo.transaction(async (tx) => {
        const found = await repo.makeDue(tx, id, now());
        if (!found) throw new HttpError(404, HTTP_ERROR_CODES.notFound, 'No such message.');
        if (!found.due) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The message was delivered already.');
        const { before } = found;
        await audit.record(tx, {
          by,
          action: 'outbox.retry',
          subject: { kind: 'outbox', id },
          before: { state: before.failedAt ? 'failed' : 'retrying', attempts: before.attempts, error: before.lastError?.slice(0, 200) ?? null },
          after: { state: 'due' },
        });
      });
      const claimed = await claim([id]);
      if (claimed.length === 0) return { id, result: 'busy', error: null };
      await deliverClaimed(claimed);
      const after = (await repo.find(id))!;
      const result = after.outcome ?? (after.failedAt ? 'failed' : 'retrying');
      return { id, result, error: after.deliveredAt ? null : after.lastError };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
/** What a service needs of the outbox: write in its transaction, deliver after its commit. */
export type MessageQueue = Pick<Outbox, 'enqueue' | 'deliver'>;
/** What the admin's record reads of it, and its "retry now". */
export type OutboxReader = Pick<Outbox, 'record' | 'retryNow'>;
