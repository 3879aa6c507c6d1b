import { redirect, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { commentInputSchema, type FeedComment, type Page } from '@gazeta/contract';
import type { Route } from './+types/feed-post';
import type { loader as rootLoader } from '../root.tsx';
import { loginRedirectFor } from '../features/account/session.server.ts';
import { createComment } from '../features/feed/api/create-comment.ts';
import { deleteComment } from '../features/feed/api/delete-comment.ts';
import { deletePost } from '../features/feed/api/delete-post.ts';
import { getComments } from '../features/feed/api/get-comments.ts';
import { getPost } from '../features/feed/api/get-post.ts';
import { toggleCommentLike } from '../features/feed/api/toggle-comment-like.ts';
import { togglePostLike } from '../features/feed/api/toggle-post-like.ts';
import { updateComment } from '../features/feed/api/update-comment.ts';
import { Comments } from '../features/feed/components/comments.tsx';
import { PostView } from '../features/feed/components/post-view.tsx';
import { feedHref, tagLabel } from '../features/feed/feed-query.ts';
import { POST_INTENTS, THREAD_PARAMS, type PostActionResult } from '../features/feed/post-actions.ts';
import { ApiError } from '../lib/api-client.ts';
import { fieldText } from '../lib/form-data.ts';
import { errorsFromIssues } from '../lib/form-issues.ts';
import { idFrom, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, rootMetaOf, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'feed:meta.titles.post' };

const NO_COMMENTS: Page<FeedComment> = { data: [], current_page: 1, last_page: 1, per_page: 50, total: 0 };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const page = pageFrom(request);
  const api = pageApi(context);
  // Unknown, or not visible to this reader (someone else's draft, a post still in moderation): 404.
  const post = await getPost(api, id);
  let comments = NO_COMMENTS;
  try {
    comments = await getComments(api, id, page);
  } catch (error) {
    console.error('Failed to get comments', error);
  }
  return { post, comments, url: `${getRenderContext(context).origin}${paths.feedPost(post.id)}` };
}

/** A form's failure as the page shows it; a lost session goes to /login. */
function failure(error: unknown, context: Route.ActionArgs['context'], result: Omit<PostActionResult, 'ok'>): PostActionResult {
  const toLogin = loginRedirectFor(error, context);
  if (toLogin) throw toLogin;
  if (!(error instanceof ApiError)) throw error;
  return { ...result, ok: false, error: error.code };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const postId = idFrom(params.id);
  const api = serverApi(context);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const rawId = Number(fieldText(form, 'id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : undefined;
  switch (intent) {
    case POST_INTENTS.likePost:
      try {
        return { intent, ok: true, ...(await togglePostLike(api, postId)) } satisfies PostActionResult;
      } catch (error) {
        return failure(error, context, { intent });
      }
    case POST_INTENTS.likeComment:
      if (!id) break;
      try {
        return { intent, id, ok: true, ...(await toggleCommentLike(api, id)) } satisfies PostActionResult;
      } catch (error) {
        return failure(error, context, { intent, id });
      }
    case POST_INTENTS.comment: {
      const text = fieldText(form, 'text', { trim: false });
      const replyTo = Number(fieldText(form, 'reply_to')) || null;
      const result = { intent, ...(replyTo ? { id: replyTo } : {}) };
      const parsed = commentInputSchema.safeParse({ text, reply_to: replyTo });
      if (!parsed.success) {
        const errors = errorsFromIssues(parsed.error.issues);
        return { ...result, ok: false, error: errors.fields['text'] ?? errors.form ?? 'error-comment-empty', text } satisfies PostActionResult;
      }
      try {
        const created = await createComment(api, postId, parsed.data);
        // Its author sees it at once, waiting for moderation: the form shows where (commentId).
        return { ...result, ok: true, commentId: created.id } satisfies PostActionResult;
      } catch (error) {
        return { ...failure(error, context, result), text };
      }
    }
    case POST_INTENTS.editComment: {
      if (!id) break;
      const text = fieldText(form, 'text', { trim: false });
      const parsed = commentInputSchema.pick({ text: true }).safeParse({ text });
      if (!parsed.success) {
        const errors = errorsFromIssues(parsed.error.issues);
        return { intent, id, ok: false, error: errors.fields['text'] ?? 'error-comment-empty', text } satisfies PostActionResult;
      }
      try {
        await updateComment(api, id, parsed.data.text);
      } catch (error) {
        return { ...failure(error, context, { intent, id }), text };
      }
      // Without JavaScript the page goes back to the thread; a fetcher just gets the answer.
      return { intent, id, ok: true } satisfies PostActionResult;
    }
    case POST_INTENTS.deleteComment:
      if (!id) break;
      try {
        await deleteComment(api, id);
      } catch (error) {
        return failure(error, context, { intent, id });
      }
      return redirect(`${paths.feedPost(postId)}#comments-heading`);
    case POST_INTENTS.deletePost:
      try {
        await deletePost(api, postId);
      } catch (error) {
        return failure(error, context, { intent });
      }
      return redirect(feedHref({ view: 'my' }));
  }
  return { intent, ok: false, error: 'error-bad-request' } satisfies PostActionResult;
}

/** Opening a reply, edit or delete form in place changes only the address: no need to reload. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const param of Object.values(THREAD_PARAMS)) params.delete(param);
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { post, comments } = data;
  const root = rootMetaOf(args.matches);
  const locale = root?.locale ?? 'ru';
  const section = tagLabel(post.tag, locale);
  const tags = namespacedSeoMeta(args, {
    titleKey: handle.titleKey,
    titleValues: { title: post.title },
    description: post.excerpt || post.title,
    image: post.images[0] ?? null,
    type: 'article',
    // Only an approved post is public; its author's preview of a pending one is not for indexing.
    noindex: post.status !== 'approved' || comments.current_page > 1,
    breadcrumbs: [
      { nameKey: 'feed:meta.titles.feed', path: paths.feed() },
      { name: section, path: feedHref({ category: post.tag.tag_name }) },
      { name: post.title, path: paths.feedPost(post.id) },
    ],
  });
  const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href?: string } | undefined;
  const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image') as { content?: string } | undefined;
  return [
    ...tags,
    { property: 'article:published_time', content: post.created_at },
    { property: 'article:modified_time', content: post.updated_at },
    { property: 'article:section', content: section },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'DiscussionForumPosting',
        headline: post.title.slice(0, 110),
        text: post.excerpt,
        url: canonical?.href ?? data.url,
        mainEntityOfPage: canonical?.href ?? data.url,
        ...(post.images.length > 0 && image?.content ? { image: [image.content] } : {}),
        datePublished: post.created_at,
        dateModified: post.updated_at,
        articleSection: section,
        author: { '@type': 'Person', name: post.author.name },
        interactionStatistic: [
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: post.likes },
          { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: post.comments_count },
        ],
        comment: comments.data
          .filter((comment) => comment.status === 'approved')
          .slice(0, 10)
          .map((comment) => ({
            '@type': 'Comment',
            text: comment.text,
            datePublished: comment.created_at,
            author: { '@type': 'Person', name: comment.author.name },
          })),
      },
    },
  ];
};

/** One post of the community feed with its comments (spec §2 /feed/{id}). */
export default function FeedPostPage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  const { post, comments, url } = loaderData;
  return (
    <div key={post.id} className="post-page">
      <PostView post={post} url={url} signedIn={signedIn} />
      <Comments post={post} comments={comments} signedIn={signedIn} />
    </div>
  );
}
