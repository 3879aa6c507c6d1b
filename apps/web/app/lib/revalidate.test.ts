import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { shouldRevalidateShell } from './revalidate.ts';

const args = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: new URL(from, 'https://gazeta.example'),
    nextUrl: new URL(to, 'https://gazeta.example'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe('the shell reloads only when what it shows can have changed', () => {
  it('after any action: sign-in, sign-out, a new name', () => {
    expect(shouldRevalidateShell(args('/login', '/profile', { formMethod: 'POST' }))).toBe(true);
    expect(shouldRevalidateShell(args('/profile/changeinfo', '/profile/changeinfo', { formMethod: 'POST', defaultShouldRevalidate: false }))).toBe(true);
  });

  it('not after a GET form (search, ZIP code)', () => {
    expect(shouldRevalidateShell(args('/map', '/map?zip=60076', { formMethod: 'GET' }))).toBe(false);
  });

  it('on a language change', () => {
    expect(shouldRevalidateShell(args('/about', '/about?lang=en'))).toBe(true);
  });

  it('on arriving at /login (a session that ran out leaves the header stale)', () => {
    expect(shouldRevalidateShell(args('/profile', '/login?expired=1'))).toBe(true);
    expect(shouldRevalidateShell(args('/login', '/login?method=password'))).toBe(false);
  });

  it('not on moving between other pages', () => {
    expect(shouldRevalidateShell(args('/', '/article/1'))).toBe(false);
    expect(shouldRevalidateShell(args('/profile?notice=signed-in', '/profile'))).toBe(false);
  });
});
