import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@gazeta/contract';

export type Messages = Record<string, Record<string, unknown>>;

/**
 * A locale's messages as one JSON string: the root loader sends them so, because a string
 * crosses React Router's data serialization far cheaper than a deep object.
 */
export type MessagesJson = string;

const instances = new Map<string, { json: MessagesJson; i18n: i18n }>();

/**
 * One i18next instance per locale, built from the messages the root loader sent (the server
 * and the browser use the same ones, so the first render and hydration agree).
 */
export function getI18n(locale: Locale, json: MessagesJson): i18n {
  const cached = instances.get(locale);
  if (cached && cached.json === json) return cached.i18n;
  const messages = JSON.parse(json) as Messages;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instances.set(locale, { json, i18n: instance });
  return instance;
}
