/**
 * The community feed through its API (contract: packages/contract/src/api/feed.ts): data for
 * the browser tests is made here, never by poking the database. Every call fails loudly on a
 * non-2xx answer.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { FeedResponse, FeedView, FeedComment, FeedPost, NotificationsResponse, Page, Tag } from '@gazeta/contract';
import { signIn } from './accounts.ts';

/** The seeded moderator (apps/server/src/seed/accounts.ts). */
export const DEMO_MODERATOR = { firstName: 'Ирина', email: 'moderator@demo.gazeta.local', password: 'demo-moderator' } as const;

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response.status() === 204 ? (null as T) : ((await response.json()) as T);
}

/** A real PNG of one colour (the server checks images by their content). */
export function pngImage(width = 64, height = 48, rgb: [number, number, number] = [158, 27, 22]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgb)))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A picked file for `setInputFiles`. */
export const imageFile = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage() });

/** A title no other test has: the project and a random tail. */
export const uniqueTitle = (prefix: string, project: string) => `${prefix} ${project} ${Math.random().toString(36).slice(2, 8)}`;

export async function feedTags(request: APIRequestContext): Promise<Tag[]> {
  return (await json<Page<Tag>>(await request.post('/api/tags/get?page=1', { data: { per_page: 50, from: 'forum' } }))).data;
}

export async function feed(request: APIRequestContext, query: { view?: FeedView; category?: string; page?: number } = {}): Promise<FeedResponse> {
  const params = new URLSearchParams({ view: query.view ?? 'popularity', page: String(query.page ?? 1) });
  if (query.category) params.set('category', query.category);
  return json(await request.get(`/api/forum/posts?${params}`));
}

export async function feedPost(request: APIRequestContext, id: number): Promise<FeedPost> {
  return json(await request.get(`/api/forum/posts/${id}`));
}

export async function postStatus(request: APIRequestContext, id: number): Promise<number> {
  return (await request.get(`/api/forum/posts/${id}`)).status();
}

export async function comments(request: APIRequestContext, postId: number): Promise<Page<FeedComment>> {
  return json(await request.get(`/api/forum/posts/${postId}/comments?page=1`));
}

/** A post as the spec's client sends it (multipart); `request` must be signed in with a verified phone. */
export async function createPost(
  request: APIRequestContext,
  input: { title: string; content?: string; tagId: number; draft?: boolean; images?: number },
): Promise<FeedPost> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: input.title,
    content: input.content ?? `<p>${input.title}: текст публикации.</p>`,
    is_draft: input.draft ? '1' : '0',
    'tags[0]': String(input.tagId),
  };
  for (let i = 0; i < (input.images ?? 0); i += 1) multipart[`images[${i}]`] = imageFile(`image-${i}.png`);
  return json(await request.post('/api/forum/posts', { multipart }));
}

export async function createComment(request: APIRequestContext, postId: number, text: string, replyTo?: number): Promise<FeedComment> {
  return json(await request.post(`/api/forum/posts/${postId}/comments`, { data: { text, reply_to: replyTo ?? null } }));
}

/** A moderator's decision (`request` signed in as a moderator). */
export async function moderate(
  request: APIRequestContext,
  kind: 'posts' | 'comments',
  id: number,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
): Promise<void> {
  await json(await request.post(`/api/forum/moderation/${kind}/${id}`, { data: decision }));
}

export async function notifications(request: APIRequestContext): Promise<NotificationsResponse> {
  return json(await request.get('/api/forum/notifications?page=1'));
}

/** Signs `request` in as the seeded moderator. */
export const signInAsModerator = (request: APIRequestContext) => signIn(request, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
