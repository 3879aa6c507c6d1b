import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOverPort, serveApiOverPort, type TextTransport } from './render-port.ts';

const channels: MessageChannel[] = [];
function connect(call: TextTransport, onAbort = () => {}) {
  const channel = new MessageChannel();
  channels.push(channel);
  serveApiOverPort(channel.port1, call);
  return { ...apiOverPort(channel.port2, onAbort), main: channel.port1 };
}

afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

describe('the API across a render thread port', () => {
  it('answers each call with its own result, parsed, even when they finish out of order', async () => {
    const call: TextTransport = async ({ path }) => {
      if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, text: JSON.stringify({ path }), setCookies: [] };
    };
    const { api } = connect(call);
    const [slow, fast] = await Promise.all([api({ method: 'GET', path: '/slow' }), api({ method: 'POST', path: '/fast', body: { a: 1 } })]);
    expect(slow).toEqual({ status: 200, body: { path: '/slow' }, setCookies: [] });
    expect(fast).toEqual({ status: 200, body: { path: '/fast' }, setCookies: [] });
  });

  it('passes the request as the page made it, and an empty body as null', async () => {
    const call = vi.fn<TextTransport>(async () => ({ status: 204, text: '', setCookies: [] }));
    const { api } = connect(call);
    expect(await api({ method: 'DELETE', path: '/api/x?y=1', body: { why: 'spam' } })).toEqual({ status: 204, body: null, setCookies: [] });
    expect(call).toHaveBeenCalledWith({ method: 'DELETE', path: '/api/x?y=1', body: { why: 'spam' } });
  });

  it('collects the cookies the API set, so the page is never shared', async () => {
    const { api, apiCookies } = connect(async () => ({ status: 200, text: '{}', setCookies: ['session=abc; HttpOnly'] }));
    const answer = await api({ method: 'POST', path: '/api/auth/login', body: {} });
    expect(answer.setCookies).toEqual(['session=abc; HttpOnly']);
    expect(apiCookies).toEqual(['session=abc; HttpOnly']);
  });

  it('turns a failed call into a rejected promise for the loader to handle', async () => {
    const { api } = connect(async () => {
      throw new Error('database down');
    });
    await expect(api({ method: 'GET', path: '/api/articles/1' })).rejects.toThrow('API GET /api/articles/1 failed: database down');
  });

  it('tells the render when the reader went away', async () => {
    const onAbort = vi.fn();
    const { main } = connect(async () => ({ status: 200, text: '{}', setCookies: [] }), onAbort);
    main.postMessage({ abort: true });
    await vi.waitFor(() => expect(onAbort).toHaveBeenCalledOnce());
  });
});
