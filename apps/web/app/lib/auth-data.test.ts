import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@gazeta/contract';
import { AUTH_DATA_KEY, clearAuthData, nextAuthData, rememberSignInMethod, syncAuthData, type AuthData } from './auth-data.ts';
import { getStored } from './storage.ts';

const user: User = {
  id: 7,
  first_name: 'Анна',
  last_name: 'Петрова',
  full_name: 'Анна Петрова',
  email: 'anna@example.com',
  email_verified: true,
  pending_email: null,
  phone: '+13125550101',
  phone_verified: true,
  role: 'user',
  balance: 0,
  newsletter: 'none',
  has_password: true,
  providers: [],
  created_at: '2026-11-01T00:00:00Z',
};

describe('authData (spec §3, §4)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the method and the name and e-mail, never a token or the phone', () => {
    const data = nextAuthData(user, undefined, 'Password');
    expect(data).toEqual({ authMethod: 'Password', user: { first_name: 'Анна', last_name: 'Петрова', email: 'anna@example.com' } });
    expect(JSON.stringify(data)).not.toContain('token');
    expect(JSON.stringify(data)).not.toContain('+1312');
  });

  it("keeps the stored method for the same person, else counts a found session as 'Social'", () => {
    const stored: AuthData = { authMethod: 'Sms', user: { first_name: 'Анна', last_name: 'Петрова', email: 'anna@example.com' } };
    expect(nextAuthData(user, stored, null)?.authMethod).toBe('Sms');
    expect(nextAuthData({ ...user, email: 'other@example.com' }, stored, null)?.authMethod).toBe('Social');
    expect(nextAuthData(user, undefined, null)?.authMethod).toBe('Social');
    expect(nextAuthData(null, stored, 'Sms')).toBeNull();
  });

  it('is stored under the product key on sign-in and removed on sign-out', () => {
    rememberSignInMethod('Sms');
    syncAuthData(user);
    expect(localStorage.getItem(`gazeta:${AUTH_DATA_KEY}`)).not.toBeNull();
    expect(getStored<AuthData>(AUTH_DATA_KEY)?.authMethod).toBe('Sms');
    syncAuthData(null);
    expect(getStored(AUTH_DATA_KEY)).toBeUndefined();
    syncAuthData(user);
    clearAuthData();
    expect(getStored(AUTH_DATA_KEY)).toBeUndefined();
  });

  it('forgets the method of a sign-in that did not happen', () => {
    rememberSignInMethod('Password');
    syncAuthData(null);
    syncAuthData(user);
    expect(getStored<AuthData>(AUTH_DATA_KEY)?.authMethod).toBe('Social');
  });
});
