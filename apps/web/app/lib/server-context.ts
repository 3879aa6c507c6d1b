import { createContext, type RouterContextProvider } from 'react-router';
import type { ApiTransport, RenderContext } from '@gazeta/contract';
import { createApi, type Api } from './api-client.ts';
import { orErrorPage } from './loader-utils.ts';

/** What the hosting server gives every loader and action (see entry.server.tsx). */
export const renderContext = createContext<RenderContext>();

export function getRenderContext(context: Readonly<RouterContextProvider>): RenderContext {
  return context.get(renderContext);
}

/**
 * A FormData body (a post with its images) goes to the in-process API as the multipart bytes a
 * browser would send, which also cross to the main thread as they are.
 */
function formsAsMultipart(transport: ApiTransport): ApiTransport {
  return async (request) => {
    if (!(request.body instanceof FormData)) return transport(request);
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: request.body });
    const form = { contentType: encoded.headers.get('content-type') ?? '', bytes: new Uint8Array(await encoded.arrayBuffer()) };
    return transport({ method: request.method, path: request.path, form });
  };
}

/** The API for an action (or a loader that handles the API's refusals itself): in-process on the server, with the reader's cookies. */
export function serverApi(context: Readonly<RouterContextProvider>): Api {
  return createApi(formsAsMultipart(getRenderContext(context).api));
}

/**
 * The API for a page's loader: the same calls, and a refusal (a 4xx but 401) is the page's own
 * not-found or error page with the reason translated, never a 500 (see `orErrorPage`).
 */
export function pageApi(context: Readonly<RouterContextProvider>): Api {
  const api = serverApi(context);
  return {
    get: <T>(path: string) => orErrorPage(api.get<T>(path)),
    post: <T>(path: string, body?: unknown) => orErrorPage(api.post<T>(path, body)),
    put: <T>(path: string, body?: unknown) => orErrorPage(api.put<T>(path, body)),
    patch: <T>(path: string, body?: unknown) => orErrorPage(api.patch<T>(path, body)),
    delete: <T = null>(path: string) => orErrorPage(api.delete<T>(path)),
  };
}
