import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Locale } from '@gazeta/contract';
import { mirrorLocaleCookie, preferredLocale } from './locale.ts';

/**
 * After the first render, the browser's own preference (local storage, then its languages)
 * wins: when it differs from what the server guessed, the cookie is set and the page
 * re-renders in that language.
 */
export function useLocaleSync(rendered: Locale): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const preferred = preferredLocale();
    mirrorLocaleCookie(preferred);
    if (preferred !== rendered) void revalidator.revalidate();
    // Only once, at start: later changes come from the switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
