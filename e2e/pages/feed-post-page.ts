import type { Locator, Page, Response } from '@playwright/test';
import { startsWith, t, type Locale } from '../helpers/i18n.ts';
import { BasePage } from './base-page.ts';
import { FeedSidebar } from './feed-page.ts';
import { PostEditor } from './post-editor.ts';
import { ShareLinks } from './share-links.ts';

/** One post of the feed: /feed/{id}, with its comments. */
export class FeedPostPage extends BasePage {
  readonly sidebar: FeedSidebar;
  readonly editor: PostEditor;
  readonly post: Locator;
  readonly likeButton: Locator;
  readonly share: ShareLinks;
  readonly editButton: Locator;
  readonly deleteButton: Locator;
  readonly signInToComment: Locator;
  readonly commentInput: Locator;
  readonly sendCommentButton: Locator;
  readonly replyInput: Locator;
  readonly sendReplyButton: Locator;
  readonly commentsClosed: Locator;

  constructor(page: Page, locale: Locale = 'ru') {
    super(page, locale);
    this.sidebar = new FeedSidebar(page, locale);
    this.editor = new PostEditor(page, locale);
    this.post = this.main.getByRole('article').first();
    this.likeButton = this.post.getByRole('button', { name: startsWith(t(locale, 'feed:post.likeLabel')) });
    this.share = new ShareLinks(this.post, t(locale, 'feed:post.share'), locale);
    this.editButton = this.post.getByRole('button', { name: t(locale, 'feed:post.edit'), exact: true });
    this.deleteButton = this.post.getByRole('button', { name: t(locale, 'feed:post.delete'), exact: true });
    this.signInToComment = this.main.getByRole('link', { name: t(locale, 'feed:comments.signIn'), exact: true });
    this.commentInput = this.main.getByRole('textbox', { name: t(locale, 'feed:comments.yourComment'), exact: true });
    this.sendCommentButton = this.main.getByRole('button', { name: t(locale, 'feed:comments.send'), exact: true });
    const [replyPrefix] = t(locale, 'feed:comments.yourReply', { name: '\u0000' }).split('\u0000') as [string];
    this.replyInput = this.main.getByRole('textbox', { name: startsWith(replyPrefix) });
    this.sendReplyButton = this.main.getByRole('button', { name: t(locale, 'feed:comments.sendReply'), exact: true });
    this.commentsClosed = this.main.getByText(t(locale, 'feed:comments.closed'), { exact: true });
  }

  gotoPost(id: number): Promise<Response | null> {
    return this.goto(`/feed/${id}`);
  }

  /** A comment (an article named by its author) holding this text. */
  comment(text: string): Locator {
    return this.main.getByRole('article').filter({ hasText: text });
  }

  /** The "Reply" link of a comment by its author. */
  replyLink(author: string): Locator {
    return this.main.getByRole('link', { name: t(this.locale, 'feed:comments.replyTo', { name: author }), exact: true });
  }

  /** The replies listed under a top-level comment by its author. */
  replies(author: string): Locator {
    return this.main.getByRole('list', { name: t(this.locale, 'feed:comments.repliesTo', { name: author }), exact: true });
  }

  statusBadge(within: Locator, status: 'draft' | 'pending' | 'rejected'): Locator {
    return within.getByText(t(this.locale, `feed:status.${status}`), { exact: true });
  }
}
