import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEdit, DESK_LIMITS, type DeskAd } from '@gazeta/contract';
import type { Route } from './+types/newsroom-ads';
import { Field } from '../components/field.tsx';
import { FormAlert, FormStatus, SubmitButton, useErrorText } from '../components/form.tsx';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import { getDeskAds } from '../features/newsroom-desk/api/get-desk-ads.ts';
import { removeAd, saveAd } from '../features/newsroom-desk/api/save-ad.ts';
import { deskForm, deskWrite } from '../features/newsroom-desk/desk-action.server.ts';
import { answerFor, type DeskAnswer } from '../features/newsroom-desk/desk-answer.ts';
import deskCss from '../features/newsroom-desk/newsroom-desk.css?url';
import { isEmptyFile } from '../lib/form-data.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.newsroomAds' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deskCss }];

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

const FIELDS = ['url', 'alt_ru', 'alt_en', 'starts_on', 'ends_on', 'position', 'active'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, canEdit);
  return getDeskAds(pageApi(context));
}

/** The form as the API takes it: its fields and the picture, without the page's own (intent, id) or an empty file input. */
function apiForm(form: FormData): FormData {
  const body = new FormData();
  for (const [name, value] of form) {
    if (name === 'id' || name === 'intent') continue;
    if (typeof value !== 'string' && isEmptyFile(value)) continue;
    body.append(name, value);
  }
  return body;
}

/** The page's forms (decision 016): add (multipart, with the picture), save (the picture optional), remove. */
export async function action({ context, request }: Route.ActionArgs): Promise<DeskAnswer> {
  await requireRole(context, canEdit);
  const form = await request.formData();
  const { intent, id, text } = deskForm(form);
  const api = serverApi(context);
  const failure = (error: unknown, fields: string[]) => accountFailure(error, context, { fields });
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const about = { intent, id, fields: [...FIELDS, 'image'], values };
  if (intent === 'create') {
    return deskWrite(about, async () => {
      await saveAd(api, null, apiForm(form));
      return { code: 'created' };
    }, failure);
  }
  if (id === null) return { intent, ok: false, code: 'error-bad-request' };
  if (intent === 'save') {
    return deskWrite(about, async () => {
      await saveAd(api, id, apiForm(form));
      return { code: 'saved' };
    }, failure);
  }
  if (intent === 'remove') {
    return deskWrite({ intent, id, fields: [] }, async () => {
      await removeAd(api, id);
      return { code: 'removed' };
    }, failure);
  }
  return { intent, ok: false, code: 'error-bad-request' };
}

/** The editor's ads of the strip (issue #27, decision 062): picture, link, descriptions, days, order, on/off. */
export default function NewsroomAds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('newsroom');
  const { data, today } = loaderData;
  const done = actionData?.ok ? actionData : undefined;
  return (
    <>
      <header className="page-header">
        <h1 className="page-title">{t('taxonomy.ads.title')}</h1>
        <p className="page-lead">{t('taxonomy.ads.lead')}</p>
        <p>{t('taxonomy.ads.today', { day: today })}</p>
      </header>
      {done ? <FormStatus>{t(`taxonomy.ads.${done.code}`)}</FormStatus> : null}
      <section className="panel desk-new" aria-labelledby="desk-new-ad">
        <h2 id="desk-new-ad" className="panel__title">
          {t('taxonomy.ads.createTitle')}
        </h2>
        <AdForm answer={answerFor(actionData, 'create', null)} key={`new-${data.length}`} />
      </section>
      <section className="desk-list" aria-labelledby="desk-ads">
        <h2 id="desk-ads" className="desk-list__title">
          {t('taxonomy.ads.listTitle')}
        </h2>
        {data.length === 0 ? <p>{t('taxonomy.ads.none')}</p> : null}
        <ol className="desk-items">
          {data.map((ad) => (
            <AdItem key={ad.id} ad={ad} answer={actionData && actionData.id === ad.id ? actionData : undefined} />
          ))}
        </ol>
      </section>
    </>
  );
}

/** The ad's form: a new one (no `ad`, the picture required) or a change of one. */
function AdForm({ ad, answer }: { ad?: DeskAd; answer: DeskAnswer | undefined }) {
  const { t } = useTranslation('newsroom');
  const errorText = useErrorText();
  const refused = answer && !answer.ok ? answer : undefined;
  const typed = (name: string) => refused?.values?.[name];
  const error = (name: string) => (refused ? errorText(refused.fields?.[name]) : undefined);
  const unplaced = refused && Object.keys(refused.fields ?? {}).length === 0 ? errorText(refused.code) : undefined;
  const active = refused ? typed('active') === '1' : (ad?.active ?? true);
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="desk-item__form" key={ad ? `${ad.id}|${ad.image_url}|${ad.url}|${ad.alt_ru}|${ad.alt_en}|${ad.starts_on}|${ad.ends_on}|${ad.position}|${ad.active}` : 'new'}>
      {ad ? <input type="hidden" name="id" value={ad.id} /> : null}
      <FormAlert>{unplaced}</FormAlert>
      <Field name="image" label={ad ? t('taxonomy.ads.newImage') : t('taxonomy.ads.image')} hint={t('taxonomy.ads.imageHint')} error={error('image')}>
        {(control) => <input {...control} type="file" accept="image/*" className="field__input" required={!ad} />}
      </Field>
      <div className="desk-fields">
        <Field name="url" type="url" label={t('taxonomy.ads.url')} hint={t('taxonomy.ads.urlHint')} defaultValue={typed('url') ?? ad?.url ?? ''} maxLength={DESK_LIMITS.urlMax} required error={error('url')} autoComplete="off" spellCheck={false} lang="en" />
        <Field name="position" inputMode="numeric" label={t('taxonomy.ads.position')} hint={t('taxonomy.ads.positionHint')} defaultValue={typed('position') ?? String(ad?.position ?? 0)} error={error('position')} autoComplete="off" />
      </div>
      <div className="desk-fields">
        <Field name="alt_ru" label={t('taxonomy.ads.altRu')} hint={t('taxonomy.ads.altHint')} defaultValue={typed('alt_ru') ?? ad?.alt_ru ?? ''} maxLength={DESK_LIMITS.altMax} required error={error('alt_ru')} autoComplete="off" />
        <Field name="alt_en" label={t('taxonomy.ads.altEn')} hint={t('taxonomy.ads.altHint')} defaultValue={typed('alt_en') ?? ad?.alt_en ?? ''} maxLength={DESK_LIMITS.altMax} required error={error('alt_en')} autoComplete="off" lang="en" />
      </div>
      <div className="desk-fields">
        <Field name="starts_on" type="date" label={t('taxonomy.ads.startsOn')} hint={t('taxonomy.ads.datesHint')} defaultValue={typed('starts_on') ?? ad?.starts_on ?? ''} error={error('starts_on')} />
        <Field name="ends_on" type="date" label={t('taxonomy.ads.endsOn')} hint={t('taxonomy.ads.datesHint')} defaultValue={typed('ends_on') ?? ad?.ends_on ?? ''} error={error('ends_on')} />
      </div>
      <label className="desk-check">
        <input type="checkbox" name="active" value="1" defaultChecked={active} />
        {t('taxonomy.ads.active')}
      </label>
      <SubmitButton intent={ad ? 'save' : 'create'}>{ad ? t('taxonomy.ads.save') : t('taxonomy.ads.create')}</SubmitButton>
    </Form>
  );
}

function AdItem({ ad, answer }: { ad: DeskAd; answer: DeskAnswer | undefined }) {
  const { t, i18n } = useTranslation('newsroom');
  const errorText = useErrorText();
  const headingId = `desk-ad-${ad.id}`;
  const removal = answer && !answer.ok && answer.intent === 'remove' ? errorText(answer.code) : undefined;
  const alt = i18n.language === 'en' ? ad.alt_en : ad.alt_ru;
  return (
    <li className="desk-item">
      <section aria-labelledby={headingId}>
        <div className="desk-item__head">
          <h3 id={headingId} className="desk-item__title">
            {t('taxonomy.ads.ad', { number: ad.ad_id })} <span className="desk-item__slug">{ad.url}</span>
          </h3>
          <p className="desk-item__facts">
            <span className={`desk-phase desk-phase--${ad.phase}`}>{t(`taxonomy.ads.phase.${ad.phase}`)}</span>{' '}
            {t('taxonomy.ads.days', { from: ad.starts_on ?? t('taxonomy.ads.always'), to: ad.ends_on ?? t('taxonomy.ads.always') })}
          </p>
        </div>
        <div className="desk-ad">
          <img className="desk-ad__picture" src={ad.image_url} width={ad.width} height={ad.height} alt={alt} loading="lazy" />
          <div>
            <AdForm ad={ad} answer={answerFor(answer, 'save', ad.id)} />
            <div className="desk-item__actions">
              <FormAlert>{removal}</FormAlert>
              <Form method="post">
                <input type="hidden" name="id" value={ad.id} />
                <SubmitButton intent="remove" variant="danger">
                  {t('taxonomy.ads.remove')}
                </SubmitButton>
              </Form>
            </div>
          </div>
        </div>
      </section>
    </li>
  );
}
