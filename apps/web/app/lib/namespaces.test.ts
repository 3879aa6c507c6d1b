import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { provideMessages } from './i18n.ts';
import { addNamespacesFromMatches, messageHrefsIn } from './namespaces.ts';

function instance() {
  const i18n = createInstance();
  void i18n.init({ lng: 'ru', resources: { ru: { common: { hello: 'Привет' } } }, initAsync: false });
  return i18n;
}

provideMessages('/i18n/ru.x.json', '{"x":{"y":"z"}}');
provideMessages('/i18n/ru.feed.a.json', JSON.stringify({ title: 'Лента' }));
provideMessages('/i18n/ru.feed.b.json', JSON.stringify({ title: 'Другое' }));
provideMessages('/i18n/ru.pages.a.json', JSON.stringify({ about: { heading: 'О нас' } }));

describe('on-demand namespaces (decisions 010 and 031)', () => {
  it('adds every {ns}Messages file a matched loader named, once, and nothing else', () => {
    const i18n = instance();
    addNamespacesFromMatches(i18n, [
      { loaderData: { locale: 'ru', messages: '/i18n/ru.x.json', feedMessages: '/i18n/ru.feed.a.json' } },
      undefined,
      { loaderData: null },
      { loaderData: { pagesMessages: '/i18n/ru.pages.a.json', feedMessages: '/i18n/ru.feed.b.json', countMessages: 3 } },
    ]);
    expect(i18n.t('feed:title')).toBe('Лента');
    expect(i18n.t('pages:about.heading')).toBe('О нас');
    expect(i18n.hasResourceBundle('ru', 'x')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'count')).toBe(false);
  });

  it('skips a namespace that did not come (null) or whose file is not loaded', () => {
    const i18n = instance();
    addNamespacesFromMatches(i18n, [{ loaderData: { feedMessages: null, pagesMessages: '/i18n/ru.pages.never.json' } }]);
    expect(i18n.hasResourceBundle('ru', 'feed')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'pages')).toBe(false);
  });

  it('finds the files a loader names: the shared one and its namespaces', () => {
    expect(messageHrefsIn({ locale: 'ru', messages: '/i18n/ru.x.json', feedMessages: '/i18n/ru.feed.a.json', eventsMessages: null, title: 'x', countMessages: 3 })).toEqual([
      '/i18n/ru.x.json',
      '/i18n/ru.feed.a.json',
    ]);
    expect(messageHrefsIn(null)).toEqual([]);
    expect(messageHrefsIn('text')).toEqual([]);
  });
});
