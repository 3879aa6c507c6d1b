import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import type { RenderContext } from '@gazeta/contract';
import { renderContext } from './lib/server-context.ts';

const RENDER_TIMEOUT_MS = 10_000;

/** Called by the hosting server (apps/server/src/web/ssr.ts) for every render. */
export function createLoadContext(context: RenderContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(renderContext, context);
  return provider;
}

/**
 * Renders the whole document before answering: loaders await their data, and a complete page
 * is what the page cache keeps and what crawlers and readers without JavaScript need.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS).unref();
  });
}
