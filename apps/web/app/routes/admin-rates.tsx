import { useTranslation } from 'react-i18next';
import type { AdminRatesResponse, Locale } from '@gazeta/contract';
import { isAdmin } from '@gazeta/contract';
import type { Route } from './+types/admin-rates';
import { buttonClass } from '../components/button.ts';
import { Field } from '../components/field.tsx';
import { FormStatus } from '../components/form.tsx';
import { useMemberForm } from '../components/use-member-form.ts';
import { accountFailure, requireRole } from '../features/account/session.server.ts';
import ratesCss from '../features/admin-rates/admin-rates.css?url';
import { centsAt, centsToInput, RATE_FIELD_NAMES, RATE_GROUPS, tableFromInputs } from '../features/admin-rates/rate-fields.ts';
import { formatDateTime } from '../lib/format.ts';
import { fieldText } from '../lib/form-data.ts';
import type { SaveAnswer } from '../lib/intents.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.adminRates' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ratesCss }];

const FIELDS = [...RATE_FIELD_NAMES, 'reason'];
const SAVED = 'rates-saved';

interface RatesAnswer extends SaveAnswer<'save'> {
  /** What was typed, shown again after a refusal of the form sent without JavaScript. */
  values?: Record<string, string>;
}

export async function loader({ context }: Route.LoaderArgs) {
  await requireRole(context, isAdmin);
  return { table: await pageApi(context).get<AdminRatesResponse>('/api/admin/rates') };
}

export async function action({ context, request }: Route.ActionArgs): Promise<RatesAnswer> {
  await requireRole(context, isAdmin);
  const form = await request.formData();
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, fieldText(form, name)]));
  try {
    // The server checks every price and the reason, and answers each refused field by its path.
    await serverApi(context).put('/api/admin/rates', { rates: tableFromInputs((name) => values[name] ?? ''), reason: values['reason'] });
  } catch (error) {
    const errors = accountFailure(error, context, { fields: FIELDS });
    const fields = Object.fromEntries(Object.entries(errors.fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { intent: 'save', ok: false, code: errors.form ?? 'error-validation', fields, values };
  }
  return { intent: 'save', ok: true, code: SAVED };
}

export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** The admin's rate table (decision 048): every price in dollars and cents, changed as a whole with a reason; its versions below. */
export default function AdminRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const locale = i18n.language as Locale;
  const { current, history } = loaderData.table;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const say = (code: string) => (code === SAVED ? t('adminRates.saved') : code === 'error-conflict' ? t('adminRates.conflict') : undefined);
  const { fetcher, form, busy, messageOf, forget } = useMemberForm<RatesAnswer>({ refusal, say, onSaved: () => undefined });
  const typed = (name: string) => refusal?.values?.[name];
  return (
    <div className="container account-page">
      <header className="page-header">
        <h1 className="page-title">{t('adminRates.title')}</h1>
        <p className="page-lead">{t('adminRates.lead', { next: current.version + 1 })}</p>
      </header>
      {actionData?.ok ? <FormStatus>{t('adminRates.saved')}</FormStatus> : null}
      <form
        // A new version fills the form with its prices again.
        key={current.version}
        ref={form}
        method="post"
        className="rate-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Plain fields, sent as the page's own form is (only the pages with pictures take multipart).
          void fetcher.submit(new FormData(event.currentTarget), { method: 'post', action: paths.adminRates() });
        }}
      >
        {RATE_GROUPS.map((group) => (
          <section key={group.key} className="panel rate-group" aria-labelledby={`rates-${group.key}`}>
            <h2 id={`rates-${group.key}`} className="panel__title">
              {t(`adminRates.groups.${group.key}.title`)}
            </h2>
            {group.parts.map((part, index) => {
              const fields = (
                <div className="rate-group__fields">
                  {part.fields.map((field) => (
                    <Field
                      key={field.name}
                      name={field.name}
                      label={t(`adminRates.groups.${group.key}.${field.label.key}`, field.label.values ?? {})}
                      inputMode="decimal"
                      autoComplete="off"
                      defaultValue={typed(field.name) ?? centsToInput(centsAt(current.rates, field.name), locale)}
                      error={messageOf(field.name)}
                      onChange={() => forget(field.name)}
                    />
                  ))}
                </div>
              );
              return part.title ? (
                <fieldset key={index} className="rate-group__size">
                  <legend>{t(`adminRates.groups.${group.key}.${part.title.key}`, part.title.values ?? {})}</legend>
                  {fields}
                </fieldset>
              ) : (
                <div key={index}>{fields}</div>
              );
            })}
          </section>
        ))}
        <section className="panel">
          <Field
            name="reason"
            label={t('adminRates.reason')}
            hint={t('adminRates.reasonHint')}
            maxLength={300}
            required
            defaultValue={typed('reason') ?? ''}
            error={messageOf('reason')}
            onChange={() => forget('reason')}
          />
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {t('adminRates.save')}
          </button>
        </section>
      </form>
      <section className="panel" aria-labelledby="rates-history">
        <h2 id="rates-history" className="panel__title">
          {t('adminRates.history.title')}
        </h2>
        <ol className="rate-history" data-testid="rate-history">
          {history.map((version) => (
            <li key={version.version} className="rate-history__item">
              <p className="rate-history__facts">
                {t('adminRates.history.version', { version: version.version })} · <time dateTime={version.created_at}>{formatDateTime(version.created_at, locale)}</time> ·{' '}
                {version.created_by?.name ?? t('adminRates.history.builtIn')}
              </p>
              <p className="rate-history__reason">{version.reason ?? t('adminRates.history.noReason')}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
