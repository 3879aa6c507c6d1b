import { describe, expect, it } from 'vitest';
import { fieldChanges, subjectLink, valueText } from './audit-view.ts';

describe('the audit log as the page shows it', () => {
  it('pairs each field before → after, a field only on one side against none', () => {
    expect(fieldChanges({ before: { role: 'user', sessions: 2 }, after: { role: 'editor', erased: true } })).toEqual([
      { field: 'role', before: 'user', after: 'editor' },
      { field: 'sessions', before: 2, after: undefined },
      { field: 'erased', before: undefined, after: true },
    ]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
    expect([valueText(undefined), valueText(null), valueText('x'), valueText(12), valueText(false)]).toEqual(['—', '—', 'x', '12', 'false']);
  });

  it('links the subjects that have a page', () => {
    expect(subjectLink({ kind: 'article', id: '12' })).toBe('/article/12');
    expect(subjectLink({ kind: 'member', id: '5' })).toBe('/newsroom/members/5');
    expect(subjectLink({ kind: 'rates', id: '3' })).toBeNull();
    expect(subjectLink({ kind: 'article', id: 'slug' })).toBeNull();
  });
});
