import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { isStaff, type Locale } from '@gazeta/contract';
import type { Route } from './+types/styleguide';
import { BUTTON_VARIANTS, buttonClass } from '../components/button.ts';
import { RemovableChip } from '../components/chip.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FormAlert, FormStatus } from '../components/form.tsx';
import { CheckboxField, CodeField, EmailField, PasswordField, SelectField, Field } from '../components/field.tsx';
import { LocationPicker } from '../components/location-picker.tsx';
import { Modal } from '../components/modal.tsx';
import { Pager } from '../components/pager.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { VoteButtons } from '../components/vote-buttons.tsx';
import { MAP_LINKS, PlaceMap } from '../components/place-map.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { signedInState } from '../features/account/session.server.ts';
import { VerificationBadge } from '../features/account/components/verification-badge.tsx';
import { getArticles } from '../features/articles/api/get-articles.ts';
import { ArticleCard } from '../features/articles/components/article-card.tsx';
import { StatusBadge } from '../features/feed/components/status-badge.tsx';
import { RatesTable } from '../layout/rates-table.tsx';
import { getMapTiles } from '../lib/geo.ts';
import { getI18n, provideMessages } from '../lib/i18n.ts';
import { notFound } from '../lib/loader-utils.ts';
import { namespaceMessages, namespaceMessagesOf, sharedMessagesOf } from '../lib/messages.server.ts';
import { addNamespace, addNamespacesFromMatches } from '../lib/namespaces.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { toast } from '../lib/toast.ts';
import { getVotes } from '../lib/votes.ts';

export const handle: RouteHandle = { titleKey: 'pages:styleguide.title' };

export const links: Route.LinksFunction = () => MAP_LINKS;

/**
 * /styleguide: every component of the design system in both languages (issue #13), for the
 * newsroom and whoever builds the next pages. Staff see it, and everyone under `npm run dev`;
 * to anyone else it does not exist.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!import.meta.env.DEV) {
    const state = await signedInState(context);
    if (!state?.auth || !state.user || !isStaff(state.user.role)) notFound();
  }
  const { locale } = getRenderContext(context);
  const other: Locale = locale === 'ru' ? 'en' : 'ru';
  const [articles, tiles] = await Promise.all([getArticles(pageApi(context), { page: 1 }), getMapTiles(pageApi(context))]);
  const voted = articles.data[0];
  const votes = voted ? { id: voted.id, state: await getVotes(pageApi(context), 'article', voted.id) } : null;
  return {
    // The feed's texts (its status badges, the moderation switch), for the shell to add to this page's language.
    feedMessages: namespaceMessages(locale, 'feed'),
    other,
    // Not named `…Messages`: the shell would add them to this page's own language.
    // The other language's texts themselves (this staff page alone shows two languages at once).
    otherTexts: [sharedMessagesOf(other), namespaceMessagesOf(other, 'pages'), namespaceMessagesOf(other, 'feed')] as const,
    samples: articles.data.slice(0, 2),
    tiles,
    votes,
  };
}

export const meta: Route.MetaFunction = (args) => {
  // The title is in the `pages` texts, which the layout's loader sends along.
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, noindex: true });
};

type Samples = Route.ComponentProps['loaderData']['samples'];
type Tiles = Route.ComponentProps['loaderData']['tiles'];
type Votes = Route.ComponentProps['loaderData']['votes'];
/** A rating as a business shows it: some members rated, the reader not yet. */
const SAMPLE_RATING = { average: 4.3, count: 12, mine: null };
/** Where the place map's sample stands (the Willis Tower). */
const SAMPLE_PLACE = { lat: 41.878876, lng: -87.635915 };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={id}>
      <h3 id={id} className="styleguide__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

const COLOURS = ['--ink', '--ink-soft', '--muted', '--paper', '--paper-warm', '--line', '--accent', '--focus', '--success', '--error'] as const;
const SELECT_OPTIONS = ['community', 'business', 'services', 'realEstate'] as const;
const STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
/** The views the switch and the pager point to: this page itself, with a query the page ignores. */
const HERE = '/styleguide';

/** The whole set in one language: the column's own i18next instance speaks it. */
function Components({ locale, samples, tiles, votes }: { locale: Locale; samples: Samples; tiles: Tiles; votes: Votes }) {
  const { t } = useTranslation(['pages', 'common', 'errors', 'feed']);
  const [modal, setModal] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const id = (name: string) => `styleguide-${locale}-${name}`;
  const s = (key: string) => t(`pages:styleguide.${key}`);
  return (
    <div className="styleguide__column" lang={locale}>
      <h2 className="styleguide__language">{t(`common:language.${locale}`)}</h2>

      <Section id={id('type')} title={s('sections.type')}>
        <p className="styleguide__headline">{s('headline')}</p>
        <p className="card__lead">{s('body')}</p>
        <p className="prose">{s('body')}</p>
        <p className="card__meta">{s('meta')}</p>
      </Section>

      <Section id={id('colours')} title={s('sections.colours')}>
        <ul className="styleguide__swatches">
          {COLOURS.map((name) => (
            <li key={name}>
              <span className="styleguide__swatch" style={{ background: `var(${name})` }} aria-hidden="true" />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={id('buttons')} title={s('sections.buttons')}>
        {BUTTON_VARIANTS.map((variant) => (
          <div key={variant} className="styleguide__row">
            <p className="styleguide__note">{s(`variants.${variant}`)}</p>
            <button type="button" className={buttonClass(variant)}>
              {
                {
                  primary: t('pages:changeInfo.save'),
                  secondary: t('pages:changeInfo.delete.no'),
                  quiet: t('common:actions.showMore'),
                  danger: t('pages:changeInfo.delete.submit'),
                }[variant]
              }
            </button>
          </div>
        ))}
        <div className="styleguide__row">
          <p className="styleguide__note">{s('busy')}</p>
          <button type="button" className={buttonClass('primary')} aria-disabled="true">
            {t('common:form.sending')}
          </button>
        </div>
      </Section>

      <Section id={id('links')} title={s('sections.links')}>
        <p>
          <Trans t={t} i18nKey="pages:styleguide.link" components={{ terms: <Link to={paths.terms()} /> }} />
        </p>
        <p className="styleguide__dark">
          <a href={paths.about()}>{s('linkOnDark')}</a>
        </p>
      </Section>

      <Section id={id('fields')} title={s('sections.fields')}>
        <div className="form">
          <Field name="first_name" label={t('pages:account.firstName')} autoComplete="off" />
          <EmailField name="email" label={t('pages:account.email')} error={t('errors:notification-error-invalid-email')} defaultValue="anna@" />
          <PasswordField name="password" label={t('pages:account.password')} hint={t('pages:account.passwordHint', { count: 8 })} autoComplete="off" />
          <CheckboxField name="terms" label={t('errors:error-terms-required')} error={t('errors:validation-required')} />
          <p className="styleguide__note">{s('fields.numbers')}</p>
          <Field name="issues" type="number" inputMode="numeric" min={1} max={52} step={1} defaultValue={4} label={s('fields.quantity')} hint={s('fields.quantityHint')} />
          <Field name="first_issue" type="date" defaultValue="2026-12-03" label={s('fields.date')} hint={s('fields.dateHint')} />
          <CodeField name="code" label={s('fields.code')} />
          <SelectField
            name="section"
            label={s('fields.select')}
            hint={s('fields.selectHint')}
            placeholder={s('fields.selectPlaceholder')}
            defaultValue=""
            options={SELECT_OPTIONS.map((value) => ({ value, label: s(`fields.options.${value}`) }))}
          />
        </div>
      </Section>

      <Section id={id('maps')} title={s('sections.maps')}>
        <p className="styleguide__note">{s('maps.note')}</p>
        <form className="form" onSubmit={(event) => event.preventDefault()}>
          <Field name="address" label={s('maps.address')} autoComplete="off" />
          <Field name="zip" label={s('maps.zip')} inputMode="numeric" autoComplete="off" maxLength={10} />
          <LocationPicker tiles={tiles} />
        </form>
        <div className="styleguide__block">
          <PlaceMap lat={SAMPLE_PLACE.lat} lng={SAMPLE_PLACE.lng} name={s('maps.place')} tiles={tiles} />
        </div>
      </Section>

      <Section id={id('votes')} title={s('sections.votes')}>
        <p className="styleguide__note">{s('votesNote')}</p>
        {votes ? (
          <div className="styleguide__stack">
            <VoteButtons kind="article" id={votes.id} state={votes.state} action={paths.article(votes.id)} signedIn />
            <VoteButtons kind="article" id={votes.id} state={votes.state} action={paths.article(votes.id)} signedIn={false} />
          </div>
        ) : null}
        {votes ? (
          <div className="styleguide__stack styleguide__block">
            <RatingStars rating={SAMPLE_RATING} action={paths.article(votes.id)} signedIn />
            <RatingStars rating={{ ...SAMPLE_RATING, mine: 5 }} action={paths.article(votes.id)} signedIn />
            <RatingStars rating={SAMPLE_RATING} action={paths.article(votes.id)} signedIn={false} />
          </div>
        ) : null}
      </Section>

      <Section id={id('notices')} title={s('sections.notices')}>
        <div className="styleguide__stack">
          <p className="notice">{t('pages:styleguide.body')}</p>
          <p className="notice notice--success">{t('common:notices.profile-saved')}</p>
          <p className="notice notice--error">{t('errors:error-try-later')}</p>
          <FormAlert>{t('errors:error-login-required')}</FormAlert>
          <FormStatus>{t('common:notices.phone-verified')}</FormStatus>
          <FormStatus tone="info">{t('common:notifications.notification-sms-sent')}</FormStatus>
        </div>
      </Section>

      <Section id={id('toasts')} title={s('sections.toasts')}>
        <p className="styleguide__note">{s('toast.note')}</p>
        <div className="styleguide__buttons">
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => toast({ message: t('common:notifications.notification-sms-sent') })}>
            {s('toast.info')}
          </button>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => toast({ message: t('common:notices.profile-saved'), status: 'success' })}>
            {s('toast.success')}
          </button>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => toast({ message: t('errors:error-try-later'), status: 'error' })}>
            {s('toast.error')}
          </button>
          <button
            type="button"
            className={buttonClass('quiet', { small: true })}
            onClick={() => {
              for (let i = 1; i <= 5; i++) toast({ message: `${i}. ${t('common:notices.profile-saved')}`, status: 'success' });
            }}
          >
            {s('toast.five')}
          </button>
        </div>
      </Section>

      <Section id={id('cards')} title={s('sections.cards')}>
        <div className="styleguide__stack">
          {samples[0] ? <ArticleCard article={samples[0]} featured headingLevel={3} /> : null}
          {samples[1] ? <ArticleCard article={samples[1]} headingLevel={3} /> : null}
        </div>
      </Section>

      <Section id={id('badges')} title={s('sections.badges')}>
        <p className="styleguide__note">{s('badgesNote')}</p>
        <p className="styleguide__buttons">
          <VerificationBadge verified />
          <VerificationBadge verified={false} />
          {STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </p>
        <p className="styleguide__note">{s('tagsNote')}</p>
        <ul className="tags__list styleguide__block">
          {(t('pages:styleguide.tags', { returnObjects: true }) as string[]).map((tag) => (
            <li key={tag}>
              <Link to={paths.search(tag.slice(1))} className="tag">
                {tag}
              </Link>
            </li>
          ))}
        </ul>
        <p className="styleguide__note">{s('chipNote')}</p>
        <p className="chips">
          <RemovableChip to={HERE} label={s('chip')} removeLabel={s('chipRemove')} />
        </p>
      </Section>

      <Section id={id('switch')} title={s('sections.switch')}>
        <p className="styleguide__note">{s('switchNote')}</p>
        <ViewSwitch
          label={t('feed:moderation.queues')}
          options={[
            { to: HERE, label: t('feed:moderation.tabs.posts', { count: 3 }), current: true },
            { to: `${HERE}?view=comments`, label: t('feed:moderation.tabs.comments', { count: 12 }), current: false },
          ]}
        />
      </Section>

      <Section id={id('tables')} title={s('sections.tables')}>
        <p className="styleguide__note">{s('tableNote')}</p>
        <RatesTable />
      </Section>

      <Section id={id('pager')} title={s('sections.pager')}>
        <Pager page={2} last={9} href={(page) => `${HERE}?page=${page}`} />
      </Section>

      <Section id={id('modal')} title={s('sections.modal')}>
        <div className="styleguide__buttons">
          <button type="button" className={buttonClass('secondary')} onClick={() => setModal(true)}>
            {s('modalOpen')}
          </button>
          <button type="button" className={buttonClass('danger')} onClick={() => setConfirm(true)}>
            {s('confirmOpen')}
          </button>
        </div>
        <Modal open={modal} onClose={() => setModal(false)} title={t('layout:subscribePopup.title')}>
          <p>{t('layout:subscribePopup.body')}</p>
          <div className="modal__actions">
            <button type="button" className={buttonClass('primary')} onClick={() => setModal(false)}>
              {t('layout:subscribePopup.subscribe')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setModal(false)}>
              {t('layout:subscribePopup.close')}
            </button>
          </div>
        </Modal>
        <ConfirmDialog
          open={confirm}
          title={t('pages:changeInfo.delete.title')}
          confirmLabel={t('pages:changeInfo.delete.yes')}
          cancelLabel={t('pages:changeInfo.delete.no')}
          onConfirm={() => setConfirm(false)}
          onClose={() => setConfirm(false)}
        >
          <p>{s('confirmBody')}</p>
        </ConfirmDialog>
      </Section>
    </div>
  );
}

export default function Styleguide({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('pages');
  const { other, otherTexts, samples, tiles, votes } = loaderData;
  for (const file of otherTexts) provideMessages(file.href, file.json);
  const [shared, pages, feed] = otherTexts;
  const otherI18n = getI18n(other, shared.href);
  addNamespace(otherI18n, 'pages', pages.href);
  addNamespace(otherI18n, 'feed', feed.href);
  const here = i18n.language as Locale;
  return (
    <div className="container styleguide">
      <header className="page-header">
        <h1 className="page-title">{t('styleguide.title')}</h1>
        <p className="page-lead">{t('styleguide.lead')}</p>
      </header>
      <div className="styleguide__columns">
        <Components locale={here} samples={samples} tiles={tiles} votes={votes} />
        <I18nextProvider i18n={otherI18n}>
          <Components locale={other} samples={samples} tiles={tiles} votes={votes} />
        </I18nextProvider>
      </div>
    </div>
  );
}
