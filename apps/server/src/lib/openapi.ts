import { errorResponseSchema, HTTP_ERROR_CODES } from '@gazeta/contract';

/**
 * What the routes say of themselves in the OpenAPI document beyond their schemas: how a caller
 * authenticates (`security`) and which errors an operation answers with (`errors`). The document
 * itself is put together in app.ts (`@fastify/swagger`) and finished by `finishOpenApiDocument`.
 */

/** The session cookie of the web (`sid`) and the same token as `Authorization: Bearer` for API clients. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      "The browser's session: an httpOnly, SameSite=Lax cookie set by a sign-in. A write sent with it must come from the site's own pages (its Origin is checked): any other answers 403 error-forbidden.",
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token for API clients: a sign-in answers it as `token` ("Bearer …"); send it as `Authorization: Bearer <token>`.',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type Requirement = Partial<Record<SchemeName, readonly string[]>>;

const eitherSession: Requirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/** The `security` of an operation. */
export const SECURITY = {
  /** Anyone; a session changes nothing. */
  public: [] as Requirement[],
  /** A signed-in caller, by cookie or Bearer token: 401 without one. */
  signedIn: eitherSession,
  /** Anyone, and a signed-in caller sees more (their own likes, drafts, their own items). */
  optional: [{}, ...eitherSession] as Requirement[],
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** What each error status means across the API; an operation may say more of its own. */
export const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: `The request body cannot be read (${HTTP_ERROR_CODES.badRequest}).`,
  401: 'Not signed in, or the session is out of date (notification-auth-error, notification-auth-expired).',
  403: `Not allowed (${HTTP_ERROR_CODES.forbidden}).`,
  404: `Nothing with this id, or nothing the caller may see (${HTTP_ERROR_CODES.notFound}).`,
  405: `This method is not allowed here (${HTTP_ERROR_CODES.methodNotAllowed}).`,
  409: `The request conflicts with the current state (${HTTP_ERROR_CODES.conflict}).`,
  413: `The request is too large (${HTTP_ERROR_CODES.payloadTooLarge}).`,
  415: `The body's content type is not one this operation takes (${HTTP_ERROR_CODES.unsupportedMediaType}).`,
  422: `The input is invalid: \`errors\` holds each field's codes (${HTTP_ERROR_CODES.validation}, or the code of the first field error the UI shows).`,
  429: `Too many requests: try again later, after Retry-After seconds when the answer gives it (${HTTP_ERROR_CODES.tooManyRequests}).`,
  503: `A service the operation needs (a payment provider) did not answer (${HTTP_ERROR_CODES.unavailable}).`,
  502: 'A service the operation relies on (the payment provider) failed or refused: nothing was changed, try again later.',
};

/** An error answer: the contract's `{message, code, errors?}` and what it means for this operation. */
export interface ErrorAnswer {
  description: string;
  content: { 'application/json': { schema: typeof errorResponseSchema } };
}

/**
 * The error answers of an operation, for its `response` beside the successes:
 * `response: { 200: userSchema, ...errors([401, 422], { 422: 'The code is wrong or expired.' }) }`.
 * Without a text of its own a status says what it means across the API (`ERROR_MEANINGS`).
 */
export function errors<const S extends ErrorStatus>(statuses: readonly S[], meanings: Partial<Record<S, string>> = {}): Record<S, ErrorAnswer> {
  const answers = {} as Record<S, ErrorAnswer>;
  for (const status of statuses) {
    answers[status] = { description: meanings[status] ?? ERROR_MEANINGS[status], content: { 'application/json': { schema: errorResponseSchema } } };
  }
  return answers;
}

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `#/components/schemas/…` name a part of the document points at. */
function schemaRefs(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefs(item, found);
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) found.add(child.slice('#/components/schemas/'.length));
      else schemaRefs(child, found);
    }
  }
  return found;
}

/**
 * The document as clients read it: only the component schemas an operation uses (the zod
 * registry gives every named schema twice, as input and as output, and most are only ever one
 * of them).
 */
export function finishOpenApiDocument<D extends JsonObject>(document: D): D {
  const components = isObject(document['components']) ? document['components'] : {};
  const schemas = isObject(components['schemas']) ? components['schemas'] : {};
  const used = schemaRefs(document['paths'], new Set());
  // Schemas point at others: follow them until nothing new turns up.
  for (let queue = [...used]; queue.length > 0; ) {
    const next = schemaRefs(schemas[queue.pop()!], new Set());
    for (const name of next) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
