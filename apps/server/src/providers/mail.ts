import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import PostalMime, { decodeWords, type Address } from 'postal-mime';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe, sent as given. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One message read back from the outbox. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every header, names lower-cased, values unfolded and decoded. */
  headers: Record<string, string>;
}

let lastStamp = 0;
/** ISO time plus a random suffix; the clock never repeats or goes back, so names sort in sending order. */
function outboxFileName(extension: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replaceAll(':', '-');
  return `${stamp}-${randomBytes(4).toString('hex')}${extension}`;
}

const options = (from: string, message: MailMessage): SendMailOptions => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html === undefined ? {} : { html: message.html }),
  ...(message.headers ? { headers: message.headers } : {}),
});

/**
 * Writes every message as an .eml file instead of sending it: development, tests and the
 * browser suite read links from there, and any mail client opens the files.
 */
export function outboxMailer(opts: { dir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      // Quoted-printable even for Cyrillic text (nodemailer would pick base64), so the links
      // in a file stay readable to a person and to a test that greps it.
      const info = await transport.sendMail({ ...options(opts.from, message), textEncoding: 'quoted-printable' });
      await mkdir(opts.dir, { recursive: true });
      const name = outboxFileName('.eml');
      // Written beside the folder and renamed in, so a reader polling it never sees half a file.
      const temp = path.join(path.dirname(opts.dir), `.${name}.tmp`);
      await writeFile(temp, info.message);
      await rename(temp, path.join(opts.dir, name));
    },
  };
}

const addresses = (list: Address[] | undefined): string =>
  (list ?? []).flatMap((entry) => (entry.group ? entry.group : [entry])).map((box) => box.address).join(', ');

/** The outbox's messages, oldest first. */
export async function readMailOutbox(dir: string): Promise<OutboxMail[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const email = await PostalMime.parse(await readFile(file));
      const headers: Record<string, string> = {};
      for (const header of email.headers) headers[header.key] ??= decodeWords(header.value);
      return { file, to: addresses(email.to), subject: email.subject ?? '', text: email.text ?? '', headers };
    }),
  );
}

/** Sends through an SMTP server, such as smtp://user:pass@mail.example:587 (STARTTLS when offered) or smtps://…:465. */
export function smtpMailer(opts: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.url);
  return {
    async send(message) {
      await transport.sendMail(options(opts.from, message));
    },
  };
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox. */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return outboxMailer({ dir: path.join(config.dataDir, 'outbox', 'mail'), from: config.MAIL_FROM });
}
