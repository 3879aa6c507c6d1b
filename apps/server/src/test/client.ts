import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';

/** A form part: text, or a file with its name and declared type (which the server must not trust). */
export type Part = [name: string, value: string | { data: Buffer; filename: string; type: string }];

/** A multipart/form-data body as browsers send it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gazeta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`));
      chunks.push(value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A request helper bound to one app. */
export function client(t: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> | Buffer }),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  return {
    get: (url: string, cookie?: string) => send('GET', url, cookie),
    post: (url: string, cookie?: string, payload?: unknown) => send('POST', url, cookie, payload),
    patch: (url: string, cookie: string, payload: unknown) => send('PATCH', url, cookie, payload),
    del: (url: string, cookie?: string) => send('DELETE', url, cookie),
    form: (url: string, cookie: string | undefined, parts: readonly Part[]) => {
      const { payload, headers } = multipart(parts);
      return send('POST', url, cookie, payload, headers);
    },
  };
}

export type Client = ReturnType<typeof client>;
export type Response = LightMyRequestResponse;
