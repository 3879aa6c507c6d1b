import type { FeedComment } from '@gazeta/contract';

export interface CommentThread {
  comment: FeedComment;
  /** Answers to it, and answers to those answers, oldest first: one level deep on screen. */
  replies: { comment: FeedComment; replyTo: FeedComment | null }[];
}

/**
 * A page of comments (top-level ones, each followed by its replies) as threads: every reply
 * sits under the top-level comment it belongs to, however deep it answers. A reply whose
 * thread is not on the page stands on its own.
 */
export function threadComments(comments: readonly FeedComment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: FeedComment): FeedComment => {
    let current = comment;
    const seen = new Set<number>();
    while (current.reply_to !== null && byId.has(current.reply_to) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.reply_to)!;
    }
    return current;
  };
  const threads = new Map<number, CommentThread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id === comment.id) {
      if (!threads.has(comment.id)) threads.set(comment.id, { comment, replies: [] });
      continue;
    }
    let thread = threads.get(root.id);
    if (!thread) {
      thread = { comment: root, replies: [] };
      threads.set(root.id, thread);
    }
    const parent = comment.reply_to === null ? null : (byId.get(comment.reply_to) ?? null);
    thread.replies.push({ comment, replyTo: parent && parent.id !== root.id ? parent : null });
  }
  return [...threads.values()];
}
