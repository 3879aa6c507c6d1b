import { canEdit, NEWSROOM_ARTICLE_MEDIA_PATH, type ArticleMedia } from '@gazeta/contract';
import type { Route } from './+types/newsroom-articles-media';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import type { UploadAnswer } from '../features/newsroom-articles/components/cover-field.tsx';
import { serverApi } from '../lib/server-context.ts';

/**
 * The editor's picture upload (issue #27): one image, passed on to the newsroom's media endpoint
 * as the multipart form it came in; the answer is its media id and address (for the cover, or
 * a picture in the text). A page of its own because it is the one newsroom action that takes a
 * file (the server lets multipart through to named pages only).
 */
export async function action({ context, request }: Route.ActionArgs): Promise<UploadAnswer> {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, code: 'validation-required' };
  const body = new FormData();
  body.set('file', file, file.name);
  try {
    return { ok: true, media: await serverApi(context).post<ArticleMedia>(NEWSROOM_ARTICLE_MEDIA_PATH, body) };
  } catch (error) {
    const errors = accountFailure(error, context, { fields: ['file'] });
    return { ok: false, code: errors.fields['file'] ?? errors.form ?? 'notification-error' };
  }
}
