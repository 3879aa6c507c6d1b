import { request } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterStatus, ViewerCounts } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../test/app.ts';
import { client, multipart, newMember, pngFile, type Client } from '../test/feed.ts';
import { body, expectError } from '../test/http.ts';

/**
 * Multipart only where files go (decision 013): the routes that take a form take it within its
 * limits; every other route refuses one with 415 before it reads the body.
 */

let t: TestApp;
let c: Client;
let member: Awaited<ReturnType<typeof newMember>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  member = await newMember(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** The routes spec §7 sends a multipart form to, and the classified form (pictures, issue #14); no other route takes one. */
const FORM_ROUTES = new Set(['POST /api/forum/posts', 'POST /api/forum/posts/{id}', 'POST /api/subscription/subscribe', 'POST /api/classifieds', 'PATCH /api/classifieds/{id}', 'POST /api/businesses', 'PATCH /api/businesses/{id}', 'POST /api/events', 'PATCH /api/events/{id}', 'POST /api/banners', 'PATCH /api/banners/{id}', 'POST /api/social-requests', 'POST /api/display-ads', 'POST /api/newsroom/print/issues/{id}/publish']);

const MB = 1024 * 1024;

/** A multipart body of one file of `bytes` bytes. */
const bigForm = (bytes: number) => multipart([['file', { data: Buffer.alloc(bytes, 1), filename: 'big.bin', type: 'application/octet-stream' }]]);

const viewerCounts = async () => body<ViewerCounts>(await c.post('/api/viewers/get', undefined, {}));

/**
 * Sends a request over a real socket: the head and only `sent` bytes of the body it declares,
 * and reads what comes back until the server closes the connection (or 5 s pass).
 */
function halfSent(head: string, sent: number): Promise<{ text: string; closed: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish(false), 5000);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => finish(true));
    socket.on('error', (error) => (text ? finish(true) : reject(error)));
    socket.write(head.replaceAll('\n', '\r\n') + '\r\n' + 'x'.repeat(sent));
  });
}

describe('multipart on a route that takes no file', () => {
  it('a 36 MB form to /api/viewers/get is refused with 415 at once, and nothing changes', async () => {
    const before = await viewerCounts();
    const { payload, headers } = bigForm(36 * MB);
    const started = performance.now();
    for (const url of ['/api/viewers/get', '/api/viewers/send']) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(expectError(res, 415, 'error-unsupported-media-type').message).toBe('Unsupported content type.');
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await viewerCounts()).toEqual(before);
  });

  it('answers 415 before the body has arrived, and closes the connection instead of reading it', async () => {
    const res = await halfSent(
      `POST /api/viewers/get HTTP/1.1
Host: 127.0.0.1
Content-Type: multipart/form-data; boundary=x
Content-Length: ${36 * MB}
`,
      64 * 1024,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 415 /);
    expect(res.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(2000);
  });

  it('is refused by every route of the API but the forms of spec §7', async () => {
    const doc = body<{ paths: Record<string, Record<string, unknown>> }>(await c.get('/api/openapi.json'));
    const { payload, headers } = multipart([['name', 'value']]);
    // Its own member: were a route to take the form, it could sign them out.
    const caller = await newMember(t);
    const refused: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))) {
        const route = `${method.toUpperCase()} ${path}`;
        if (FORM_ROUTES.has(route)) continue;
        const url = path.replaceAll(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({ method: method.toUpperCase() as 'POST', url, payload, headers: { ...headers, cookie: caller.cookie } });
        // A route may refuse the caller first (staff only): that too is before the body.
        expect([401, 403, 415], `${route}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 415) refused.push(route);
      }
    }
    expect(refused).toEqual(expect.arrayContaining(['POST /api/viewers/get', 'POST /api/viewers/send', 'POST /api/auth/login', 'POST /api/forum/posts/{id}/comments']));
    expect(refused.length).toBeGreaterThan(20);
  });

  it('still takes JSON and urlencoded bodies there', async () => {
    expect((await c.post('/api/viewers/get', undefined, {})).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * Posts a form over a real socket in two chunks, a moment apart, as a slow client does: the
 * answer, and any error of the socket until it closes (EPIPE, ECONNRESET), even after an answer.
 */
function postInTwoChunks(path: string, form: { payload: Buffer; headers: Record<string, string> }): Promise<string> {
  return new Promise((resolve) => {
    let answer = 'no answer';
    let error = '';
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { ...form.headers, 'content-length': String(form.payload.length) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => (answer = `${res.statusCode} ${(JSON.parse(text) as { code: string }).code}`));
      res.on('error', (e: NodeJS.ErrnoException) => (error ||= e.code ?? e.message));
    });
    req.on('error', (e: NodeJS.ErrnoException) => (error ||= e.code ?? e.message));
    req.on('close', () => resolve(error ? `${answer}, then ${error}` : answer));
    const half = Math.floor(form.payload.length / 2);
    req.write(form.payload.subarray(0, half));
    void sleep(20).then(() => req.end(form.payload.subarray(half)));
  });
}

describe('the forms of spec §7', () => {
  it('a small form from a signed-out reader is answered "please sign in" every time, the body read, not reset', async () => {
    // A picture of half a megabyte: more than the sockets' buffers hold, well under what the form takes.
    const picture = { ...(await pngFile()), data: Buffer.concat([(await pngFile()).data, Buffer.alloc(512 * 1024)]) };
    const form = multipart([['title', 'Hello'], ['content', '<p>Some text of the post.</p>'], ['tags[0]', 'news'], ['images[0]', picture]]);
    const answers: string[] = [];
    for (let i = 0; i < 60; i += 1) answers.push(await postInTwoChunks('/api/forum/posts', form));
    expect(answers).toEqual(Array(60).fill('401 notification-auth-error'));
  });

  it('a form bigger than the route takes is refused from its Content-Length, before it is read', async () => {
    const res = await halfSent(
      `POST /api/forum/posts HTTP/1.1
Host: 127.0.0.1
Cookie: ${member.cookie}
Content-Type: multipart/form-data; boundary=x
Content-Length: ${40 * MB}
`,
      64 * 1024,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.text).toContain('"error-image-too-large"');
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(2000);
  });

  it('a form without a Content-Length (chunked) is refused with 411', async () => {
    const res = await halfSent(
      `POST /api/forum/posts HTTP/1.1
Host: 127.0.0.1
Cookie: ${member.cookie}
Content-Type: multipart/form-data; boundary=x
Transfer-Encoding: chunked
`,
      0,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 411 /);
  });

  it('the newsletter form takes its two text fields and no file', async () => {
    const email = 'uploads.newsletter@example.com';
    const file = await pngFile();
    const withFile = await c.form('/api/subscription/subscribe', member.cookie, [['name', 'Jonas'], ['email', email], ['photo', file]]);
    expectError(withFile, 413, 'error-payload-too-large');
    const big = await c.form('/api/subscription/subscribe', member.cookie, [['name', 'J'.repeat(20 * 1024)], ['email', email]]);
    expectError(big, 413, 'error-payload-too-large');
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = $1', [email]);
    expect(rows[0]!.n).toBe(0);
    const res = await c.form('/api/subscription/subscribe', member.cookie, [['name', 'Jonas'], ['email', email]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<NewsletterStatus>(res).status).toBe('pending');
  });
});
