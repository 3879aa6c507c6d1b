import type { RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { createPost } from './api/create-post.ts';
import { updatePost } from './api/update-post.ts';
import { POST_ID_FIELD, type SavePostResult } from './post-save.ts';

/**
 * Saves the post form (spec §7's multipart: title, content, is_draft, tags[0], images[n],
 * keep_images[n]) as a new post or an edit of `post_id`. The API checks and sanitizes it all and
 * answers in its own words; this only passes the form on.
 */
export async function savePost(context: Readonly<RouterContextProvider>, form: FormData): Promise<SavePostResult> {
  const rawId = fieldText(form, POST_ID_FIELD);
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  if (rawId && id === null) return { ok: false, error: 'error-bad-request' };
  const body = new FormData();
  for (const [name, value] of form) if (name !== POST_ID_FIELD && name !== 'intent') body.append(name, value);
  const draft = fieldText(form, 'is_draft') === '1';
  const api = serverApi(context);
  try {
    const post = id === null ? await createPost(api, body) : await updatePost(api, id, body);
    return { ok: true, post, draft };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return { ok: false, error: 'notification-auth-required', signedOut: true };
    return { ok: false, error: error.code };
  }
}
