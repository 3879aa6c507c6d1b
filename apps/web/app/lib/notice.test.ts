import { describe, expect, it } from 'vitest';
import { resources } from '@gazeta/i18n';
import { NOTICES, noticeFrom, noticeKey, searchWithoutNotice, withNotice } from './notice.ts';

describe('one-time notices after a redirect', () => {
  it('adds the notice to a path, keeping its query', () => {
    expect(withNotice('/profile', 'signed-in')).toBe('/profile?notice=signed-in');
    expect(withNotice('/login?method=password', 'signed-in')).toBe('/login?method=password&notice=signed-in');
    expect(withNotice('/x?notice=registered', 'signed-in')).toBe('/x?notice=signed-in');
  });

  it('reads only the notices it knows (an address cannot make the page say anything else)', () => {
    expect(noticeFrom('?notice=account-deleted')).toBe('account-deleted');
    expect(noticeFrom('?notice=%3Cscript%3E')).toBeNull();
    expect(noticeFrom('')).toBeNull();
  });

  it('drops the notice from the query and keeps the rest', () => {
    expect(searchWithoutNotice('?notice=signed-in')).toBe('');
    expect(searchWithoutNotice('?page=2&notice=signed-in&lang=en')).toBe('?page=2&lang=en');
  });

  it('has a text for every notice in every language', () => {
    for (const locale of ['en', 'ru'] as const) {
      for (const notice of NOTICES) {
        const key = noticeKey(notice).replace('common:', '');
        const [group, id] = key.split('.') as [string, string];
        expect((resources[locale].common[group] as Record<string, unknown>)[id], `${locale} ${key}`).toBeTypeOf('string');
      }
    }
  });
});
