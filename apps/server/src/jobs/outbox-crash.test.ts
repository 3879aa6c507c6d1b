import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index.ts';
import { outboxMailer, readMailOutbox } from '../providers/mail.ts';
import { outboxSms } from '../providers/sms.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { newMember } from '../test/feed.ts';
import { killWhenClaimed } from '../test/kill-when-claimed.ts';
import { createOutboxRepository } from '../modules/outbox/repository.ts';
import { createOutbox } from '../modules/outbox/service.ts';

/**
 * Decision 047's "once": a delivery whose process is killed (SIGKILL, a child process) after it
 * claimed a message and before it sent it leaves the message claimed; once the claim has run out
 * (five minutes), the next delivery takes it and sends it, and it is sent exactly once. On
 * PostgreSQL only: one process holds a PGlite database, so no second process can claim.
 */
let t: TestApp;
/** Where the later delivery's mailer writes each mail it sends (a file each), to count them. */
let laterMail: string;

beforeAll(async () => {
  t = await createTestApp();
  laterMail = await mkdtemp(path.join(tmpdir(), 'gazeta-crash-mail-'));
});
afterAll(async () => {
  await t?.close();
  if (laterMail) await rm(laterMail, { recursive: true, force: true });
});

const CLAIM_MINUTES = 5;

describe('a delivery of the outbox killed mid-way', () => {
  it.skipIf(!process.env['DATABASE_URL'])('PostgreSQL: the message it claimed is delivered once, by the next delivery after its claim runs out', async () => {
    const member = await newMember(t);
    // Written by the app's own outbox, and not delivered yet (as if the commit's own try never ran).
    const [id] = await t.database.db.transaction((tx) =>
      t.app.services.outbox.enqueue(tx, [
        { userId: member.id, kind: 'banner-approved', subject: 'emails:bannerApproved.subject', body: 'emails:bannerApproved.body', values: { title: 'Crash', starts: '2027-01-04', ends: '2027-01-17', link: 'http://gazeta.test/profile/banners' } },
      ]),
    );

    await killWhenClaimed(new URL('./outbox-crash-delivery.fixture.ts', import.meta.url), { CRASH_DATABASE_URL: t.databaseUrl, CRASH_MESSAGE_IDS: String(id) });

    const [held] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    expect(held).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(held!.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Every send, by the app's mailer or the later delivery's.
    const mails = async () => [...(await t.outbox.mail()), ...(await readMailOutbox(laterMail))].filter((mail) => mail.to === member.user.email);

    // The app's deliveries, now: the dead process's claim still holds the message.
    await t.app.services.outbox.deliver([id!]);
    await t.app.services.outbox.drain();
    expect(await mails()).toEqual([]);

    // After the claim has run out, the job's next pass (a clock past it) sends it; passes after that find it done.
    const afterClaim = new Date(held!.claimedUntil!.getTime() + 1000);
    expect(afterClaim.getTime() - Date.now()).toBeLessThanOrEqual(CLAIM_MINUTES * 60_000 + 1000);
    const later = createOutbox({
      repo: createOutboxRepository(t.database.db),
      contacts: t.app.services.accounts.contacts,
      mailer: outboxMailer({ dir: laterMail, from: 'gazeta@example.com' }),
      sms: outboxSms({ dir: path.join(laterMail, 'sms') }),
      now: () => afterClaim,
    });
    await Promise.all([later.drain(), later.drain()]);
    await later.deliver([id!]);
    await t.app.services.outbox.drain();
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Ваш баннер «Crash» одобрен']);
    const [done] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
    expect(done).toMatchObject({ outcome: 'sent', attempts: 2, claimedUntil: null, lastError: null });
  }, 60_000);
});
