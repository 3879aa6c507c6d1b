/**
 * Expected texts come from the app's own message files (packages/i18n/locales/{en,ru}), so a
 * wording change does not break the suite while a missing or untranslated text does.
 */
import { resources } from '@gazeta/i18n';

export type Locale = 'ru' | 'en';

type Values = Record<string, string | number>;

const pluralRules: Record<Locale, Intl.PluralRules> = {
  ru: new Intl.PluralRules('ru-RU'),
  en: new Intl.PluralRules('en-US'),
};

function lookup(locale: Locale, key: string): unknown {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const messages = resources[locale] as Record<string, unknown>;
  let node: unknown = messages[namespace];
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** A message with i18next's `{{name}}` interpolation and `_one/_few/_many/_other` plurals. */
export function t(locale: Locale, key: string, values: Values = {}): string {
  let message = lookup(locale, key);
  if (typeof values['count'] === 'number') {
    const form = pluralRules[locale].select(values['count']);
    message = lookup(locale, `${key}_${form}`) ?? lookup(locale, `${key}_other`) ?? message;
  }
  if (typeof message !== 'string') throw new Error(`No ${locale} message "${key}"`);
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`Message "${key}" needs a value for {{${name}}}`);
    return String(values[name]);
  });
}

/** A list of messages (pop-up paragraphs, page sections). */
export function tList<T = string>(locale: Locale, key: string): T[] {
  const list = lookup(locale, key);
  if (!Array.isArray(list)) throw new Error(`No ${locale} message list "${key}"`);
  return list as T[];
}

/** Escapes text for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches text that starts with `prefix` (accessible names with a variable tail). */
export const startsWith = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}`);

/** The accessible name of any of the three social network links. */
export function socialLinkName(locale: Locale): RegExp {
  const [before, after] = t(locale, 'layout:social.label', { network: '\u0000' }).split('\u0000') as [string, string];
  return new RegExp(`^${escapeRegExp(before)}(Facebook|Telegram|Instagram)${escapeRegExp(after)}$`);
}
