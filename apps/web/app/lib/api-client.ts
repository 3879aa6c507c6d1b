import type { ApiRequest, ApiTransport, ErrorResponse, FieldError } from '@gazeta/contract';

/** An API failure with the translation key to show (`code`) and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, FieldError[]> | undefined;

  constructor(status: number, body: Partial<ErrorResponse> | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'error-network' : 'error-internal');
    this.errors = body?.errors;
  }
}

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T = null>(path: string): Promise<T>;
}

/** An API 401: no session, or one that is out of date (`notification-auth-expired`). */
export const isUnauthorized = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;

/** The typed API over a transport; every non-2xx answer becomes an ApiError. */
export function createApi(transport: ApiTransport): Api {
  async function call<T>(request: ApiRequest): Promise<T> {
    const response = await transport(request);
    if (response.status >= 200 && response.status < 300) return response.body as T;
    throw new ApiError(response.status, response.body as Partial<ErrorResponse> | null);
  }
  return {
    get: (path) => call({ method: 'GET', path }),
    post: (path, body) => call({ method: 'POST', path, body }),
    put: (path, body) => call({ method: 'PUT', path, body }),
    patch: (path, body) => call({ method: 'PATCH', path, body }),
    delete: (path) => call({ method: 'DELETE', path }),
  };
}

/**
 * The browser's transport: same-origin fetch with cookies; a network failure is status 0.
 * A FormData body goes as multipart (spec §7: a feed post with its images), anything else as JSON.
 */
export const browserTransport: ApiTransport = async ({ method, path, body }) => {
  let response: Response;
  const multipart = body instanceof FormData;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
    });
  } catch {
    return { status: 0, body: null, setCookies: [] };
  }
  const text = await response.text();
  return { status: response.status, body: parseJson(text), setCookies: [] };
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * What the browser may do with the API by itself: read. Every write is a route action's, sent by
 * a form or a fetcher (decision 016), so a component handing `browserApi` to a write does not
 * compile. Spec §7 reads some lists by POST to a `…/get` path.
 */
export interface ReadApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: `/api/${string}/get${string}`, body?: unknown): Promise<T>;
}

export const browserApi: ReadApi = createApi(browserTransport);
