import { redirect, type RouterContextProvider } from 'react-router';
import type { AuthState, Role, User } from '@gazeta/contract';
import { apiFailure } from '../../lib/action-result.ts';
import { isUnauthorized } from '../../lib/api-client.ts';
import { notFound } from '../../lib/loader-utils.ts';
import type { ApiErrorOptions, FormErrors } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { getRenderContext, serverApi } from '../../lib/server-context.ts';
import { getAuthState } from './api/get-auth-state.ts';
import { getProfile } from './api/get-profile.ts';

type Context = Readonly<RouterContextProvider>;

/** /login saying "Authorization data is out of date, please re-authorize.". */
export const LOGIN_EXPIRED_PARAM = 'expired';

const authStates = new WeakMap<object, Promise<AuthState | null>>();

/**
 * Who is signed in: asked only when the request carries the session cookie (anonymous pages
 * are cached and never ask), and at most once per request however many loaders want it.
 */
export function signedInState(context: Context): Promise<AuthState | null> {
  const render = getRenderContext(context);
  if (!render.signedIn) return Promise.resolve(null);
  let state = authStates.get(render);
  if (!state) {
    state = getAuthState(serverApi(context));
    authStates.set(render, state);
  }
  return state;
}

/**
 * A 401 from an account call as the way to /login. A request that came with a session cookie
 * which no longer works (expired, or ended elsewhere) hears that its authorization is out of date.
 */
export function loginRedirectFor(error: unknown, context: Context): Response | null {
  if (!isUnauthorized(error)) return null;
  const outOfDate = error.code === 'notification-auth-expired' || getRenderContext(context).signedIn;
  return redirect(outOfDate ? `${paths.login()}?${LOGIN_EXPIRED_PARAM}=1` : paths.login());
}

/** An account page's guard (spec §5): the signed-in user, or a redirect to /login. */
export async function requireUser(context: Context): Promise<User> {
  try {
    return await getProfile(serverApi(context));
  } catch (error) {
    throw loginRedirectFor(error, context) ?? error;
  }
}

/** A staff page's guard: the signed-in user whose role it allows; to anyone else the page is not there (404). */
export async function requireRole(context: Context, allows: (role: Role) => boolean): Promise<User> {
  const user = await requireUser(context);
  if (!allows(user.role)) notFound();
  return user;
}

/**
 * /login and /register with a session go to /profile (spec §5). Answers whether the request
 * came with a session cookie that no longer works.
 */
export async function redirectIfSignedIn(context: Context): Promise<{ staleSession: boolean }> {
  if (!getRenderContext(context).signedIn) return { staleSession: false };
  let state: AuthState | null;
  try {
    state = await signedInState(context);
  } catch (error) {
    console.error('Failed to get auth status', error);
    return { staleSession: false };
  }
  if (state?.auth) throw redirect(paths.profile());
  return { staleSession: true };
}

/**
 * An account call's failure as form errors; a 401 (the session ran out while the form was
 * open) goes to /login instead.
 */
export function accountFailure(error: unknown, context: Context, options: ApiErrorOptions): FormErrors {
  const toLogin = loginRedirectFor(error, context);
  if (toLogin) throw toLogin;
  return apiFailure(error, options);
}
