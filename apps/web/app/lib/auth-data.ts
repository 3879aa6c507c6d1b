import type { SignedIn, User } from '@gazeta/contract';
import { getStored, removeStored, setStored } from './storage.ts';

/**
 * Spec §3: "authData" (method and user) persisted under the product key. The session itself is an
 * httpOnly cookie (decision 006), so no token is kept here: this only remembers who signed in
 * and how. The server-rendered page is already right; the cookie decides.
 */
export const AUTH_DATA_KEY = 'authData';

export type AuthMethod = SignedIn['authMethod'];

export interface AuthData {
  authMethod: AuthMethod;
  user: Pick<User, 'first_name' | 'last_name' | 'email'>;
}

/** The method of the sign-in form just sent; the next signed-in render stores it. */
let pendingMethod: AuthMethod | null = null;

export function rememberSignInMethod(method: AuthMethod): void {
  pendingMethod = method;
}

/**
 * What to store for the user now signed in (null: remove it). The method is the form's, else
 * the one stored for this same person, else 'Social' (spec §4: an auth check that finds a
 * session counts as a social sign-in, which is also how the social return arrives).
 */
export function nextAuthData(user: User | null, stored: AuthData | undefined, pending: AuthMethod | null): AuthData | null {
  if (!user) return null;
  const same = stored?.user.email === user.email && stored?.user.first_name === user.first_name;
  return {
    authMethod: pending ?? (same && stored ? stored.authMethod : 'Social'),
    user: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  };
}

/** Brings the stored authData in line with who the server says is signed in. */
export function syncAuthData(user: User | null): void {
  const next = nextAuthData(user, getStored<AuthData>(AUTH_DATA_KEY), pendingMethod);
  pendingMethod = null;
  if (next) setStored(AUTH_DATA_KEY, next);
  else removeStored(AUTH_DATA_KEY);
}

/** Sign-out (spec §4): the stored authData goes at once. */
export function clearAuthData(): void {
  pendingMethod = null;
  removeStored(AUTH_DATA_KEY);
}
