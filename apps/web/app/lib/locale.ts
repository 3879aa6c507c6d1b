import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  localeFromLanguages,
  type Locale,
} from '@gazeta/contract';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The reader's saved choice (spec §3: local storage key `locale`). */
export function storedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function cookieLocale(): Locale | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return isLocale(match?.[1]) ? match[1] : undefined;
}

/** Spec §9: local storage, then the browser language, then ru. */
export function preferredLocale(): Locale {
  return storedLocale() ?? localeFromLanguages(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE;
}

/** Mirrors the locale into a cookie so the server renders that language first time. */
export function mirrorLocaleCookie(locale: Locale): void {
  if (cookieLocale() === locale) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Remembers an explicit choice in local storage and the cookie. */
export function saveLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  mirrorLocaleCookie(locale);
}
