import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { body } from './test/http.ts';

/** The parts of the OpenAPI document these tests read. */
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];

/** Needs a session, by cookie or Bearer token (an empty requirement beside them would make it optional). */
const signedIn = (op: Operation) => JSON.stringify(op.security) === JSON.stringify([{ sessionCookie: [] }, { bearerToken: [] }]);

beforeAll(async () => {
  t = await createTestApp();
  doc = body<Document>(await t.app.inject({ method: 'GET', url: '/api/openapi.json' }));
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ method, path, op })),
  );
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('names every operation with a unique operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(58);
    for (const { method, path, op } of operations) expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the session cookie and the Bearer token, and every operation says which it takes', () => {
    expect(doc.components.securitySchemes['sessionCookie']).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(doc.components.securitySchemes['bearerToken']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const { method, path, op } of operations) {
      expect(op.security, `${method} ${path}`).toBeInstanceOf(Array);
      for (const requirement of op.security!) for (const name of Object.keys(requirement)) expect(schemes.has(name), `${name} in ${method} ${path}`).toBe(true);
    }
  });

  it('marks what needs a session, and those operations answer 401 with the contract error', () => {
    const needsSession = operations.filter(({ op }) => signedIn(op)).map(({ method, path }) => `${method} ${path}`);
    expect(needsSession).toEqual(
      expect.arrayContaining([
        'get /api/profile',
        'patch /api/profile',
        'post /api/profile/delete',
        'post /api/subscription/subscribe',
        'post /api/forum/posts',
        'delete /api/forum/posts/{id}',
        'post /api/forum/posts/{id}/comments',
        'get /api/forum/moderation',
        'post /api/forum/moderation/posts/{id}',
        'get /api/forum/notifications',
        'post /api/forum/notifications/read-all',
      ]),
    );
    for (const { method, path, op } of operations.filter(({ op }) => signedIn(op))) {
      const unauthorized = op.responses['401'];
      expect(unauthorized, `401 of ${method} ${path}`).toBeDefined();
      expect(unauthorized!.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/Error');
    }
    // Readers need no session; the public writes say so too.
    for (const key of ['get /api/articles', 'get /api/search', 'post /api/auth/login', 'get /api/forum/posts']) {
      const { op } = operations.find(({ method, path }) => `${method} ${path}` === key)!;
      expect(signedIn(op), key).toBe(false);
    }
  });

  it('gives role-scoped operations their 403, with what it means there', () => {
    for (const path of ['/api/forum/moderation', '/api/forum/moderation/posts/{id}', '/api/forum/moderation/comments/{id}']) {
      const op = doc.paths[path]![path === '/api/forum/moderation' ? 'get' : 'post']!;
      expect(op.responses['403']?.description, path).toContain('error-moderator-only');
    }
    expect(doc.paths['/api/forum/posts']!['post']!.responses['403']?.description).toContain('notification-please-verify-phone');
  });

  it('answers 401 to each signed-in operation called without a session, as it declares', async () => {
    // Those that take no body: the session is the first thing they check.
    const bodiless = operations.filter(({ op }) => signedIn(op) && op.requestBody === undefined);
    expect(bodiless.length).toBeGreaterThanOrEqual(8);
    for (const { method, path } of bodiless) {
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: path.replace('{id}', '1') });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(body(res)['code']).toBe('notification-auth-error');
    }
  });

  it('lists every error answer with the contract error and a description, and validated input as 422', () => {
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        expect(response.description, `${status} of ${method} ${path}`).not.toBe('Default Response');
        expect(response.content?.['application/json']?.schema.$ref, `${status} of ${method} ${path}`).toBe('#/components/schemas/Error');
      }
      if (op.requestBody !== undefined) expect(op.responses['422'], `422 of ${method} ${path}`).toBeDefined();
    }
  });

  it('keeps only the component schemas it uses, and every reference resolves', () => {
    const text = JSON.stringify(doc);
    const referenced = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    expect(referenced.size).toBeGreaterThan(10);
    for (const name of referenced) expect(doc.components.schemas[name], name).toBeDefined();
    for (const name of Object.keys(doc.components.schemas)) expect(referenced.has(name), `${name} is used`).toBe(true);
  });
});
