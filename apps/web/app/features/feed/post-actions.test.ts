import { describe, expect, it } from 'vitest';
import { threadHref } from './post-actions.ts';

describe('in-place forms of a post page (?reply=, ?edit=, ?delete=)', () => {
  it('opens one form at a time and keeps the comments page', () => {
    expect(threadHref('/feed/5', '?page=2', { param: 'reply', id: 9 }, 'reply-9')).toBe('/feed/5?page=2&reply=9#reply-9');
    expect(threadHref('/feed/5', '?reply=9', { param: 'edit', id: 3 })).toBe('/feed/5?edit=3');
    expect(threadHref('/feed/5', '?delete=post', null)).toBe('/feed/5');
    expect(threadHref('/feed/5', '', { param: 'delete', id: 'post' })).toBe('/feed/5?delete=post');
  });
});
