import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueuesResponse } from '@gazeta/contract';
import { outboxMessages, users } from '../../db/schema/index.ts';
import type { MailMessage, Mailer } from '../../providers/mail.ts';
import type { SmsMessage } from '../../providers/sms.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff } from '../../test/factories.ts';
import { client, newMember } from '../../test/feed.ts';
import { body } from '../../test/http.ts';
import { createOutboxRepository } from './repository.ts';
import { createOutbox, OUTBOX_RETRY, type OutboxMessage } from './service.ts';

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
    sms: { send: async (message) => void texts.push(message) },
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
      attempts: OUTBOX_RETRY.attempts,
      error: 'the mail server said 451: try again later',
      createdAt: new Date('2027-01-04T15:00:00Z').toISOString(),
      failedAt: failedAt.toISOString(),
    });
  });
});
