import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSmsSender, outboxSms, readSmsOutbox, twilioSms } from './sms.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gazeta-sms-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A local stand-in for one HTTP API, recording what it was sent. */
async function fakeApi(handle: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, body, res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('outboxSms', () => {
  it('writes one JSON file per message and reads them back oldest first', async () => {
    const dir = path.join(root, 'nested', 'sms');
    const lines: string[] = [];
    const sms = outboxSms({ dir, log: (line) => lines.push(line) });
    for (let i = 1; i <= 5; i += 1) await sms.send({ to: '+12345678900', body: `Код ${i}: 12345${i}` });
    await sms.send({ to: '+13125550100', body: 'last' });

    const messages = await readSmsOutbox(dir);
    expect(messages.map((m) => m.body)).toEqual(['Код 1: 123451', 'Код 2: 123452', 'Код 3: 123453', 'Код 4: 123454', 'Код 5: 123455', 'last']);
    expect(messages[5]).toMatchObject({ to: '+13125550100' });
    expect(Date.parse(messages[0]!.sent_at)).not.toBeNaN();
    expect(lines[0]).toBe('SMS to +12345678900: Код 1: 123451');

    const names = await readdir(dir);
    expect(names).toHaveLength(6);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]+\.json$/);
    // No temporary file is left where a reader would see it.
    expect((await readdir(path.dirname(dir))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readSmsOutbox(path.join(root, 'missing'))).toEqual([]);
  });
});

describe('twilioSms', () => {
  const accountSid = 'AC0123456789abcdef0123456789abcdef';
  const authToken = 'secret-auth-token-42';

  it('posts the form to the Messages resource with basic auth', async () => {
    const seen: { method?: string; url?: string; authorization?: string; type?: string; form?: URLSearchParams } = {};
    const api = await fakeApi((req, body, res) => {
      Object.assign(seen, {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        type: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', status: 'queued' }));
    });
    try {
      await twilioSms({ accountSid, authToken, from: '+13125550100', apiUrl: `${api.url}/` }).send({
        to: '+12345678900',
        body: 'Ваш код: 123456',
      });
    } finally {
      await api.close();
    }
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(seen.authorization).toBe(`Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`);
    expect(seen.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(seen.form!)).toEqual({ To: '+12345678900', From: '+13125550100', Body: 'Ваш код: 123456' });
  });

  it('rejects on a failure status without the token in the error', async () => {
    const api = await fakeApi((_req, _body, res) => {
      // A hostile or buggy server echoing the credentials must not get them into our logs.
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code: 20003, message: `Authenticate (token ${authToken})`, status: 401 }));
    });
    try {
      const sending = twilioSms({ accountSid, authToken, from: '+13125550100', apiUrl: api.url }).send({ to: '+12345678900', body: 'x' });
      const error = await sending.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/401/);
      expect((error as Error).message).toMatch(/20003/);
      expect((error as Error).message).not.toContain(authToken);
    } finally {
      await api.close();
    }
  });
});

describe('createSmsSender', () => {
  it('writes to the outbox under the data directory by default', async () => {
    const config = loadConfig({ PAYMENTS_PROVIDER: 'sandbox', DATA_DIR: root });
    await createSmsSender(config, () => undefined).send({ to: '+12345678900', body: 'hello' });
    expect(await readSmsOutbox(path.join(root, 'outbox', 'sms'))).toMatchObject([{ to: '+12345678900', body: 'hello' }]);
  });

  it('names the missing Twilio variables when Twilio is chosen without them', () => {
    const config = loadConfig({ PAYMENTS_PROVIDER: 'sandbox', DATA_DIR: root, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' });
    expect(() => createSmsSender(config, () => undefined)).toThrow('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM to be set');
  });

  it('builds the Twilio sender when every variable is set', () => {
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'sandbox',
      DATA_DIR: root,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+13125550100',
    });
    expect(createSmsSender(config, () => undefined)).toHaveProperty('send');
  });
});
