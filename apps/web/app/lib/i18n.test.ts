import { describe, expect, it, vi } from 'vitest';
import { getI18n, provideMessages } from './i18n.ts';
import { addNamespace } from './namespaces.ts';

const messages = {
  common: {
    hello: 'Привет, {{name}}',
    likes_one: '{{count}} лайк',
    likes_few: '{{count}} лайка',
    likes_many: '{{count}} лайков',
    list: { a: 'А', b: 'Б' },
  },
};
provideMessages('/i18n/ru.memo.json', JSON.stringify(messages));
provideMessages('/i18n/ru.later.memo.json', JSON.stringify({ title: 'Позже' }));

describe('the t functions of a language remember their answers (decision 050)', () => {
  const i18n = getI18n('ru', '/i18n/ru.memo.json');
  const t = i18n.getFixedT(null, 'common');

  it('answers as i18next does, for each value of the options', () => {
    expect(t('hello', { name: 'Анна' })).toBe('Привет, Анна');
    expect(t('hello', { name: 'Борис' })).toBe('Привет, Борис');
    expect(t('hello', { name: 'Анна' })).toBe('Привет, Анна');
    expect([1, 3, 5, 21, 1].map((count) => t('likes', { count }))).toEqual(['1 лайк', '3 лайка', '5 лайков', '21 лайк', '1 лайк']);
  });

  it('asks i18next once for the same key and options', () => {
    const asked = vi.spyOn(i18n, 't');
    // As useTranslation asks for it: with the namespaces it may look in.
    const getFixedT = i18n.getFixedT as unknown as (lng: null, ns: string[], keyPrefix: undefined, options: { scopeNs: string[] }) => (key: string, options?: object) => string;
    const fixed = getFixedT(null, ['common'], undefined, { scopeNs: ['common'] });
    for (let n = 0; n < 3; n++) fixed('likes', { count: 7 });
    expect(asked).toHaveBeenCalledTimes(1);
    fixed('likes', { count: 8 });
    expect(asked).toHaveBeenCalledTimes(2);
    asked.mockRestore();
  });

  it('forgets what it knew when a namespace arrives: a key that was missing now has its text', () => {
    const later = i18n.getFixedT(null, 'later');
    expect(later('title')).toBe('title');
    addNamespace(i18n, 'later', '/i18n/ru.later.memo.json');
    expect(later('title')).toBe('Позже');
  });

  it('hands back a fresh object for returnObjects each time (a caller may change it)', () => {
    const first = t('list', { returnObjects: true }) as unknown as Record<string, string>;
    first['a'] = 'changed';
    expect(t('list', { returnObjects: true })).toEqual({ a: 'А', b: 'Б' });
  });
});

describe('lists of texts and the instance t are remembered too (decision 056)', () => {
  provideMessages('/i18n/en.lists.json', JSON.stringify({ common: { body: ['One', 'Two'], title: 'Title {{n}}' } }));
  const i18n = getI18n('en', '/i18n/en.lists.json');
  const t = i18n.getFixedT(null, 'common');

  it('hands back a copy of a remembered list each time: a caller changing it changes nothing', () => {
    const first = t('body', { returnObjects: true }) as unknown as string[];
    const second = t('body', { returnObjects: true }) as unknown as string[];
    expect(second).toEqual(['One', 'Two']);
    second.push('Three');
    expect(t('body', { returnObjects: true })).toEqual(['One', 'Two']);
    expect(first).toEqual(['One', 'Two']);
  });

  it('answers the instance t as i18next does, working each key and options out once', () => {
    // Every answer i18next works out reads the store: a remembered one does not.
    const store = i18n.services.resourceStore as unknown as { getResource: (...args: unknown[]) => unknown };
    const asked = vi.spyOn(store, 'getResource');
    expect(i18n.t('common:title', { n: 1 })).toBe('Title 1');
    const once = asked.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    expect(i18n.t('common:title', { n: 1 })).toBe('Title 1');
    expect(asked).toHaveBeenCalledTimes(once);
    expect(i18n.t('common:title', { n: 2 })).toBe('Title 2');
    expect(asked.mock.calls.length).toBeGreaterThan(once);
    asked.mockRestore();
  });
});
