import { createContext, type RouterContextProvider } from 'react-router';
import type { RenderContext } from '@gazeta/contract';
import { createApi, type Api } from './api-client.ts';

/** What the hosting server gives every loader and action (see entry.server.tsx). */
export const renderContext = createContext<RenderContext>();

export function getRenderContext(context: Readonly<RouterContextProvider>): RenderContext {
  return context.get(renderContext);
}

/** The API for a loader: in-process on the server, with the reader's cookies. */
export function serverApi(context: Readonly<RouterContextProvider>): Api {
  return createApi(getRenderContext(context).api);
}
