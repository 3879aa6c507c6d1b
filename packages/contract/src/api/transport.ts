/** How the web app reaches the API: over HTTP in the browser, in-process (inject) during SSR. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with query string, such as /api/articles?page=2. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** A multipart form as it goes on the wire (a post with its images), instead of `body`. */
  form?: { contentType: string; bytes: Uint8Array };
}

export interface ApiResponse {
  status: number;
  body: unknown;
  /** Set-Cookie values the API answered with, for the page response to pass on. */
  setCookies: string[];
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** What the server hands the web app for one page render. */
export interface RenderContext {
  api: ApiTransport;
  locale: 'en' | 'ru';
  /** Public origin (https://gazeta.example) for canonical and Open Graph URLs. */
  origin: string;
  requestId: string;
  /** The request carries a session cookie: worth asking who is signed in (anonymous pages never ask). */
  signedIn: boolean;
  /** Changes whenever what the shell shows (categories, ads) changes: the shell's data is kept per version. */
  shellVersion: number;
  /** Payments run on the sandbox (PAYMENTS_PROVIDER=sandbox): every page says TEST MODE. Absent: not. */
  testMode?: boolean;
}
