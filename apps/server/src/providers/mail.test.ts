import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailer, outboxMailer, readMailOutbox, smtpMailer } from './mail.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gazeta-mail-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const unsubscribe = {
  'List-Unsubscribe':
    '<http://localhost:3000/api/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz0123456789>, <mailto:unsubscribe@gazeta.local?subject=abcdefghijklmnop>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};
const link = 'http://localhost:3000/verify-email?token=Zm9vYmFyYmF6cXV4LWxvbmctdG9rZW4tdGV4dA';

describe('outboxMailer', () => {
  it('writes RFC 5322 files that read back in order, with UTF-8 text and the List-Unsubscribe headers', async () => {
    const dir = path.join(root, 'outbox', 'mail');
    const mailer = outboxMailer({ dir, from: 'Газета <no-reply@gazeta.local>' });
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'one' });
    await mailer.send({
      to: 'ivan@example.com',
      subject: 'Подтвердите адрес электронной почты — Газета',
      text: `Здравствуйте, Иван!\n\nЧтобы подтвердить адрес, перейдите по ссылке:\n${link}\n`,
      html: `<p>Здравствуйте, Иван!</p><p><a href="${link}">Подтвердить</a></p>`,
      headers: unsubscribe,
    });

    const [first, second] = await readMailOutbox(dir);
    expect(first).toMatchObject({ to: 'first@example.com', subject: 'First' });
    expect(first!.text.trim()).toBe('one');
    expect(second).toMatchObject({ to: 'ivan@example.com', subject: 'Подтвердите адрес электронной почты — Газета' });
    expect(second!.text).toContain('Здравствуйте, Иван!');
    expect(second!.text).toContain(link);
    expect(second!.headers['list-unsubscribe']).toBe(unsubscribe['List-Unsubscribe']);
    expect(second!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(second!.headers['from']).toBe('Газета <no-reply@gazeta.local>');
    expect(second!.file.startsWith(dir)).toBe(true);

    // A real message: CRLF line ends, MIME headers, and links a person can find in the raw file.
    const raw = await readFile(second!.file, 'latin1');
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Message-ID: <.+@gazeta\.local>\r$/m);
    expect(raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain(link);
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readMailOutbox(path.join(root, 'missing'))).toEqual([]);
  });
});

describe('smtpMailer', () => {
  it('delivers to an SMTP server with the recipient, subject and custom headers', async () => {
    const received: { from?: string; rcpt: string[]; email?: Email } = { rcpt: [] };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        received.from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        received.rcpt = session.envelope.rcptTo.map((address) => address.address);
        buffer(stream)
          .then((raw) => PostalMime.parse(raw))
          .then((email) => {
            received.email = email;
            callback();
          })
          .catch((err: unknown) => callback(err as Error));
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    try {
      await smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Gazeta <news@gazeta.example>' }).send({
        to: 'reader@example.com',
        subject: 'Новости недели',
        text: 'Текст письма',
        headers: unsubscribe,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received.from).toBe('news@gazeta.example');
    expect(received.rcpt).toEqual(['reader@example.com']);
    expect(received.email?.subject).toBe('Новости недели');
    expect(received.email?.text?.trim()).toBe('Текст письма');
    const header = (name: string) => received.email?.headers.find((h) => h.key === name)?.value;
    expect(header('list-unsubscribe')).toBe(unsubscribe['List-Unsubscribe']);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('createMailer', () => {
  it('writes to the outbox under the data directory when no SMTP_URL is set', async () => {
    const dataDir = path.join(root, 'data');
    await createMailer(loadConfig({ PAYMENTS_PROVIDER: 'sandbox', DATA_DIR: dataDir })).send({ to: 'a@example.com', subject: 'Hi', text: 'there' });
    const [mail] = await readMailOutbox(path.join(dataDir, 'outbox', 'mail'));
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Hi' });
    expect(mail!.headers['from']).toBe('Gazeta <no-reply@gazeta.local>');
  });
});
