import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body } from '../../test/http.ts';

let t: TestApp;
/** An app whose database has gone away. */
let down: TestApp;

beforeAll(async () => {
  [t, down] = await Promise.all([createTestApp(), createTestApp()]);
  await down.database.close();
  // Already closed: the app's own close must not close it twice.
  down.database.close = async () => undefined;
});
afterAll(async () => {
  await Promise.all([t?.close(), down?.close()]);
});

describe('GET /healthz', () => {
  it('answers ok while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'ok' });
  });

  it('does not depend on the database', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is closed', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toEqual({ status: 'unavailable' });
  });

  it('answers other requests on a closed database with a 500 that reveals nothing', async () => {
    const res = await down.app.inject({ method: 'GET', url: '/api/articles' });
    expect(res.statusCode).toBe(500);
    expect(body(res)).toEqual({ message: 'Error! Try again later.', code: 'error-internal' });
  });
});
