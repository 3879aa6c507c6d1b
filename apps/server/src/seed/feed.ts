import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { feedCommentLikes, feedComments, feedPostImages, feedPostLikes, feedPosts, notifications, tags, users, type NotificationData } from '../db/schema/index.ts';
import { clip, PREVIEW_MAX, postContent } from '../modules/feed/text.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { feedPictureKeys } from './art/feed-pictures.ts';
import {
  FEED_COMMENTS_EN,
  FEED_COMMENTS_RU,
  FEED_DRAFT_RU,
  FEED_PENDING_EN,
  FEED_PENDING_RU,
  FEED_POSTS_EN,
  FEED_POSTS_RU,
  FEED_REJECTED_RU,
  MEMBERS,
} from './content/index.ts';
import type { FeedComments, FeedPostText } from './content/schemas.ts';
import type { Random } from './random.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** The handwritten posts are spread over these last days; the generated bulk is older. */
const FEED_WINDOW_DAYS = 45;
/** The generated bulk reaches back at most this far. */
const BULK_SPAN_DAYS = 730;
/** Share of generated comments that answer another comment. */
const BULK_REPLY_SHARE = 0.3;

/** Every picture the demo posts carry, each once (the seed draws and stores these). */
export function demoFeedPictureKeys(): string[] {
  const texts: FeedPostText[] = [...FEED_POSTS_RU, ...FEED_POSTS_EN, ...FEED_PENDING_RU, ...FEED_PENDING_EN, FEED_REJECTED_RU, FEED_DRAFT_RU];
  return [...new Set(texts.flatMap((text) => feedPictureKeys(text.pictures ?? [])))];
}

export interface FeedSeedOptions {
  now: Date;
  scale: number;
  /** Approved posts wanted in all, the handwritten ones included (default: handwritten × scale). */
  posts?: number | undefined;
  /** Approved comments wanted in all (default: those of the handwritten posts × scale). */
  comments?: number | undefined;
  /** Media ids of the demo pictures posts carry, by their keys (`feedPictureKeys`). */
  pictures: ReadonlyMap<string, number>;
  random: (label: string) => Random;
  log?: (line: string) => void;
}

type Lang = 'ru' | 'en';
interface Planned {
  text: FeedPostText;
  lang: Lang;
}

const ROLE_OF = { reader: 'user', moderator: 'moderator', editor: 'editor', admin: 'admin' } as const;
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The community feed of the demo: members, the handwritten posts with their threads, likes and
 * pictures, a moderation queue (pending and rejected items, a draft) and the demo reader's
 * notifications; then, for benchmarks, a generated bulk of posts and comments written by a few
 * set-based INSERTs (100,000 comments take seconds). Runs inside the seed's transaction.
 */
export async function seedFeed(db: Db, options: FeedSeedOptions): Promise<{ posts: number; comments: number }> {
  const { now, random } = options;
  const at = (ms: number) => new Date(Math.min(now.getTime() - 60_000, Math.floor(ms / 60_000) * 60_000));

  // ---- people ----
  const members = await db
    .insert(users)
    .values(
      MEMBERS.map(({ firstName, lastName, locale }, i) => ({
        firstName,
        lastName,
        phone: `+1847555${String(200 + i).padStart(4, '0')}`,
        phoneVerifiedAt: now,
        locale,
        active: true,
        createdAt: new Date(now.getTime() - 400 * DAY_MS),
      })),
    )
    .returning({ id: users.id, locale: users.locale });
  const demo = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const demoId = (who: keyof typeof ROLE_OF) => demo.find((u) => u.role === ROLE_OF[who])!.id;
  const readerId = demoId('reader');
  const membersOf = (lang: Lang) => members.filter((m) => m.locale === lang).map((m) => m.id);
  const everyone = [...members.map((m) => m.id), ...demo.map((u) => u.id)];
  const tagRows = await db.select({ id: tags.id, tagName: tags.tagName }).from(tags);
  const tagId = new Map(tagRows.map((t) => [t.tagName, t.id]));

  const authorOf = (text: FeedPostText, lang: Lang, r: Random) =>
    text.author && text.author !== 'member' ? demoId(text.author) : r.pick(membersOf(lang));
  const someoneElse = (r: Random, lang: Lang, not: readonly number[]) => r.pick(membersOf(lang).filter((id) => !not.includes(id)));

  // ---- the handwritten posts, oldest first so that ids grow with time ----
  const r = random('feed/posts');
  const planned: Planned[] = [...FEED_POSTS_RU.map((text) => ({ text, lang: 'ru' as const })), ...FEED_POSTS_EN.map((text) => ({ text, lang: 'en' as const }))];
  const slots = r.shuffle(planned.map((_, i) => i));
  const ageOf = new Map<Planned, number>();
  slots.forEach((postIndex, slot) => ageOf.set(planned[postIndex]!, ((slot + r.float(0.1, 0.9)) / planned.length) * FEED_WINDOW_DAYS * DAY_MS));
  // The demo reader's first question is recent, so that its answers are still unread.
  ageOf.set(planned[1]!, 2.2 * DAY_MS);
  const chronological = [...planned].sort((a, b) => ageOf.get(b)! - ageOf.get(a)!);

  const commentPools: Record<Lang, FeedComments> = { ru: FEED_COMMENTS_RU, en: FEED_COMMENTS_EN };
  const approvedComments: { id: number; postId: number; authorId: number; text: string; createdAt: Date; postTitle: string; postAuthorId: number }[] = [];

  async function insertPost(text: FeedPostText, lang: Lang, status: 'approved' | 'pending' | 'rejected' | 'draft', createdAt: Date, extra: { rejectionReason?: string } = {}) {
    const content = postContent(text.html);
    const [row] = await db
      .insert(feedPosts)
      .values({
        authorId: authorOf(text, lang, r),
        tagId: tagId.get(text.tag)!,
        title: text.title,
        contentHtml: content.html,
        excerpt: content.excerpt,
        status,
        rejectionReason: extra.rejectionReason ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: feedPosts.id, authorId: feedPosts.authorId });
    const pictures = feedPictureKeys(text.pictures ?? []);
    if (pictures.length > 0) {
      await db.insert(feedPostImages).values(pictures.map((key, position) => ({ postId: row!.id, mediaId: options.pictures.get(key)!, position })));
    }
    return row!;
  }

  async function insertComment(values: { postId: number; authorId: number; text: string; createdAt: Date; replyTo?: number; rootId?: number; status?: 'approved' | 'pending' | 'rejected'; rejectionReason?: string }) {
    const [row] = await db
      .insert(feedComments)
      .values({
        postId: values.postId,
        authorId: values.authorId,
        replyTo: values.replyTo ?? null,
        rootId: values.rootId ?? null,
        text: values.text,
        status: values.status ?? 'approved',
        rejectionReason: values.rejectionReason ?? null,
        createdAt: values.createdAt,
        updatedAt: values.createdAt,
      })
      .returning({ id: feedComments.id });
    return row!.id;
  }

  const approvedPosts: { id: number; authorId: number; title: string; lang: Lang; createdAt: Date }[] = [];
  for (const entry of chronological) {
    const { text, lang } = entry;
    const createdAt = at(now.getTime() - ageOf.get(entry)!);
    const post = await insertPost(text, lang, 'approved', createdAt);
    approvedPosts.push({ id: post.id, authorId: post.authorId, title: text.title, lang, createdAt });

    // Its threads: the ones written for it, then a few everyday comments, each maybe answered.
    const c = random(`feed/comments/${text.title}`);
    const pool = commentPools[lang];
    let clock = createdAt.getTime();
    const later = () => (clock += c.float(0.3, 9) * HOUR_MS);
    const record = (id: number, authorId: number, body: string, createdAt: Date) =>
      approvedComments.push({ id, postId: post.id, authorId, text: body, createdAt, postTitle: text.title, postAuthorId: post.authorId });
    const threads = [
      ...(text.threads ?? []),
      ...c.sample(pool.comments[text.kind], c.int(0, 3)).map((body) => ({ text: body, replies: c.chance(0.35) ? [c.pick(pool.replies)] : [], byAuthor: false })),
    ];
    for (const thread of threads) {
      const authorId = someoneElse(c, lang, [post.authorId]);
      const createdAt = at(later());
      const rootId = await insertComment({ postId: post.id, authorId, text: thread.text, createdAt });
      record(rootId, authorId, thread.text, createdAt);
      for (const [i, reply] of (thread.replies ?? []).entries()) {
        const replier = thread.byAuthor && i === 0 ? post.authorId : someoneElse(c, lang, [authorId]);
        const replyAt = at(later());
        const id = await insertComment({ postId: post.id, authorId: replier, text: reply, createdAt: replyAt, replyTo: rootId, rootId });
        record(id, replier, reply, replyAt);
      }
    }
  }

  // ---- likes of the handwritten posts and comments ----
  const l = random('feed/likes');
  const postLikes = approvedPosts.flatMap((post) =>
    l.sample(everyone.filter((id) => id !== post.authorId), l.int(0, Math.min(18, everyone.length - 1))).map((userId) => ({ postId: post.id, userId, createdAt: at(post.createdAt.getTime() + l.float(1, 30) * HOUR_MS) })),
  );
  if (postLikes.length > 0) await db.insert(feedPostLikes).values(postLikes);
  const commentLikes = approvedComments.flatMap((comment) =>
    l.chance(0.4) ? l.sample(everyone.filter((id) => id !== comment.authorId), l.int(1, 5)).map((userId) => ({ commentId: comment.id, userId, createdAt: at(comment.createdAt.getTime() + HOUR_MS) })) : [],
  );
  if (commentLikes.length > 0) await db.insert(feedCommentLikes).values(commentLikes);

  // ---- the moderation demo: posts and comments waiting, a rejected post and comment, a draft ----
  const m = random('feed/moderation');
  const recent = (hours: number) => at(now.getTime() - hours * HOUR_MS);
  const waiting = [...FEED_PENDING_RU.map((text) => ({ text, lang: 'ru' as const })), ...FEED_PENDING_EN.map((text) => ({ text, lang: 'en' as const }))];
  for (const [i, { text, lang }] of waiting.entries()) await insertPost(text, lang, 'pending', recent(30 - i * 7));
  const rejected = await insertPost(FEED_REJECTED_RU, 'ru', 'rejected', recent(50), { rejectionReason: FEED_REJECTED_RU.reason });
  await insertPost(FEED_DRAFT_RU, 'ru', 'draft', recent(20));

  const commented = m.sample(approvedPosts.filter((p) => p.createdAt.getTime() < now.getTime() - DAY_MS), 4);
  const pendingTexts: Record<Lang, readonly string[]> = {
    ru: ['Подскажите, а это ещё актуально?', 'Мы тоже хотим присоединиться, куда писать?', 'Спасибо, очень нужная информация!'],
    en: ['Is this still going on next week?', 'Thanks, sharing with my neighbours.', 'Where exactly is it?'],
  };
  for (const [i, post] of commented.entries()) {
    const authorId = i === 0 ? readerId : someoneElse(m, post.lang, [post.authorId]);
    await insertComment({ postId: post.id, authorId, text: m.pick(pendingTexts[post.lang]), createdAt: recent(12 - i * 2), status: 'pending' });
  }
  const flamed = commented[1] ?? approvedPosts[0]!;
  await insertComment({
    postId: flamed.id,
    authorId: someoneElse(m, flamed.lang, [flamed.authorId]),
    text: flamed.lang === 'ru' ? 'Да кому это вообще интересно, бред какой-то.' : 'Who even cares about this, what nonsense.',
    createdAt: recent(26),
    status: 'rejected',
    rejectionReason: flamed.lang === 'ru' ? 'Пожалуйста, без грубости.' : 'Please keep it civil.',
  });

  // ---- what the demo reader has been told ----
  const notes: { userId: number; type: string; data: NotificationData; createdAt: Date; readAt: Date | null }[] = [];
  const note = (type: string, createdAt: Date, data: NotificationData) => {
    // The last three days are still unread.
    const readAt = createdAt.getTime() < now.getTime() - 3 * DAY_MS ? at(createdAt.getTime() + 2 * HOUR_MS) : null;
    notes.push({ userId: readerId, type, data, createdAt, readAt });
  };
  for (const post of approvedPosts.filter((p) => p.authorId === readerId)) {
    note('post_approved', at(post.createdAt.getTime() + 2 * HOUR_MS), { content_preview: null, post_id: post.id, post_title: post.title, rejection_reason: null });
  }
  for (const comment of approvedComments.filter((c) => c.postAuthorId === readerId && c.authorId !== readerId)) {
    note('ForumComment', at(comment.createdAt.getTime() + 15 * 60_000), { content_preview: clip(comment.text, PREVIEW_MAX), post_id: comment.postId, post_title: comment.postTitle, rejection_reason: null });
  }
  for (const comment of approvedComments.filter((c) => c.authorId === readerId)) {
    note('comment_approved', at(comment.createdAt.getTime() + 30 * 60_000), { content_preview: clip(comment.text, PREVIEW_MAX), post_id: comment.postId, post_title: comment.postTitle, rejection_reason: null });
  }
  note('post_rejected', recent(46), { content_preview: clip(postContent(FEED_REJECTED_RU.html).excerpt, PREVIEW_MAX), post_id: rejected.id, post_title: FEED_REJECTED_RU.title, rejection_reason: FEED_REJECTED_RU.reason });
  notes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.insert(notifications).values(notes);

  // ---- the generated bulk (scale > 1, or benchmark sizes) ----
  const basePosts = approvedPosts.length;
  const extraPosts = Math.max(0, (options.posts ?? basePosts * options.scale) - basePosts);
  const extraComments = Math.max(0, (options.comments ?? approvedComments.length * options.scale) - approvedComments.length);
  const [{ lastHandwritten } = { lastHandwritten: 0 }] = await db.select({ lastHandwritten: sql<number>`coalesce(max(${feedPosts.id}), 0)`.mapWith(Number) }).from(feedPosts);
  if (extraPosts > 0) await bulkPosts(db, { count: extraPosts, after: lastHandwritten, now, authors: members.map((mm) => mm.id), likers: everyone, templates: chronological });
  if (extraComments > 0) {
    await bulkComments(db, { count: extraComments, now, members: members.map((mm) => mm.id), afterPost: extraPosts > 0 ? lastHandwritten : 0 });
  }
  if (extraPosts + extraComments > 0) options.log?.(`generated ${extraPosts} more posts and ${extraComments} more comments`);

  // Counts from the rows, once, for everything written above.
  await db.execute(sql`
    update ${feedPosts} p set likes = l.n from (select post_id, count(*)::int as n from ${feedPostLikes} group by post_id) l where p.id = l.post_id`);
  await db.execute(sql`
    update ${feedPosts} p set comments_count = c.n
    from (select post_id, count(*)::int as n from ${feedComments} where status = 'approved' and deleted_at is null group by post_id) c
    where p.id = c.post_id`);
  await db.execute(sql`
    update ${feedComments} c set likes = l.n from (select comment_id, count(*)::int as n from ${feedCommentLikes} group by comment_id) l where c.id = l.comment_id`);
  return { posts: basePosts + extraPosts, comments: approvedComments.length + extraComments };
}

/**
 * Copies of the handwritten posts, older than all of them, numbered "(2)", "(3)"… and liked by
 * a few members each: one INSERT … SELECT over generate_series per table.
 */
async function bulkPosts(
  db: Db,
  o: { count: number; after: number; now: Date; authors: readonly number[]; likers: readonly number[]; templates: readonly Planned[] },
): Promise<void> {
  const n = o.templates.length;
  const contents = o.templates.map(({ text }) => postContent(text.html));
  const newest = o.now.getTime() - (FEED_WINDOW_DAYS + 1) * DAY_MS;
  const stepS = Math.max(60, Math.floor((BULK_SPAN_DAYS * 86_400) / o.count));
  const tagIds = await db.select({ id: tags.id, tagName: tags.tagName }).from(tags);
  const tagOf = new Map(tagIds.map((t) => [t.tagName, t.id]));
  await db.execute(sql`
    insert into ${feedPosts} (author_id, tag_id, title, content_html, excerpt, status, created_at, updated_at)
    select (${jsonb(o.authors)} ->> ((g * 7) % ${o.authors.length})::int)::int,
           (${jsonb(o.templates.map(({ text }) => tagOf.get(text.tag)))} ->> ((g - 1) % ${n})::int)::int,
           (${jsonb(o.templates.map(({ text }) => text.title))} ->> ((g - 1) % ${n})::int) || ' (' || (2 + (g - 1) / ${n}) || ')',
           ${jsonb(contents.map((c) => c.html))} ->> ((g - 1) % ${n})::int,
           ${jsonb(contents.map((c) => c.excerpt))} ->> ((g - 1) % ${n})::int,
           'approved',
           t.at, t.at
    from generate_series(1, ${o.count}) as g,
         lateral (select ${new Date(newest).toISOString()}::timestamptz - ((${o.count} - g) * ${stepS}) * interval '1 second' as at) t
    order by g`);
  await db.execute(sql`
    insert into ${feedPostLikes} (post_id, user_id, created_at)
    select p.id, (${jsonb(o.likers)} ->> k)::int, p.created_at + interval '3 hours'
    from ${feedPosts} p cross join generate_series(0, ${o.likers.length - 1}) as k
    where p.id > ${o.after} and k < ((p.id * 2654435761) % 97) % 13 and (${jsonb(o.likers)} ->> k)::int <> p.author_id`);
}

/**
 * Comments on the generated posts (or, without them, on every approved post): top-level ones
 * spread over the posts, then a share of them answered, each in one statement.
 */
async function bulkComments(db: Db, o: { count: number; now: Date; members: readonly number[]; afterPost: number }): Promise<void> {
  const replies = Math.floor(o.count * BULK_REPLY_SHARE);
  const top = o.count - replies;
  const ru = [...FEED_COMMENTS_RU.comments.question, ...FEED_COMMENTS_RU.comments.event, ...FEED_COMMENTS_RU.comments.story, ...FEED_COMMENTS_RU.comments.help];
  const en = [...FEED_COMMENTS_EN.comments.question, ...FEED_COMMENTS_EN.comments.event, ...FEED_COMMENTS_EN.comments.story, ...FEED_COMMENTS_EN.comments.help];
  const members = jsonb(o.members);
  const m = o.members.length;
  const [{ before } = { before: 0 }] = await db.select({ before: sql<number>`coalesce(max(${feedComments.id}), 0)`.mapWith(Number) }).from(feedComments);
  await db.execute(sql`
    with targets as (
      select id, author_id, title, created_at, (row_number() over (order by id) - 1)::int as n
      from ${feedPosts} where id > ${o.afterPost} and status = 'approved' and deleted_at is null
    ), total as (select count(*)::int as n from targets)
    insert into ${feedComments} (post_id, author_id, text, status, created_at, updated_at)
    select p.id,
           (${members} ->> (((g * 31) % ${m}) + case when (${members} ->> ((g * 31) % ${m})::int)::int = p.author_id then 1 else 0 end)::int % ${m})::int,
           case when p.title ~ '[А-Яа-яЁё]' then ${jsonb(ru)} ->> (g % ${ru.length})::int else ${jsonb(en)} ->> (g % ${en.length})::int end,
           'approved', c.at, c.at
    from generate_series(1, ${top}) as g
    cross join total
    join targets p on p.n = ((g::bigint * 7919) % total.n)::int
    cross join lateral (select least(${o.now.toISOString()}::timestamptz - interval '1 minute', p.created_at + ((g % 97) + 1) * interval '37 minutes') as at) c
    order by g`);
  await db.execute(sql`
    insert into ${feedComments} (post_id, author_id, reply_to, root_id, text, status, created_at, updated_at)
    select c.post_id,
           (${members} ->> (((c.id * 17) % ${m}) + case when (${members} ->> ((c.id * 17) % ${m})::int)::int = c.author_id then 1 else 0 end)::int % ${m})::int,
           c.id, c.id,
           case when c.text ~ '[А-Яа-яЁё]' then ${jsonb(FEED_COMMENTS_RU.replies)} ->> (c.id % ${FEED_COMMENTS_RU.replies.length})::int
                else ${jsonb(FEED_COMMENTS_EN.replies)} ->> (c.id % ${FEED_COMMENTS_EN.replies.length})::int end,
           'approved', r.at, r.at
    from (select * from ${feedComments} where id > ${before} and root_id is null order by id limit ${replies}) c
    cross join lateral (select least(${o.now.toISOString()}::timestamptz - interval '1 minute', c.created_at + interval '2 hours') as at) r
    order by c.id`);
}
