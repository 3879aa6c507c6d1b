import type { MessagePort } from 'node:worker_threads';
import type { ApiRequest, ApiTransport } from '@gazeta/contract';
import type { AbortNotice, ApiAnswer, ApiCall } from './render-protocol.ts';

/** The API as the main thread answers it: the body as text, as it came from the route. */
export type TextTransport = (request: ApiRequest) => Promise<{ status: number; text: string; setCookies: string[] }>;

/**
 * The worker's side of a task's port: an API transport whose calls the main thread runs, and
 * the cookies they set (a page that set one is never shared). `onAbort` runs when the reader
 * goes away.
 */
export function apiOverPort(port: MessagePort, onAbort: () => void): { api: ApiTransport; apiCookies: string[] } {
  const pending = new Map<number, { resolve: (answer: ApiAnswer) => void }>();
  let nextId = 0;
  port.on('message', (message: ApiAnswer | AbortNotice) => {
    if ('abort' in message) return onAbort();
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  return jsonOverText(async (request) => {
    const id = nextId++;
    const answer = await new Promise<ApiAnswer>((resolve) => {
      pending.set(id, { resolve });
      port.postMessage({ id, request } satisfies ApiCall);
    });
    if ('error' in answer) throw new Error(`API ${request.method} ${request.path} failed: ${answer.error}`);
    return answer;
  });
}

/** The API as a page reads it, over the text answers: bodies parsed, the cookies set collected. */
export function jsonOverText(call: TextTransport): { api: ApiTransport; apiCookies: string[] } {
  const apiCookies: string[] = [];
  const api: ApiTransport = async (request) => {
    const answer = await call(request);
    apiCookies.push(...answer.setCookies);
    return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as unknown) : null, setCookies: answer.setCookies };
  };
  return { api, apiCookies };
}

/** The main thread's side: runs each call the worker posts and answers it on the same port. */
export function serveApiOverPort(port: MessagePort, call: TextTransport): void {
  port.on('message', ({ id, request }: ApiCall) => {
    call(request).then(
      (result) => port.postMessage({ id, ...result } satisfies ApiAnswer),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ApiAnswer),
    );
  });
}
