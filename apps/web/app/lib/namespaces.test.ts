import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNamespacesFromMatches } from './namespaces.ts';

function instance() {
  const i18n = createInstance();
  void i18n.init({ lng: 'ru', resources: { ru: { common: { hello: 'Привет' } } }, initAsync: false });
  return i18n;
}

describe('on-demand namespaces (decision 010)', () => {
  it('adds every {ns}Messages a matched loader sent, once, and nothing else', () => {
    const i18n = instance();
    addNamespacesFromMatches(i18n, [
      { loaderData: { locale: 'ru', messages: '{"x":{"y":"z"}}', feedMessages: JSON.stringify({ title: 'Лента' }) } },
      undefined,
      { loaderData: null },
      { loaderData: { pagesMessages: JSON.stringify({ about: { heading: 'О нас' } }), feedMessages: JSON.stringify({ title: 'Другое' }), countMessages: 3 } },
    ]);
    expect(i18n.t('feed:title')).toBe('Лента');
    expect(i18n.t('pages:about.heading')).toBe('О нас');
    expect(i18n.hasResourceBundle('ru', 'x')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'count')).toBe(false);
  });

  it('skips a namespace that did not come (null)', () => {
    const i18n = instance();
    addNamespacesFromMatches(i18n, [{ loaderData: { feedMessages: null } }]);
    expect(i18n.hasResourceBundle('ru', 'feed')).toBe(false);
  });
});
