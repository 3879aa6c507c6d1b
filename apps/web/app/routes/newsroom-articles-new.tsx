import { Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, CONTENT_LANGUAGES, NEWSROOM_ARTICLE_LIMITS, type ContentLanguage } from '@gazeta/contract';
import type { Route } from './+types/newsroom-articles-new';
import { Field, SelectField } from '../components/field.tsx';
import { FormAlert, SendButton, useErrorText } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { createArticle } from '../features/newsroom-articles/api/create-article.ts';
import { getTaxonomy } from '../features/newsroom-articles/api/get-taxonomy.ts';
import articlesCss from '../features/newsroom-articles/newsroom-articles.css?url';
import { fieldText } from '../lib/form-data.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomArticleNew' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: articlesCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const FIELDS = ['title', 'lang', 'category_id'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  const { categories } = await getTaxonomy(pageApi(context));
  return { categories, locale: getRenderContext(context).locale };
}

/** A new article starts as a draft with its title, language and category; the editor opens on it. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, fieldText(form, name)]));
  try {
    const created = await createArticle(serverApi(context), {
      title: values['title'] ?? '',
      lang: values['lang'] as ContentLanguage,
      category_id: Number(values['category_id']) || 0,
    });
    return redirect(paths.newsroomArticle(created.id));
  } catch (error) {
    const errors = accountFailure(error, context, { fields: FIELDS });
    return { ok: false as const, errors, values };
  }
}

export default function NewsroomArticleNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.errors;
  const typed = actionData?.values;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('articles.newTitle')}</h1>
        <p className="page-lead">{t('articles.newLead')}</p>
      </header>
      {errors?.form ? <FormAlert>{errorText(errors.form) ?? errors.form}</FormAlert> : null}
      <Form method="post" className="panel article-new" noValidate>
        <Field name="title" label={t('articles.fields.title')} required maxLength={NEWSROOM_ARTICLE_LIMITS.titleMax} defaultValue={typed?.['title'] ?? ''} error={errorText(errors?.fields['title'])} />
        <SelectField
          name="lang"
          label={t('articles.fields.lang')}
          defaultValue={typed?.['lang'] ?? loaderData.locale}
          options={CONTENT_LANGUAGES.map((lang) => ({ value: lang, label: t(`articles.languages.${lang}`) }))}
          error={errorText(errors?.fields['lang'])}
        />
        <SelectField
          name="category_id"
          label={t('articles.fields.category')}
          required
          placeholder={t('articles.fields.categoryChoose')}
          defaultValue={typed?.['category_id'] ?? ''}
          options={loaderData.categories.map((category) => ({ value: String(category.category_id), label: category.name }))}
          error={errorText(errors?.fields['category_id'])}
        />
        <SendButton busy={busy}>{t('articles.create')}</SendButton>
      </Form>
    </>
  );
}
