import { Writable } from 'node:stream';
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
 * is what the page cache keeps and what crawlers and readers without JavaScript need. The host
 * compresses and sends the page as one buffer (apps/server/src/web/render-page.ts), so React's
 * chunks are gathered into one here rather than piped through a web stream that the host then
 * reads back (a third of the piping's CPU, decision 050).
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
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              headers.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(Buffer.concat(chunks), { headers, status: responseStatus }));
              done();
            },
          });
          page.on('error', reject);
          pipe(page);
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
