import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { isLocale, type Locale } from '@gazeta/contract';
import { mirrorLocaleCookie, preferredLocale, saveLocale } from './locale.ts';

/**
 * After the first render, the browser's own preference (local storage, then its languages)
 * wins: when it differs from what the server guessed, the cookie is set and the page
 * re-renders in that language. A page opened from a `?lang=` link (a shared link, the English
 * pages' canonical addresses) is the reader's choice, as the switcher's: the server rendered it
 * in that language, and it is remembered for the next pages instead of being undone.
 */
export function useLocaleSync(rendered: Locale): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('lang');
    const preferred = isLocale(asked) ? asked : preferredLocale();
    if (isLocale(asked)) saveLocale(asked);
    else mirrorLocaleCookie(preferred);
    if (preferred !== rendered) void revalidator.revalidate();
    // Only once, at start: later changes come from the switcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
