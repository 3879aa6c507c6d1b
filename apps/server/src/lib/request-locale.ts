import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeFromLanguages,
  parseAcceptLanguage,
  type Locale,
} from '@gazeta/contract';

/** `?lang=` (hreflang links), then the cookie the web app mirrors, then Accept-Language, then ru. */
export function requestLocale(req: FastifyRequest): Locale {
  // From the URL itself: a route's querystring schema strips `lang` from `req.query`.
  const fromQuery = new URLSearchParams(req.url.split('?')[1] ?? '').get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = req.cookies[LOCALE_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromLanguages(parseAcceptLanguage(req.headers['accept-language'])) ?? DEFAULT_LOCALE;
}
