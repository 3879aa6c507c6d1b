import type { FeedPictureSubject } from '../art/feed-pictures.ts';
import type { TagName } from './tags.ts';

/** What a post asks of its readers: it decides which everyday comments fit under it. */
export type FeedKind = 'question' | 'sale' | 'event' | 'story' | 'help';

/** Who wrote a post: one of the demo accounts, or any member. */
export type FeedAuthor = 'reader' | 'moderator' | 'editor' | 'admin' | 'member';

/** A comment written for one post, with the replies under it. */
export interface FeedThread {
  text: string;
  replies?: readonly string[];
  /** Replies by the post's author rather than another member. */
  byAuthor?: boolean;
}

export interface FeedPostText {
  tag: TagName;
  title: string;
  /** HTML as the editor makes it: paragraphs, lists, links. */
  html: string;
  kind: FeedKind;
  author?: FeedAuthor;
  /** The pictures it carries (0–3), by what they show: a crib sale shows a crib, not a skyline. */
  pictures?: readonly FeedPictureSubject[];
  threads?: readonly FeedThread[];
}

export interface FeedComments {
  /** Everyday comments that fit any post of the kind. */
  comments: Record<FeedKind, readonly string[]>;
  /** Short answers anyone may give under a comment. */
  replies: readonly string[];
}
