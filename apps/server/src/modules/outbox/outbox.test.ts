import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueuesResponse, OutboxRetryResponse } from '@gazeta/contract';
import { outboxMessages, users } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from '../../providers/mail.ts';
import type { SmsMessage } from '../../providers/sms.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff } from '../../test/factories.ts';
import { client, newMember } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { createOutboxRepository } from './repository.ts';
import { createOutbox, maskEmail, OUTBOX_RETRY, type OutboxMessage } from './service.ts';

let t: TestApp;
let clock: Date;
let sent: MailMessage[];
let texts: SmsMessage[];
/** How many sends fail before they work again (Infinity: every one). */
let failing: number;

const mailer: Mailer = {
  async send(message) {
    if (failing > 0) {
      failing -= 1;
      throw new Error('the mail server said 451: try again later');
    }
    sent.push(message);
  },
};

/** An outbox over the test's database, with a mailer that fails when told and a clock the test moves. */
const outbox = () =>
  createOutbox({
    repo: createOutboxRepository(t.database.db),
    contacts: t.app.services.accounts.contacts,
    mailer,
    sms: {
      async send(message) {
        if (failing > 0) {
          failing -= 1;
          throw new Error('the SMS gateway is away');
        }
        texts.push(message);
      },
    },
    now: () => clock,
  });

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const approval = (userId: number, title: string): OutboxMessage => ({
  userId,
  kind: 'banner-approved',
  subject: 'emails:bannerApproved.subject',
  body: 'emails:bannerApproved.body',
  values: { title, starts: '2027-01-04', ends: '2027-01-17', link: 'http://gazeta.test/profile/banners' },
});

/** Writes messages in a transaction of their own that commits: their ids. */
const committed = (box: ReturnType<typeof outbox>, messages: OutboxMessage[]) => t.database.db.transaction((tx) => box.enqueue(tx, messages));

const rowOf = async (id: number) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = new Date('2027-01-04T15:00:00Z');
  sent = [];
  texts = [];
  failing = 0;
});

describe('the outbox (decision 047)', () => {
  it('sends nothing of a transaction that rolled back', async () => {
    const box = outbox();
    const member = await newMember(t);
    const rolledBack = new Error('the change failed after its mail was written');
    let ids: number[] = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        ids = await box.enqueue(tx, [{ ...approval(member.id, 'Rolled back'), key: `rolled-back-${member.id}` }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(ids).toHaveLength(1);
    await box.deliver(ids);
    later(3600);
    await box.drain();
    expect(sent).toEqual([]);
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.key, `rolled-back-${member.id}`))).toEqual([]);
  });

  it('delivers a committed message once, however often it is delivered, even at the same moment', async () => {
    const box = outbox();
    const member = await newMember(t);
    const [id] = await committed(box, [{ ...approval(member.id, 'Once'), key: `once-${member.id}` }]);
    // The same cause written again (a transaction run twice) is the same message.
    expect(await committed(box, [{ ...approval(member.id, 'Once'), key: `once-${member.id}` }])).toEqual([]);
    await Promise.all([box.deliver([id!]), box.deliver([id!]), box.drain()]);
    await box.deliver([id!]);
    later(3600);
    await box.drain();
    expect(sent.map((mail) => mail.to)).toEqual([member.user.email]);
    expect(sent[0]!.subject).toBe('Ваш баннер «Once» одобрен');
    expect(sent[0]!.text).toContain('Здравствуйте, Tester!');
    expect(await rowOf(id!)).toMatchObject({ outcome: 'sent', attempts: 1, lastError: null, failedAt: null });
  });

  it('tries a message again with back-off when the provider fails, and delivers it once when it works', async () => {
    const box = outbox();
    const member = await newMember(t);
    failing = 2;
    const [id] = await committed(box, [approval(member.id, 'Third time')]);
    await box.deliver([id!]);
    expect(await rowOf(id!)).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'the mail server said 451: try again later' });
    // Not due before its back-off has passed.
    await box.drain();
    expect((await rowOf(id!)).attempts).toBe(1);
    later(OUTBOX_RETRY.delaySeconds);
    await box.drain();
    expect(await rowOf(id!)).toMatchObject({ attempts: 2, deliveredAt: null });
    // The wait doubles.
    later(OUTBOX_RETRY.delaySeconds);
    await box.drain();
    expect((await rowOf(id!)).attempts).toBe(2);
    later(OUTBOX_RETRY.delaySeconds);
    await box.drain();
    await box.drain();
    expect(sent.map((mail) => mail.subject)).toEqual(['Ваш баннер «Third time» одобрен']);
    expect(await rowOf(id!)).toMatchObject({ attempts: 3, outcome: 'sent', lastError: null });
  });

  it('writes in the member’s language at delivery, and only to a confirmed address or a verified phone', async () => {
    const box = outbox();
    const member = await newMember(t);
    const unconfirmed = await newMember(t, { emailVerified: false, phoneVerified: false });
    const [mail, text, unproven, unprovenText] = await committed(box, [
      approval(member.id, 'In English'),
      { userId: member.id, kind: 'reminder', channel: 'sms', body: 'placing:emails.reminder.sms', values: { title: 'Sofa', date: '2027-01-10', link: 'http://gazeta.test/p' } },
      approval(unconfirmed.id, 'Nobody reads this'),
      { userId: unconfirmed.id, kind: 'reminder', channel: 'sms', body: 'placing:emails.reminder.sms', values: { title: 'Sofa', date: '2027-01-10', link: 'http://gazeta.test/p' } },
    ]);
    // The member switched to English after the change, before the mail went.
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, member.id));
    await box.deliver([mail!, text!, unproven!, unprovenText!]);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[member.user.email, 'Your banner “In English” is approved']]);
    expect(sent[0]!.text).toMatch(/^Hello, Tester!/);
    expect(sent[0]!.text).toMatch(/— Gazeta/);
    expect(texts.map((m) => m.to)).toEqual([member.user.phone]);
    expect(texts[0]!.body).toContain('Sofa');
    expect(await rowOf(unproven!)).toMatchObject({ outcome: 'skipped' });
    expect(await rowOf(unprovenText!)).toMatchObject({ outcome: 'skipped' });
  });

  it('forgets delivered messages after 30 days and keeps those still being tried', async () => {
    const box = outbox();
    const member = await newMember(t);
    const [done] = await committed(box, [approval(member.id, 'Old news')]);
    await box.deliver([done!]);
    failing = 1;
    const [waiting] = await committed(box, [approval(member.id, 'Still trying')]);
    await box.deliver([waiting!]);
    later(29 * 86_400);
    await box.prune();
    expect((await rowOf(done!)).outcome).toBe('sent');
    later(2 * 86_400);
    await box.prune();
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, done!))).toEqual([]);
    expect((await rowOf(waiting!)).deliveredAt).toBeNull();
  });

  it('keeps a message that failed every attempt as failed, and the admin sees it in the job queue’s record', async () => {
    const box = outbox();
    const member = await newMember(t);
    failing = Infinity;
    const [id] = await committed(box, [approval(member.id, 'Never')]);
    await box.deliver([id!]);
    for (let attempt = 1; attempt < OUTBOX_RETRY.attempts; attempt += 1) {
      later(OUTBOX_RETRY.delaySeconds * 2 ** (attempt - 1));
      await box.drain();
    }
    const failedAt = clock;
    expect(await rowOf(id!)).toMatchObject({ attempts: OUTBOX_RETRY.attempts, deliveredAt: null, failedAt });
    // Failed for good: not tried again.
    later(24 * 3600);
    await box.drain();
    expect((await rowOf(id!)).attempts).toBe(OUTBOX_RETRY.attempts);
    expect(sent).toEqual([]);

    const admin = await staff(t, 'admin');
    const res = await client(t).get('/api/admin/jobs', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { outbox: record } = body<JobQueuesResponse>(res);
    expect(record.failed).toBeGreaterThanOrEqual(1);
    expect(record.failures.find((failure) => failure.id === id)).toEqual({
      id,
      kind: 'banner-approved',
      channel: 'email',
      userId: member.id,
      // Masked: the admin tells whose mail it is without reading the address.
      to: 'm•••@example.com',
      attempts: OUTBOX_RETRY.attempts,
      error: 'the mail server said 451: try again later',
      createdAt: new Date('2027-01-04T15:00:00Z').toISOString(),
      failedAt: failedAt.toISOString(),
    });
  });

  it('lists the messages still being tried, soonest first, with their error, next try and masked address', async () => {
    const box = outbox();
    const member = await newMember(t);
    failing = 2;
    const [mail, text] = await committed(box, [
      approval(member.id, 'Soon again'),
      { userId: member.id, kind: 'reminder', channel: 'sms', body: 'placing:emails.reminder.sms', values: { title: 'Sofa', date: '2027-01-10', link: 'http://gazeta.test/p' } },
    ]);
    await box.deliver([mail!, text!]);
    const { retrying } = await box.record();
    const mine = retrying.filter((row) => row.userId === member.id);
    expect(mine.map((row) => [row.id, row.channel, row.to, row.attempts, row.error, row.nextAttemptAt])).toEqual([
      [mail, 'email', 'm•••@example.com', 1, 'the mail server said 451: try again later', new Date(clock.getTime() + OUTBOX_RETRY.delaySeconds * 1000).toISOString()],
      [text, 'sms', `+1 ••• ••• ${member.user.phone!.slice(-4, -2)} ${member.user.phone!.slice(-2)}`, 1, 'the SMS gateway is away', new Date(clock.getTime() + OUTBOX_RETRY.delaySeconds * 1000).toISOString()],
    ]);
    // Once delivered it leaves the list.
    later(OUTBOX_RETRY.delaySeconds);
    await box.drain();
    expect((await box.record()).retrying.filter((row) => row.userId === member.id)).toEqual([]);
  });

  it('masks an address to its first letter and its domain', () => {
    expect(maskEmail('anna.petrova@example.com')).toBe('a•••@example.com');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });
});

describe('POST /api/admin/outbox/{id}/retry: the admin\'s "retry now"', () => {
  /** A message of the app's own outbox that failed for good (every attempt spent), as the job leaves it. */
  async function failedForGood(userId: number): Promise<number> {
    const [id] = await t.database.db.transaction((tx) => t.app.services.outbox.enqueue(tx, [approval(userId, 'Retry me')]));
    await t.database.db
      .update(outboxMessages)
      .set({ attempts: OUTBOX_RETRY.attempts, lastError: 'the mail server said 451: try again later', failedAt: new Date() })
      .where(eq(outboxMessages.id, id!));
    return id!;
  }
  const mailsTo = async (email: string) => (await t.outbox.mail()).filter((mail) => mail.to === email);

  it('needs a session (401) and the admin role (403 for a reader and a moderator); sends nothing then', async () => {
    const member = await newMember(t);
    const id = await failedForGood(member.id);
    const c = client(t);
    expectError(await c.post(`/api/admin/outbox/${id}/retry`), 401, 'notification-auth-error');
    expectError(await c.post(`/api/admin/outbox/${id}/retry`, member.cookie), 403, 'error-forbidden');
    expectError(await c.post(`/api/admin/outbox/${id}/retry`, await staff(t, 'moderator')), 403, 'error-forbidden');
    expect(await mailsTo(member.user.email!)).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ attempts: OUTBOX_RETRY.attempts, deliveredAt: null });
    expect((await rowOf(id)).failedAt).not.toBeNull();
    expect(await t.app.services.audit.list({ subjectKind: 'outbox', subjectId: String(id) }, 5)).toEqual([]);
  });

  it('sends a failed message once at once; a second retry is refused (409); no such message, or no id, is 404', async () => {
    const member = await newMember(t);
    const id = await failedForGood(member.id);
    const admin = await staff(t, 'admin');
    const c = client(t);
    const res = await c.post(`/api/admin/outbox/${id}/retry`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<OutboxRetryResponse>(res)).toEqual({ id, result: 'sent', error: null });
    expect((await mailsTo(member.user.email!)).map((mail) => mail.subject)).toEqual(['Ваш баннер «Retry me» одобрен']);
    expect(await rowOf(id)).toMatchObject({ outcome: 'sent', failedAt: null, lastError: null, attempts: OUTBOX_RETRY.attempts + 1 });
    // Gone from the record's failures.
    const record = body<JobQueuesResponse>(await c.get('/api/admin/jobs', admin)).outbox;
    expect(record.failures.some((failure) => failure.id === id)).toBe(false);

    expectError(await c.post(`/api/admin/outbox/${id}/retry`, admin), 409, 'error-conflict');
    expect(await mailsTo(member.user.email!)).toHaveLength(1);
    // Audited in the retry's transaction (issue #27); the refused second one left nothing.
    expect(await t.app.services.audit.list({ subjectKind: 'outbox', subjectId: String(id) }, 5)).toMatchObject([
      { action: 'outbox.retry', actor: { role: 'admin' }, before: { state: 'failed', attempts: OUTBOX_RETRY.attempts, error: 'the mail server said 451: try again later' }, after: { state: 'due' } },
    ]);
    expectError(await c.post('/api/admin/outbox/2147483647/retry', admin), 404, 'error-not-found');
    expectError(await c.post('/api/admin/outbox/abc/retry', admin), 404, 'error-not-found');
  });

  it('leaves a message another delivery holds to that delivery (busy), and sends nothing', async () => {
    const member = await newMember(t);
    const id = await failedForGood(member.id);
    await t.database.db.update(outboxMessages).set({ failedAt: null, nextAttemptAt: new Date() }).where(eq(outboxMessages.id, id));
    const held = await createOutboxRepository(t.database.db).claim({ ids: [id], at: new Date(), until: new Date(Date.now() + 60_000), limit: 1 });
    expect(held.map((row) => row.id)).toEqual([id]);
    const admin = await staff(t, 'admin');
    const res = await client(t).post(`/api/admin/outbox/${id}/retry`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<OutboxRetryResponse>(res)).toEqual({ id, result: 'busy', error: null });
    expect(await mailsTo(member.user.email!)).toEqual([]);
  });
});
