import { redirect } from 'react-router';
import { parseFocalPoint, type ArticleCoverInput, type NewsroomArticle, type NewsroomArticleSave } from '@gazeta/contract';
import { ApiError, type Api } from '../../lib/api-client.ts';
import { fieldText, fieldTexts } from '../../lib/form-data.ts';
import type { ApiErrorOptions, FormErrors } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { serverApi } from '../../lib/server-context.ts';
import { createArticle } from './api/create-article.ts';
import { getNewsroomArticle } from './api/get-article.ts';
import { publishArticle } from './api/publish-article.ts';
import { restoreRevision } from './api/restore-revision.ts';
import { saveArticle } from './api/save-article.ts';
import { scheduleArticle } from './api/schedule-article.ts';
import { translateArticle } from './api/translate-article.ts';
import { unpublishArticle } from './api/unpublish-article.ts';
import { isEditorIntent, WORKING_FIELDS, type EditorAnswer, type EditorIntent } from './editor-answer.ts';

type Context = Parameters<typeof serverApi>[0];

/** The working copy as the form sent it (every field: the page always sends the whole copy). */
function workingCopy(form: FormData): Omit<NewsroomArticleSave, 'version' | 'autosave'> {
  const copy: Omit<NewsroomArticleSave, 'version' | 'autosave'> = {
    title: fieldText(form, 'title'),
    lead: fieldText(form, 'lead', { trim: false }).replace(/\r\n?/g, '\n'),
    body_html: fieldText(form, 'body_html', { trim: false }),
    byline: fieldText(form, 'byline'),
    tag_ids: fieldTexts(form, 'tag_ids').map(Number).filter((id) => Number.isInteger(id) && id > 0),
  };
  const category = Number(fieldText(form, 'category_id'));
  if (Number.isInteger(category) && category > 0) copy.category_id = category;
  const media = Number(fieldText(form, 'cover_media_id'));
  if (fieldText(form, 'cover_remove') === '1') copy.cover = null;
  else if (Number.isInteger(media) && media > 0) {
    const focus = parseFocalPoint(fieldText(form, 'cover_focus')) ?? { x: 50, y: 50 };
    const cover: ArticleCoverInput = { media_id: media, alt: fieldText(form, 'cover_alt'), focal_x: focus.x / 100, focal_y: focus.y / 100 };
    copy.cover = cover;
  }
  return copy;
}

const versionOf = (form: FormData) => Number(fieldText(form, 'version')) || 0;

/**
 * The editor page's action (issue #27). A save sends the whole working copy on the version the
 * page read; publish, schedule and unpublish first save what is on screen (when it changed),
 * so what goes out is what the editor sees. A stale version answers who saved it and when
 * (read back from the article): the page asks the editor, it never overwrites.
 */
export async function editorAction(
  context: Context,
  id: number,
  form: FormData,
  /** The page's reading of a failure (a 401 goes to /login). */
  failure: (error: unknown, options: ApiErrorOptions) => FormErrors,
): Promise<EditorAnswer | Response> {
  const raw = fieldText(form, 'intent');
  const intent: EditorIntent = isEditorIntent(raw) ? raw : 'save';
  const api = serverApi(context);
  try {
    const article = await run(api, id, intent, form);
    if (article instanceof Response) return article;
    return { intent, ok: true, article };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === 'error-stale-version') {
      const now = await getNewsroomArticle(api, id);
      return { intent, ok: false, code: error.code, stale: { saved_by: now.saved_by, saved_at: now.saved_at, version: now.version } };
    }
    const errors = failure(error, { fields: [...WORKING_FIELDS, 'publish_at'] });
    const fields = Object.fromEntries(Object.entries(errors.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { intent, ok: false, code: errors.form ?? Object.values(fields)[0] ?? 'error-validation', fields };
  }
}

async function run(api: Api, id: number, intent: EditorIntent, form: FormData): Promise<NewsroomArticle | Response> {
  let version = versionOf(form);
  const changed = fieldText(form, 'dirty') !== '0';
  const saveFirst = async () => {
    if (!changed) return;
    version = (await saveArticle(api, id, { version, autosave: false, ...workingCopy(form) })).version;
  };
  switch (intent) {
    case 'save':
    case 'autosave':
      return saveArticle(api, id, { version, autosave: intent === 'autosave', ...workingCopy(form) });
    case 'publish':
      await saveFirst();
      return publishArticle(api, id, version);
    case 'schedule':
      await saveFirst();
      return scheduleArticle(api, id, version, `${fieldText(form, 'publish_day')}T${fieldText(form, 'publish_time')}`);
    case 'unpublish':
      return unpublishArticle(api, id, version);
    case 'restore':
      return restoreRevision(api, id, Number(fieldText(form, 'revision')) || 0, version);
    case 'translate': {
      await saveFirst();
      const draft = await translateArticle(api, id, fieldText(form, 'lang'));
      return redirect(paths.newsroomArticle(draft.id));
    }
    case 'copy': {
      // The editor keeps their text as a new draft, after someone else saved this one.
      const copy = workingCopy(form);
      const source = await getNewsroomArticle(api, id);
      const created = await createArticle(api, {
        lang: source.lang,
        title: copy.title ?? source.title,
        lead: copy.lead ?? '',
        body_html: copy.body_html ?? '',
        category_id: copy.category_id ?? source.category.id,
        tag_ids: copy.tag_ids ?? [],
        ...(copy.byline ? { byline: copy.byline } : {}),
      });
      return redirect(paths.newsroomArticle(created.id));
    }
  }
}
