import { useCallback, useEffect, useEffectEvent, useId, useReducer, useRef, useState } from 'react';
import { Link, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canEdit,
  NEWSROOM_ARTICLE_LIMITS,
  readTimeMinutes,
  formatFocalPoint,
  type Article,
  type Category,
  type NewsroomArticle,
  type Tag,
} from '@gazeta/contract';
import type { Route } from './+types/newsroom-articles-edit';
import { buttonClass } from '../components/button.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Modal } from '../components/modal.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { ArticleView } from '../features/articles/components/article-view.tsx';
import { getNewsroomArticle } from '../features/newsroom-articles/api/get-article.ts';
import { getTaxonomy } from '../features/newsroom-articles/api/get-taxonomy.ts';
import { AUTOSAVE_DELAY_MS, autosaveDue, autosaveReducer, hasUnsent, initialAutosave } from '../features/newsroom-articles/autosave.ts';
import { ConflictDialog } from '../features/newsroom-articles/components/conflict-dialog.tsx';
import { CoverField, type CoverValue } from '../features/newsroom-articles/components/cover-field.tsx';
import { RevisionsDialog } from '../features/newsroom-articles/components/revisions-dialog.tsx';
import { SaveStatusLine } from '../features/newsroom-articles/components/save-status.tsx';
import { ScheduleDialog } from '../features/newsroom-articles/components/schedule-dialog.tsx';
import { StateBadge } from '../features/newsroom-articles/components/state-badge.tsx';
import { TranslationsPanel } from '../features/newsroom-articles/components/translations-panel.tsx';
import { draftToOffer, dropDraft, readDraft, sameText, storeDraft, type LocalDraft } from '../features/newsroom-articles/draft-store.ts';
import { ArticleBodyEditor } from '../features/newsroom-articles/editor/article-body-editor.tsx';
import { editorAction } from '../features/newsroom-articles/editor-action.server.ts';
import { isEditorIntent, type EditorAnswer, type EditorIntent, type StaleInfo } from '../features/newsroom-articles/editor-answer.ts';
import articlesCss from '../features/newsroom-articles/newsroom-articles.css?url';
import { browserApi } from '../lib/api-client.ts';
import { formatDateTime } from '../lib/format.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomArticle' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: articlesCss }];

export const meta: Route.MetaFunction = (args) =>
  namespacedSeoMeta(args, { titleKey: handle.titleKey, titleValues: { title: args.loaderData?.article.title ?? '' }, noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  const id = idFrom(params.id);
  const api = pageApi(context);
  const [article, taxonomy] = await Promise.all([getNewsroomArticle(api, id), getTaxonomy(api)]);
  return { article, categories: taxonomy.categories, tags: taxonomy.tags };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await requireRole(context, canEdit);
  return editorAction(context, idFrom(params.id), await request.formData(), (error, options) => accountFailure(error, context, options));
}

/** A network failure (a laptop asleep, the Wi-Fi gone) is an answer the page shows, not an error page. */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get('intent');
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const answer: EditorAnswer = { intent: isEditorIntent(intent) ? intent : 'save', ok: false, code: 'error-network', offline: true };
    return answer;
  }
}

/** The page's data is the editor's own once it is open: an answer carries the article, nothing needs reloading. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const answer: unknown = actionResult;
  return answer && typeof answer === 'object' && 'intent' in answer ? false : defaultShouldRevalidate;
}

interface WorkingCopy {
  title: string;
  lead: string;
  body_html: string;
  byline: string;
  category_id: number;
  tag_ids: number[];
  cover: CoverValue | null;
}

const copyOf = (article: NewsroomArticle): WorkingCopy => ({
  title: article.title,
  lead: article.lead,
  body_html: article.body_html,
  byline: article.byline,
  category_id: article.category.id,
  tag_ids: article.tags.map((tag) => tag.id),
  cover: article.cover
    ? { media_id: article.cover.media_id, src: article.cover.src, alt: article.cover.alt, focus: { x: Math.round(article.cover.focal_x * 100), y: Math.round(article.cover.focal_y * 100) } }
    : null,
});

function formOf(copy: WorkingCopy, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.set('title', copy.title);
  form.set('lead', copy.lead);
  form.set('body_html', copy.body_html);
  form.set('byline', copy.byline);
  form.set('category_id', String(copy.category_id));
  for (const id of copy.tag_ids) form.append('tag_ids', String(id));
  if (copy.cover) {
    form.set('cover_media_id', String(copy.cover.media_id));
    form.set('cover_alt', copy.cover.alt);
    form.set('cover_focus', formatFocalPoint(copy.cover.focus));
  } else form.set('cover_remove', '1');
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

/** The working copy as the public article page's own component shows it (the preview). */
function previewOf(article: NewsroomArticle, copy: WorkingCopy, categories: readonly Category[], tags: readonly Tag[]): Article {
  const category = categories.find((one) => one.category_id === copy.category_id);
  const text = `${copy.title} ${copy.lead} ${copy.body_html.replace(/<[^>]*>/g, ' ')}`;
  return {
    id: article.id,
    title: copy.title,
    lead: copy.lead,
    lang: article.lang,
    category: category ? { category_id: category.category_id, slug: category.slug, name: category.name } : { category_id: article.category.id, slug: article.category.slug, name: article.category.name },
    image: copy.cover
      ? { src: copy.cover.src, srcset: '', width: article.cover?.width ?? 1200, height: article.cover?.height ?? 675, alt: copy.cover.alt, share_src: copy.cover.src }
      : null,
    read_time: readTimeMinutes(text),
    views: 0,
    likes: 0,
    published_at: article.published_at ?? article.publish_at ?? new Date().toISOString(),
    body_html: copy.body_html,
    author: copy.byline || article.author?.name || '',
    updated_at: article.updated_at,
    tags: tags.filter((tag) => copy.tag_ids.includes(tag.tag_id)),
    similar: [],
    translations: [],
  };
}

/** The newsroom's article editor (issue #27): the working copy, autosaved; preview, publish, schedule, unpublish, revisions, translations. */
export default function NewsroomArticleEditor({ loaderData }: Route.ComponentProps) {
  // Another article (a translation just made, a copy) is another editor.
  return <EditorPage key={loaderData.article.id} article={loaderData.article} categories={loaderData.categories} tags={loaderData.tags} />;
}

function EditorPage({ article, categories, tags }: { article: NewsroomArticle; categories: readonly Category[]; tags: readonly Tag[] }) {
  const [server, setServer] = useState(article);
  // A new generation starts the form again from the server's copy (their version loaded, a revision restored).
  const [generation, setGeneration] = useState(0);
  const [start, setStart] = useState<WorkingCopy | null>(null);
  return (
    <EditorForm
      key={`${server.id}:${generation}`}
      server={server}
      start={start ?? copyOf(server)}
      unsent={start !== null}
      categories={categories}
      tags={tags}
      onServer={setServer}
      onRestart={(article, copy) => {
        setServer(article);
        setStart(copy);
        setGeneration((n) => n + 1);
      }}
    />
  );
}

function EditorForm(props: {
  server: NewsroomArticle;
  start: WorkingCopy;
  /** The form starts from a text the server has not got (a copy restored from this device). */
  unsent: boolean;
  categories: readonly Category[];
  tags: readonly Tag[];
  onServer: (article: NewsroomArticle) => void;
  onRestart: (article: NewsroomArticle, copy: WorkingCopy | null) => void;
}) {
  const { server, start, unsent, categories, tags, onServer, onRestart } = props;
  const { t, i18n } = useTranslation(['newsroom', 'errors']);
  const id = useId();
  const [copy, setCopy] = useState<WorkingCopy>(start);
  const hydrated = useHydrated();
  const [autosave, dispatch] = useReducer(autosaveReducer, server.saved_at, (savedAt) =>
    unsent ? autosaveReducer(initialAutosave(savedAt), { type: 'edit', now: Date.now() }) : initialAutosave(savedAt),
  );
  // The copy kept on this device, offered back when it differs from the server's (read once the page runs in the browser).
  const [offer, setOffer] = useState<LocalDraft | null | undefined>(undefined);
  const shownOffer = offer === undefined ? (hydrated ? draftToOffer(readDraft(server.id), start) : null) : offer;
  const [stale, setStale] = useState<StaleInfo | null>(null);
  const [dialog, setDialog] = useState<'preview' | 'schedule' | 'unpublish' | 'revisions' | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const version = useRef(server.version);
  const saver = useFetcher<EditorAnswer>();
  const steps = useFetcher<EditorAnswer>();
  const error = (code: string | undefined) => (code ? t(`errors:${code}`, { defaultValue: t('errors:notification-error') }) : undefined);


  const change = useCallback(
    (patch: Partial<WorkingCopy>) => {
      setCopy((current) => {
        const next = { ...current, ...patch };
        storeDraft(server.id, { title: next.title, lead: next.lead, body_html: next.body_html, version: version.current, at: new Date().toISOString() });
        return next;
      });
      dispatch({ type: 'edit', now: Date.now() });
    },
    [server.id],
  );

  // Autosave: a few seconds after the last keystroke (or later again when the network was down).
  const sendAutosave = useEffectEvent(() => {
    if (!autosaveDue(autosave, Date.now())) return;
    dispatch({ type: 'send' });
    void saver.submit(formOf(copy, { intent: 'autosave', version: String(version.current), dirty: '1' }), { method: 'post' });
  });
  useEffect(() => {
    if (autosave.dueAt === null) return;
    const timer = setTimeout(sendAutosave, Math.max(0, autosave.dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [autosave.dueAt]);

  // Back online: send what waits at once.
  const onOnline = useEffectEvent(() => {
    if (hasUnsent(autosave) && !autosave.sending) dispatch({ type: 'edit', now: Date.now() - AUTOSAVE_DELAY_MS });
  });
  useEffect(() => {
    const online = () => onOnline();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  const onAnswer = (answer: EditorAnswer) => {
      if (answer.ok) {
        version.current = answer.article.version;
        onServer(answer.article);
        setFieldErrors({});
        if (answer.intent === 'restore') {
          dropDraft(server.id);
          toast({ message: t('newsroom:articles.revisions.restored'), status: 'success' });
          onRestart(answer.article, null);
          return;
        }
        dispatch({ type: 'saved', at: answer.article.saved_at });
        if (sameText(copy, answer.article)) dropDraft(server.id);
        if (answer.intent !== 'autosave' && answer.intent !== 'save') {
          setDialog(null);
          toast({ message: t(`newsroom:articles.done.${answer.intent}`), status: 'success' });
        }
        return;
      }
      if (answer.offline) return dispatch({ type: 'offline', now: Date.now() });
      if (answer.stale) {
        dispatch({ type: 'stale' });
        setStale(answer.stale);
        return;
      }
      setFieldErrors(answer.fields ?? {});
      if (answer.intent === 'autosave' || answer.intent === 'save') dispatch({ type: 'refused', code: answer.code });
      else toast({ message: error(answer.code) ?? answer.code, status: 'error' });
  };
  useFetcherSettled(saver, onAnswer, { atAnswer: true });
  useFetcherSettled(steps, onAnswer, { atAnswer: true });

  const step = (intent: EditorIntent, extra: Record<string, string> = {}) => {
    if (steps.state !== 'idle') return;
    void steps.submit(formOf(copy, { intent, version: String(version.current), dirty: hasUnsent(autosave) ? '1' : '0', ...extra }), { method: 'post' });
  };

  const loadTheirs = async () => {
    try {
      const fresh = await getNewsroomArticle(browserApi, server.id);
      dropDraft(server.id);
      setStale(null);
      onRestart(fresh, null);
    } catch (failure) {
      console.warn('Failed to load the article', failure);
      toast({ message: t('errors:error-network'), status: 'error' });
    }
  };

  const busy = steps.state !== 'idle';
  const actions = server.actions;
  const labelId = `${id}-body-label`;
  const leadLeft = NEWSROOM_ARTICLE_LIMITS.leadMax - copy.lead.length;

  return (
    <div className="article-editor">
      <header className="article-editor__header">
        <p className="article-editor__back">
          <Link to={paths.newsroomArticles()}>{t('newsroom:articles.back')}</Link>
        </p>
        <h1 className="page-title article-editor__title">{copy.title || t('newsroom:articles.untitled')}</h1>
        <p className="article-editor__facts">
          <StateBadge state={server.state} publishAt={server.publish_at} /> · {t(`newsroom:articles.languages.${server.lang}`)}
          {server.public_path ? (
            <>
              {' · '}
              <Link to={server.public_path}>{t('newsroom:articles.readerPage')}</Link>
            </>
          ) : null}
          {server.has_unpublished_changes && server.state === 'published' ? <> · {t('newsroom:articles.unpublishedChanges')}</> : null}
        </p>
        <SaveStatusLine status={autosave.status} savedAt={autosave.savedAt} />
      </header>

      {shownOffer ? (
        <div className="panel restore-offer" role="region" aria-label={t('newsroom:articles.restoreOffer.label')}>
          <p>{t('newsroom:articles.restoreOffer.text', { time: formatDateTime(shownOffer.at, i18n.language === 'en' ? 'en' : 'ru') })}</p>
          <div className="restore-offer__actions">
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                onRestart(server, { ...copy, title: shownOffer.title, lead: shownOffer.lead, body_html: shownOffer.body_html });
                // The restored text is unsent: the next form's first change sends it.
                setOffer(null);
              }}
            >
              {t('newsroom:articles.restoreOffer.restore')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                dropDraft(server.id);
                setOffer(null);
              }}
            >
              {t('newsroom:articles.restoreOffer.discard')}
            </button>
          </div>
        </div>
      ) : null}

      <div className="article-editor__layout">
        <form
          method="post"
          className="article-editor__main"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: 'send' });
            void saver.submit(formOf(copy, { intent: 'save', version: String(version.current), dirty: '1' }), { method: 'post' });
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={server.version} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-title`}>
              {t('newsroom:articles.fields.title')}
            </label>
            {fieldErrors['title'] ? (
              <p className="field__error" id={`${id}-title-error`}>
                {error(fieldErrors['title'])}
              </p>
            ) : null}
            <input
              id={`${id}-title`}
              name="title"
              className="field__input article-editor__title-input"
              value={copy.title}
              maxLength={NEWSROOM_ARTICLE_LIMITS.titleMax}
              required
              lang={server.lang}
              aria-invalid={fieldErrors['title'] ? true : undefined}
              aria-describedby={fieldErrors['title'] ? `${id}-title-error` : undefined}
              onChange={(event) => change({ title: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-lead`}>
              {t('newsroom:articles.fields.lead')}
            </label>
            <p className="field__hint" id={`${id}-lead-hint`}>
              {t('newsroom:articles.fields.leadLeft', { count: leadLeft })}
            </p>
            <textarea
              id={`${id}-lead`}
              name="lead"
              className="field__input"
              rows={3}
              value={copy.lead}
              maxLength={NEWSROOM_ARTICLE_LIMITS.leadMax}
              lang={server.lang}
              aria-describedby={`${id}-lead-hint`}
              onChange={(event) => change({ lead: event.target.value })}
            />
          </div>
          <div className="field">
            <p className="field__label" id={labelId}>
              {t('newsroom:articles.fields.body')}
            </p>
            {hydrated ? (
              <ArticleBodyEditor initialHtml={copy.body_html} onChange={(html) => change({ body_html: html })} labelledBy={labelId} lang={server.lang} />
            ) : (
              <div className="nr-editor nr-editor--loading prose" dangerouslySetInnerHTML={{ __html: copy.body_html }} />
            )}
            <noscript>
              <p className="field__hint">{t('newsroom:articles.fields.bodyNeedsScript')}</p>
            </noscript>
            <input type="hidden" name="body_html" value={copy.body_html} />
          </div>
          <div className="article-editor__row">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-category`}>
                {t('newsroom:articles.fields.category')}
              </label>
              <select
                id={`${id}-category`}
                name="category_id"
                className="field__input field__select"
                value={String(copy.category_id)}
                onChange={(event) => change({ category_id: Number(event.target.value) })}
              >
                {categories.map((category) => (
                  <option key={category.category_id} value={category.category_id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-byline`}>
                {t('newsroom:articles.fields.byline')}
              </label>
              <input
                id={`${id}-byline`}
                name="byline"
                className="field__input"
                value={copy.byline}
                maxLength={NEWSROOM_ARTICLE_LIMITS.bylineMax}
                onChange={(event) => change({ byline: event.target.value })}
              />
            </div>
          </div>
          <fieldset className="field article-editor__tags">
            <legend className="field__label">{t('newsroom:articles.fields.tags')}</legend>
            <div className="article-editor__tag-list">
              {tags.map((tag) => (
                <label key={tag.tag_id} className="article-editor__tag">
                  <input
                    type="checkbox"
                    name="tag_ids"
                    value={tag.tag_id}
                    checked={copy.tag_ids.includes(tag.tag_id)}
                    onChange={(event) =>
                      change({ tag_ids: event.target.checked ? [...copy.tag_ids, tag.tag_id].slice(0, NEWSROOM_ARTICLE_LIMITS.tagsMax) : copy.tag_ids.filter((one) => one !== tag.tag_id) })
                    }
                  />{' '}
                  {i18n.language === 'en' ? tag.name_en : tag.name_ru}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="article-editor__buttons">
            <button type="submit" className={buttonClass('secondary')}>
              {t('newsroom:articles.save')}
            </button>
            <button type="button" className="button" onClick={() => setDialog('preview')}>
              {t('newsroom:articles.preview')}
            </button>
            {actions.includes('publish') ? (
              <button type="button" className={buttonClass('primary')} aria-disabled={busy || undefined} onClick={() => step('publish')}>
                {server.state === 'published' ? t('newsroom:articles.update') : t('newsroom:articles.publishNow')}
              </button>
            ) : null}
            {actions.includes('schedule') ? (
              <button type="button" className="button" onClick={() => setDialog('schedule')}>
                {t('newsroom:articles.schedule.open')}
              </button>
            ) : null}
            {actions.includes('unpublish') ? (
              <button type="button" className="button button--danger" onClick={() => setDialog('unpublish')}>
                {server.state === 'scheduled' ? t('newsroom:articles.unschedule') : t('newsroom:articles.unpublish')}
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => setDialog('revisions')}>
              {t('newsroom:articles.revisions.open')}
            </button>
          </div>
        </form>
        <aside className="article-editor__side" aria-label={t('newsroom:articles.side')}>
          <CoverField value={copy.cover} onChange={(cover) => change({ cover })} altError={error(fieldErrors['cover'])} />
          <TranslationsPanel article={server} busy={busy} onTranslate={(lang) => step('translate', { lang })} />
        </aside>
      </div>

      <Modal open={dialog === 'preview'} onClose={() => setDialog(null)} title={t('newsroom:articles.previewTitle')} wide>
        <div className="article-preview" data-testid="article-preview">
          <ArticleView article={previewOf(server, copy, categories, tags)} views={0} />
        </div>
      </Modal>
      <ScheduleDialog
        open={dialog === 'schedule'}
        initial={server.publish_at_chicago}
        busy={busy}
        error={error(fieldErrors['publish_at'])}
        onSchedule={(day, time) => step('schedule', { publish_day: day, publish_time: time })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'unpublish'}
        title={server.state === 'scheduled' ? t('newsroom:articles.unscheduleTitle') : t('newsroom:articles.unpublishTitle')}
        confirmLabel={server.state === 'scheduled' ? t('newsroom:articles.unschedule') : t('newsroom:articles.unpublish')}
        cancelLabel={t('newsroom:articles.cancel')}
        busy={busy}
        onConfirm={() => step('unpublish')}
        onClose={() => setDialog(null)}
      >
        <p>{server.state === 'scheduled' ? t('newsroom:articles.unscheduleText') : t('newsroom:articles.unpublishText')}</p>
      </ConfirmDialog>
      <RevisionsDialog
        articleId={server.id}
        open={dialog === 'revisions'}
        version={server.version}
        busy={busy}
        onRestore={(revision) => step('restore', { revision: String(revision) })}
        onClose={() => setDialog(null)}
      />
      <ConflictDialog
        stale={stale}
        busy={busy}
        onLoadTheirs={() => void loadTheirs()}
        onKeepCopy={() => step('copy')}
        onClose={() => setStale(null)}
      />
    </div>
  );
}
