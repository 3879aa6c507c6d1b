import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, type DeskCategory } from '@gazeta/contract';
import type { Route } from './+types/newsroom-categories';
import { buttonClass } from '../components/button.ts';
import { Field } from '../components/field.tsx';
import { FormAlert, FormStatus, SubmitButton, useErrorText } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { getDeskCategories } from '../features/newsroom-desk/api/get-desk-categories.ts';
import { orderCategories } from '../features/newsroom-desk/api/order-categories.ts';
import { mergeCategory, removeCategory } from '../features/newsroom-desk/api/remove-category.ts';
import { changeCategory, createCategory } from '../features/newsroom-desk/api/save-category.ts';
import { deskForm, deskWrite } from '../features/newsroom-desk/desk-action.server.ts';
import { answerFor, type DeskAnswer } from '../features/newsroom-desk/desk-answer.ts';
import deskCss from '../features/newsroom-desk/newsroom-desk.css?url';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomCategories' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deskCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const FIELDS = ['slug', 'name_ru', 'name_en'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  return { categories: (await getDeskCategories(pageApi(context))).data };
}

/** The page's forms (decision 016): create, save (names, address), up/down, merge, remove. */
export async function action({ context, request }: Route.ActionArgs): Promise<DeskAnswer> {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const { intent, id, text } = deskForm(form);
  const api = serverApi(context);
  const failure = (error: unknown, fields: string[]) => accountFailure(error, context, { fields });
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const about = { intent, id, fields: [...FIELDS, 'into', 'ids'] };
  if (intent === 'create') {
    return deskWrite({ ...about, values }, async () => {
      await createCategory(api, { slug: values['slug']!, name_ru: values['name_ru']!, name_en: values['name_en']! });
      return { code: 'created' };
    }, failure);
  }
  if (id === null) return { intent, ok: false, code: 'error-bad-request' };
  if (intent === 'save') {
    return deskWrite({ ...about, values }, async () => {
      await changeCategory(api, id, { slug: values['slug']!, name_ru: values['name_ru']!, name_en: values['name_en']! });
      return { code: 'saved' };
    }, failure);
  }
  if (intent === 'up' || intent === 'down') {
    return deskWrite(about, async () => {
      const ids = (await getDeskCategories(api)).data.map((c) => c.id);
      const at = ids.indexOf(id);
      const to = intent === 'up' ? at - 1 : at + 1;
      if (at >= 0 && to >= 0 && to < ids.length) {
        [ids[at], ids[to]] = [ids[to]!, ids[at]!];
        await orderCategories(api, ids);
      }
      return { code: 'reordered' };
    }, failure);
  }
  if (intent === 'merge') {
    return deskWrite(about, async () => ({ code: 'merged', count: (await mergeCategory(api, id, Number(text('into')) || 0)).moved }), failure);
  }
  if (intent === 'remove') {
    return deskWrite(about, async () => {
      await removeCategory(api, id);
      return { code: 'removed' };
    }, failure);
  }
  return { intent, ok: false, code: 'error-bad-request' };
}

/** The editor's categories (issue #27, decision 062): the header menu's names, addresses and order. */
export default function NewsroomCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  const { categories } = loaderData;
  const done = actionData?.ok ? actionData : undefined;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('taxonomy.categories.title')}</h1>
        <p className="page-lead">{t('taxonomy.categories.lead')}</p>
      </header>
      {done ? <FormStatus>{t(`taxonomy.categories.${done.code}`, { count: done.count ?? 0 })}</FormStatus> : null}
      <CategoryForm answer={answerFor(actionData, 'create', null)} key={`new-${categories.length}`} />
      <section className="desk-list" aria-labelledby="desk-categories">
        <h2 id="desk-categories" className="desk-list__title">
          {t('taxonomy.categories.listTitle')}
        </h2>
        <ol className="desk-items">
          {categories.map((category, index) => (
            <CategoryItem
              key={category.id}
              category={category}
              others={categories.filter((c) => c.id !== category.id)}
              first={index === 0}
              last={index === categories.length - 1}
              answer={actionData && actionData.id === category.id ? actionData : undefined}
            />
          ))}
        </ol>
      </section>
    </>
  );
}

/** The names and address of a new category (no `category`) or of one in the list. */
function CategoryFields({ category, answer }: { category?: DeskCategory; answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const typed = (name: string) => (answer && !answer.ok ? answer.values?.[name] : undefined);
  const error = (name: string) => (answer && !answer.ok ? errorText(answer.fields?.[name]) : undefined);
  return (
    <div className="desk-fields">
      <Field name="name_ru" label={t('taxonomy.categories.nameRu')} defaultValue={typed('name_ru') ?? category?.name_ru ?? ''} maxLength={80} required error={error('name_ru')} autoComplete="off" />
      <Field name="name_en" label={t('taxonomy.categories.nameEn')} defaultValue={typed('name_en') ?? category?.name_en ?? ''} maxLength={80} required error={error('name_en')} autoComplete="off" lang="en" />
      <Field
        name="slug"
        label={t('taxonomy.categories.slug')}
        hint={category ? undefined : t('taxonomy.categories.slugHint')}
        defaultValue={typed('slug') ?? category?.slug ?? ''}
        maxLength={60}
        required
        error={error('slug')}
        autoComplete="off"
        spellCheck={false}
        lang="en"
      />
    </div>
  );
}

function CategoryForm({ answer }: { answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const unplaced = answer && !answer.ok && Object.keys(answer.fields ?? {}).length === 0 ? errorText(answer.code) : undefined;
  return (
    <section className="panel desk-new" aria-labelledby="desk-new-category">
      <h2 id="desk-new-category" className="panel__title">
        {t('taxonomy.categories.createTitle')}
      </h2>
      <Form method="post" noValidate>
        <FormAlert>{unplaced}</FormAlert>
        <CategoryFields answer={answer} />
        <SubmitButton intent="create">{t('taxonomy.categories.create')}</SubmitButton>
      </Form>
    </section>
  );
}

function CategoryItem({ category, others, first, last, answer }: { category: DeskCategory; others: DeskCategory[]; first: boolean; last: boolean; answer: DeskAnswer | undefined }) {
  const { t, i18n } = useTranslation('newsroom');
  const errorText = useErrorText();
  const name = i18n.language === 'en' ? category.name_en : category.name_ru;
  const headingId = `desk-category-${category.id}`;
  const saveAnswer = answerFor(answer, 'save', category.id);
  const refusal = answer && !answer.ok && (answer.intent !== 'save' || Object.keys(answer.fields ?? {}).length === 0) ? errorText(answer.code) : undefined;
  return (
    <li className="desk-item">
      <section aria-labelledby={headingId}>
        <div className="desk-item__head">
          <h3 id={headingId} className="desk-item__title">
            {name} <span className="desk-item__slug">/cat/{category.slug}</span>
          </h3>
          <p className="desk-item__facts">
            {t('taxonomy.categories.articles', { count: category.articles })}
            {category.old_slugs.length > 0 ? ` · ${t('taxonomy.categories.oldSlugs', { slugs: category.old_slugs.join(', ') })}` : null}
          </p>
        </div>
        <FormAlert>{refusal}</FormAlert>
        <Form method="post" noValidate className="desk-item__form" key={`${category.slug}|${category.name_ru}|${category.name_en}`}>
          <input type="hidden" name="id" value={category.id} />
          <CategoryFields category={category} answer={saveAnswer} />
          <SubmitButton intent="save">{t('taxonomy.categories.save')}</SubmitButton>
        </Form>
        <div className="desk-item__actions">
          <Form method="post" className="desk-item__order">
            <input type="hidden" name="id" value={category.id} />
            <button type="submit" name="intent" value="up" className={buttonClass('secondary', { small: true })} disabled={first}>
              <span aria-hidden="true">↑ </span>
              {t('taxonomy.categories.up')}
              <span className="visually-hidden">: {name}</span>
            </button>
            <button type="submit" name="intent" value="down" className={buttonClass('secondary', { small: true })} disabled={last}>
              <span aria-hidden="true">↓ </span>
              {t('taxonomy.categories.down')}
              <span className="visually-hidden">: {name}</span>
            </button>
          </Form>
          {others.length > 0 ? (
            <Form method="post" className="desk-item__merge">
              <input type="hidden" name="id" value={category.id} />
              <Field name="into" label={t('taxonomy.categories.mergeInto')} hint={t('taxonomy.categories.mergeHint')}>
                {(control) => (
                  <select {...control} className="field__input" defaultValue="">
                    <option value="">{t('taxonomy.categories.choose')}</option>
                    {others.map((other) => (
                      <option key={other.id} value={other.id}>
                        {i18n.language === 'en' ? other.name_en : other.name_ru} (/cat/{other.slug})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <SubmitButton intent="merge" variant="secondary">
                {t('taxonomy.categories.merge')}
              </SubmitButton>
            </Form>
          ) : null}
          {category.articles === 0 ? (
            <Form method="post">
              <input type="hidden" name="id" value={category.id} />
              <SubmitButton intent="remove" variant="danger">
                {t('taxonomy.categories.remove')}
              </SubmitButton>
            </Form>
          ) : (
            <p className="field__hint">{t('taxonomy.categories.removeHint')}</p>
          )}
        </div>
      </section>
    </li>
  );
}
