import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NearestResponse } from '@gazeta/contract';
import { expectConsoleError } from '../../../../../test/console-errors.ts';
import { ApiError, type Api } from '../../lib/api-client.ts';
import { lookupNearest } from './zip-lookup.ts';

const RESULT: NearestResponse = { zip: { zip: '60076', city: 'Skokie', state: 'IL', lat: 42.03, lng: -87.73 }, data: [] };

function fakeApi(answer: () => Promise<unknown>) {
  const get = vi.fn(answer);
  return { api: { get, post: vi.fn() } as unknown as Api, get };
}

afterEach(() => vi.restoreAllMocks());

describe('lookupNearest', () => {
  it('asks nothing without a ZIP code', async () => {
    const { api, get } = fakeApi(async () => RESULT);
    expect(await lookupNearest(api, null)).toEqual({ status: 'none', zip: '' });
    expect(await lookupNearest(api, '   ')).toEqual({ status: 'none', zip: '' });
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a malformed ZIP code without asking the API', async () => {
    const { api, get } = fakeApi(async () => RESULT);
    expect(await lookupNearest(api, '6007')).toEqual({ status: 'invalid', zip: '6007' });
    expect(await lookupNearest(api, 'Skokie')).toEqual({ status: 'invalid', zip: 'Skokie' });
    expect(get).not.toHaveBeenCalled();
  });

  it('asks for the five nearest to a trimmed ZIP code', async () => {
    const { api, get } = fakeApi(async () => RESULT);
    expect(await lookupNearest(api, ' 60076 ')).toEqual({ status: 'found', zip: '60076', result: RESULT });
    expect(get).toHaveBeenCalledWith('/api/delivery-points/nearest?zip=60076&limit=5');
  });

  it('accepts ZIP+4', async () => {
    const { api, get } = fakeApi(async () => RESULT);
    expect((await lookupNearest(api, '60076-1234')).status).toBe('found');
    expect(get).toHaveBeenCalledWith('/api/delivery-points/nearest?zip=60076-1234&limit=5');
  });

  it('turns the API answers into messages, not error pages; logs only a failure to reach the API', async () => {
    expectConsoleError('Failed to find the nearest delivery points');
    const unknown = fakeApi(async () => Promise.reject(new ApiError(404, { code: 'error-not-found' })));
    expect(await lookupNearest(unknown.api, '00000')).toEqual({ status: 'unknown', zip: '00000' });
    const invalid = fakeApi(async () => Promise.reject(new ApiError(422, { code: 'error-validation' })));
    expect(await lookupNearest(invalid.api, '00000')).toEqual({ status: 'invalid', zip: '00000' });
    const down = fakeApi(async () => Promise.reject(new ApiError(0, null)));
    expect(await lookupNearest(down.api, '60076')).toEqual({ status: 'failed', zip: '60076' });
  });
});
