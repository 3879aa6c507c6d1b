import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from './paths.ts';

/**
 * When the root loader (the shell: categories, counters, ads, who is signed in) runs again.
 * Its data changes with the language and with who is signed in: any form sent to an action
 * (sign-in, sign-out, a new name) reloads it, and so does arriving at /login (where an account
 * page sends a session that ran out). Moving between other pages does not.
 */
export function shouldRevalidateShell({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return true;
  if (currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')) return true;
  if (nextUrl.pathname === paths.login() && currentUrl.pathname !== paths.login()) return true;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}
