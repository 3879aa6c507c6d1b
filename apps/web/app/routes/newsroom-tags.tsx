import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, DESK_LIMITS, type DeskTag } from '@gazeta/contract';
import type { Route } from './+types/newsroom-tags';
import { buttonClass } from '../components/button.ts';
import { Field } from '../components/field.tsx';
import { FormAlert, FormStatus, SubmitButton, useErrorText } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { getDeskTags } from '../features/newsroom-desk/api/get-desk-tags.ts';
import { changeTag, createTag, mergeTag, removeTag } from '../features/newsroom-desk/api/save-tag.ts';
import { deskForm, deskWrite } from '../features/newsroom-desk/desk-action.server.ts';
import { answerFor, type DeskAnswer } from '../features/newsroom-desk/desk-answer.ts';
import deskCss from '../features/newsroom-desk/newsroom-desk.css?url';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomTags' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deskCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const FIELDS = ['tag_name', 'name_ru', 'name_en'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, DESK_LIMITS.tagSearchMax);
  // Every tag for the merge lists, the search's for the cards.
  const api = pageApi(context);
  const [found, all] = await Promise.all([getDeskTags(api, q), q ? getDeskTags(api, '') : null]);
  return { q, found, all: (all ?? found).data };
}

/** The page's forms (decision 016): create, save, merge, remove. */
export async function action({ context, request }: Route.ActionArgs): Promise<DeskAnswer> {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const { intent, id, text } = deskForm(form);
  const api = serverApi(context);
  const failure = (error: unknown, fields: string[]) => accountFailure(error, context, { fields });
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const input = { tag_name: values['tag_name']!, name_ru: values['name_ru']!, name_en: values['name_en']! };
  const about = { intent, id, fields: [...FIELDS, 'into'] };
  if (intent === 'create') {
    return deskWrite({ ...about, values }, async () => {
      await createTag(api, input);
      return { code: 'created' };
    }, failure);
  }
  if (id === null) return { intent, ok: false, code: 'error-bad-request' };
  if (intent === 'save') {
    return deskWrite({ ...about, values }, async () => {
      await changeTag(api, id, input);
      return { code: 'saved' };
    }, failure);
  }
  if (intent === 'merge') {
    return deskWrite(about, async () => {
      const merged = await mergeTag(api, id, Number(text('into')) || 0);
      return { code: 'merged', counts: { articles: merged.articles, posts: merged.posts } };
    }, failure);
  }
  if (intent === 'remove') {
    return deskWrite(about, async () => {
      await removeTag(api, id);
      return { code: 'removed' };
    }, failure);
  }
  return { intent, ok: false, code: 'error-bad-request' };
}

/** The editor's tags (issue #27, decision 062): articles' tags and the feed's one-tag categories. */
export default function NewsroomTags({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  const { q, found, all } = loaderData;
  const done = actionData?.ok ? actionData : undefined;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('taxonomy.tags.title')}</h1>
        <p className="page-lead">{t('taxonomy.tags.lead')}</p>
      </header>
      {done ? <FormStatus>{t(`taxonomy.tags.${done.code}`, { ...done.counts })}</FormStatus> : null}
      <TagForm answer={answerFor(actionData, 'create', null)} key={`new-${all.length}`} />
      <section className="desk-list" aria-labelledby="desk-tags">
        <h2 id="desk-tags" className="desk-list__title">
          {t('taxonomy.tags.found', { count: found.total })}
        </h2>
        <Form method="get" className="desk-search" role="search">
          <Field name="q" type="search" label={t('taxonomy.tags.searchLabel')} defaultValue={q} maxLength={DESK_LIMITS.tagSearchMax} autoComplete="off" />
          <button type="submit" className={buttonClass('secondary')}>
            {t('taxonomy.tags.search')}
          </button>
          {q ? (
            <Link to={paths.newsroomTags()} className={buttonClass('quiet')}>
              {t('taxonomy.tags.clear')}
            </Link>
          ) : null}
        </Form>
        {found.data.length === 0 ? <p>{t('taxonomy.tags.none')}</p> : null}
        {found.data.length < found.total ? <p className="field__hint">{t('taxonomy.tags.shownOf', { shown: found.data.length, total: found.total })}</p> : null}
        <ul className="desk-items">
          {found.data.map((tag) => (
            <TagItem key={tag.id} tag={tag} others={all.filter((other) => other.id !== tag.id)} answer={actionData && actionData.id === tag.id ? actionData : undefined} />
          ))}
        </ul>
      </section>
    </>
  );
}

function TagFields({ tag, answer }: { tag?: DeskTag; answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const typed = (name: string) => (answer && !answer.ok ? answer.values?.[name] : undefined);
  const error = (name: string) => (answer && !answer.ok ? errorText(answer.fields?.[name]) : undefined);
  return (
    <div className="desk-fields">
      <Field name="tag_name" label={t('taxonomy.tags.tagName')} hint={tag ? undefined : t('taxonomy.tags.tagNameHint')} defaultValue={typed('tag_name') ?? tag?.tag_name ?? ''} maxLength={80} required error={error('tag_name')} autoComplete="off" />
      <Field name="name_ru" label={t('taxonomy.tags.nameRu')} defaultValue={typed('name_ru') ?? tag?.name_ru ?? ''} maxLength={80} required error={error('name_ru')} autoComplete="off" />
      <Field name="name_en" label={t('taxonomy.tags.nameEn')} defaultValue={typed('name_en') ?? tag?.name_en ?? ''} maxLength={80} required error={error('name_en')} autoComplete="off" lang="en" />
    </div>
  );
}

function TagForm({ answer }: { answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const unplaced = answer && !answer.ok && Object.keys(answer.fields ?? {}).length === 0 ? errorText(answer.code) : undefined;
  return (
    <section className="panel desk-new" aria-labelledby="desk-new-tag">
      <h2 id="desk-new-tag" className="panel__title">
        {t('taxonomy.tags.createTitle')}
      </h2>
      <Form method="post" noValidate>
        <FormAlert>{unplaced}</FormAlert>
        <TagFields answer={answer} />
        <SubmitButton intent="create">{t('taxonomy.tags.create')}</SubmitButton>
      </Form>
    </section>
  );
}

function TagItem({ tag, others, answer }: { tag: DeskTag; others: DeskTag[]; answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const headingId = `desk-tag-${tag.id}`;
  const saveAnswer = answerFor(answer, 'save', tag.id);
  const refusal = answer && !answer.ok && (answer.intent !== 'save' || Object.keys(answer.fields ?? {}).length === 0) ? errorText(answer.code) : undefined;
  return (
    <li className="desk-item">
      <section aria-labelledby={headingId}>
        <div className="desk-item__head">
          <h3 id={headingId} className="desk-item__title">
            {tag.tag_name}
          </h3>
          <p className="desk-item__facts">{t('taxonomy.tags.uses', { articles: tag.articles, posts: tag.posts })}</p>
        </div>
        <FormAlert>{refusal}</FormAlert>
        <Form method="post" noValidate className="desk-item__form" key={`${tag.tag_name}|${tag.name_ru}|${tag.name_en}`}>
          <input type="hidden" name="id" value={tag.id} />
          <TagFields tag={tag} answer={saveAnswer} />
          <SubmitButton intent="save">{t('taxonomy.tags.save')}</SubmitButton>
        </Form>
        <div className="desk-item__actions">
          {others.length > 0 ? (
            <Form method="post" className="desk-item__merge">
              <input type="hidden" name="id" value={tag.id} />
              <Field name="into" label={t('taxonomy.tags.mergeInto')} hint={t('taxonomy.tags.mergeHint')}>
                {(control) => (
                  <select {...control} className="field__input" defaultValue="">
                    <option value="">{t('taxonomy.tags.choose')}</option>
                    {others.map((other) => (
                      <option key={other.id} value={other.id}>
                        {other.tag_name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <SubmitButton intent="merge" variant="secondary">
                {t('taxonomy.tags.merge')}
              </SubmitButton>
            </Form>
          ) : null}
          {tag.articles === 0 && tag.posts === 0 ? (
            <Form method="post">
              <input type="hidden" name="id" value={tag.id} />
              <SubmitButton intent="remove" variant="danger">
                {t('taxonomy.tags.remove')}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </section>
    </li>
  );
}
