import { describe, expect, it } from 'vitest';
import type { FeedComment } from '@gazeta/contract';
import { threadComments } from './comment-thread.ts';

const comment = (id: number, reply_to: number | null): FeedComment => ({
  id,
  post_id: 1,
  reply_to,
  author: { id: id * 10, name: `Author ${id}` },
  text: `text ${id}`,
  likes: 0,
  liked: false,
  status: 'approved',
  rejection_reason: null,
  can_edit: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

describe('comment threads (replies one level in)', () => {
  it('puts each reply under its top-level comment, in order', () => {
    const threads = threadComments([comment(1, null), comment(2, 1), comment(3, null), comment(4, 1)]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.comment.id)])).toEqual([
      [1, [2, 4]],
      [3, []],
    ]);
  });

  it('puts a reply to a reply in the same thread, saying whom it answers', () => {
    const threads = threadComments([comment(1, null), comment(2, 1), comment(5, 2)]);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.replies.map((r) => [r.comment.id, r.replyTo?.id ?? null])).toEqual([
      [2, null],
      [5, 2],
    ]);
  });

  it('shows a reply whose thread is not on the page on its own', () => {
    const threads = threadComments([comment(7, 3)]);
    expect(threads.map((t) => t.comment.id)).toEqual([7]);
  });

  it('copes with an empty page', () => {
    expect(threadComments([])).toEqual([]);
  });
});
