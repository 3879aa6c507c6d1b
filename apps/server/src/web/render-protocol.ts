import type { MessagePort } from 'node:worker_threads';
import type { ApiRequest, RenderContext } from '@gazeta/contract';
import type { CachedPage, Encoding } from './page-cache.ts';

/**
 * What passes between the server's main thread and a render worker (decision 011). The
 * database lives on the main thread, so a worker reaches the API through `port`: it posts an
 * `ApiCall`, the main thread runs it in-process as the reader and answers an `ApiAnswer`.
 */
export interface RenderJob {
  url: string;
  method: string;
  headers: [string, string][];
  /** A form post's body, read by the main thread (never more than the server's body limit). */
  body?: Uint8Array<ArrayBuffer>;
  context: Omit<RenderContext, 'api'>;
  /** The page may go into the shared page cache if it turns out cacheable (a plain 200). */
  storable: boolean;
  /** What this client takes, for a page sent once. */
  accepted: Encoding;
}

export interface RenderTask extends RenderJob {
  port: MessagePort;
}

export interface RenderResult {
  page: CachedPage;
  setCookies: string[];
  /** The page was prepared for the page cache (every encoding) and may be kept. */
  keep: boolean;
  /** The page is the same for every anonymous reader of its address: a GET that set no cookie. */
  shareable: boolean;
  /** CSP hashes of the page's inline scripts: a page from the cache has no nonce of its own. */
  scriptHashes: string[];
}

export interface ApiCall {
  id: number;
  request: ApiRequest;
}

/** The API's answer as text: the worker parses it, which keeps that work off the main thread. */
export type ApiAnswer = { id: number; status: number; text: string; setCookies: string[] } | { id: number; error: string };

/** Main → worker on the task's port besides answers: the reader went away. */
export interface AbortNotice {
  abort: true;
}
