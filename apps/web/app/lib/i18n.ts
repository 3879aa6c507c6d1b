import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@gazeta/contract';

export type Messages = Record<string, Record<string, unknown>>;

/** Messages as one JSON string, as their file holds them. */
export type MessagesJson = string;

/**
 * The address of a file of messages (`/i18n/ru.{hash}.json`, `/i18n/ru.events.{hash}.json`,
 * decision 031): what loaders send instead of the messages themselves, which would otherwise
 * travel inside every page's HTML.
 */
export type MessagesHref = string;

const provided = new Map<MessagesHref, MessagesJson>();
const loading = new Map<MessagesHref, Promise<void>>();

/** Makes the messages at `href` known: the server does so for every file at start. */
export function provideMessages(href: MessagesHref, json: MessagesJson): void {
  provided.set(href, json);
}

/** The messages at `href`, if known. */
export const providedMessages = (href: MessagesHref): MessagesJson | undefined => provided.get(href);

/**
 * Fetches the messages at `href` once (the browser, before it hydrates a page or shows the next
 * one). The page's `<link rel="preload">` has usually fetched them already.
 */
export function loadMessages(href: MessagesHref): Promise<void> {
  if (provided.has(href)) return Promise.resolve();
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Messages ${href}: HTTP ${response.status}`);
        provideMessages(href, await response.text());
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

const instances = new Map<Locale, { href: MessagesHref; i18n: i18n }>();

/** Translations a language keeps at most before it starts again (the counts in them vary). */
const MEMO_ENTRIES = 20_000;

/**
 * What a `t` call is remembered by: its language, namespaces, key and options, when every option
 * is a plain value (counts, names, numbers); none for anything else (a function selector,
 * objects as values, the older positional forms), which then goes to i18next as it came.
 */
function memoKey(language: unknown, ns: unknown, keyPrefix: unknown, key: unknown, options: unknown, rest: readonly unknown[]): string | undefined {
  if (rest.length > 0 || !(typeof key === 'string' || (Array.isArray(key) && key.every((k) => typeof k === 'string')))) return undefined;
  let memo = `${String(language)}\u0000${String(ns)}\u0000${String(keyPrefix ?? '')}\u0000${String(key)}`;
  if (options === undefined) return memo;
  if (typeof options !== 'object' || options === null) return undefined;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (value !== undefined && type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    memo += `\u0000${name}=${type}:${String(value)}`;
  }
  return memo;
}

/** The `scopeNs` of getFixedT's options as a string ('' without), or undefined for any other option. */
function scopeOf(fixedOptions: unknown): string | undefined {
  if (fixedOptions === undefined) return '';
  if (typeof fixedOptions !== 'object' || fixedOptions === null) return undefined;
  const { scopeNs, ...others } = fixedOptions as { scopeNs?: unknown };
  if (Object.keys(others).length > 0) return undefined;
  if (scopeNs === undefined) return '';
  return Array.isArray(scopeNs) && scopeNs.every((n) => typeof n === 'string') ? scopeNs.join(',') : undefined;
}

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/**
 * i18next 27 copies its whole options object twice for every `t` call (a spread of some forty
 * keys, then the translator's own): a page's few hundred texts cost a sixth of its render's CPU
 * and much of its garbage (decision 050). The messages of an instance change only when a
 * namespace is added, so the `t` functions `useTranslation` gets, and the instance's own `t`,
 * remember their string answers, forgotten whenever a namespace or the language changes. A list
 * of strings (`returnObjects`, the footer's pop-ups: a hundredth of a page's render) is kept
 * frozen and handed out as a copy; other objects are never kept: a caller could change them.
 */
function rememberTranslations(instance: i18n): void {
  const memo = new Map<string, string | readonly string[]>();
  instance.store.on('added', () => memo.clear());
  instance.on('languageChanged', () => memo.clear());
  /** `ask`'s answer to `key` and `options`, remembered under `memoized` (undefined: never kept). */
  const recall = (memoized: string | undefined, ask: () => unknown): unknown => {
    const known = memoized === undefined ? undefined : memo.get(memoized);
    // A list of texts (`returnObjects`, the footer's pop-ups) is handed out as a copy: a caller may change it.
    if (known !== undefined) return typeof known === 'string' ? known : known.slice();
    const answer = ask();
    if (memoized === undefined) return answer;
    const kept = typeof answer === 'string' ? answer : Array.isArray(answer) && answer.every((item) => typeof item === 'string') ? Object.freeze([...(answer as string[])]) : undefined;
    if (kept !== undefined) {
      if (memo.size >= MEMO_ENTRIES) memo.clear();
      memo.set(memoized, kept);
    }
    return answer;
  };
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
  const remembering = (lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOptions);
    // useTranslation names the namespaces it may look in (`scopeNs`): part of what an answer depends on.
    const scope = scopeOf(fixedOptions);
    if (scope === undefined || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return fixed;
    const translate: Translate = (key, options, ...rest) => {
      const language = fixed.lng ?? fixed.lngs ?? instance.language;
      const memoized = memoKey(language, `${String(fixed.ns)}\u0000${scope}`, fixed.keyPrefix, key, options, rest);
      if (memoized === undefined) return fixed(key, options, ...rest);
      return recall(memoized, () => fixed(key, options));
    };
    return Object.assign(translate, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  // The instance's own `t` (the pages' meta, the shell's skip link) in its current language and
  // default namespace; the calls fixed `t`s make through it carry arrays (lngs, ns) and pass by.
  const t = instance.t.bind(instance) as unknown as Translate;
  const rememberingT: Translate = (key, options, ...rest) => {
    const memoized = memoKey(instance.language, '\u0001instance', undefined, key, options, rest);
    if (memoized === undefined) return t(key, options, ...rest);
    return recall(memoized, () => t(key, options));
  };
  instance.t = rememberingT as unknown as typeof instance.t;
  instance.getFixedT = remembering as unknown as typeof instance.getFixedT;
}

/**
 * One i18next instance per locale, built from the shared messages at `href` (the server and
 * the browser use the same ones, so the first render and hydration agree).
 */
export function getI18n(locale: Locale, href: MessagesHref): i18n {
  const cached = instances.get(locale);
  if (cached && cached.href === href) return cached.i18n;
  const json = provided.get(href);
  if (json === undefined) throw new Error(`Messages ${href} are not loaded`);
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
  rememberTranslations(instance);
  instances.set(locale, { href, i18n: instance });
  return instance;
}
