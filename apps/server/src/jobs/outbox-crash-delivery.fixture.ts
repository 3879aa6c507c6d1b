/**
 * A delivery that dies mid-way, for the outbox's crash test (jobs/outbox-crash.test.ts). Run as a
 * script on a PostgreSQL database, it delivers the given messages through an outbox whose mailer
 * never answers: the messages are claimed (their attempt counted, their claim written), it says
 * `claimed` on stdout and hangs in the send, so that the test can kill it (SIGKILL) before it
 * sends or marks anything delivered.
 */
import { openDatabase } from '../db/client.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createOutboxRepository } from '../modules/outbox/repository.ts';
import { createOutbox } from '../modules/outbox/service.ts';

const url = process.env['CRASH_DATABASE_URL'];
const ids = (process.env['CRASH_MESSAGE_IDS'] ?? '').split(',').map(Number);
const database = await openDatabase({ url });
const outbox = createOutbox({
  repo: createOutboxRepository(database.db),
  contacts: (userIds) => createAccountsRepository(database.db).contacts(userIds),
  mailer: {
    send: () => {
      process.stdout.write('claimed\n');
      return new Promise<never>(() => undefined);
    },
  },
  sms: { send: () => Promise.reject(new Error('this delivery sends e-mail only')) },
});
await outbox.deliver(ids);
