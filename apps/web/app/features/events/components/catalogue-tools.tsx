import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_WHEN, type EventFacetsResponse } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import { CatalogueSearch, KeptFields } from '../../../components/catalogue-toolbar.tsx';
import { EVENTS_BASE, eventsHref, type EventsPageQuery } from '../events-query.ts';

/**
 * The catalogue's own search (the site's header search is hidden here, spec §2): a GET form,
 * so it works before JavaScript runs and every result has its own address.
 */
export function EventSearch({ query }: { query: EventsPageQuery }) {
  const kept = <KeptFields fields={{ when: query.when, category: query.category, city: query.city }} />;
  return <CatalogueSearch ns="events" action={EVENTS_BASE} q={query.q} clearTo={eventsHref({ ...query, q: null, cursor: null })} kept={kept} placeholder={false} />;
}

/** When: all upcoming, today, this weekend, this week, later, past (links: each has its address). */
export function WhenChips({ query }: { query: EventsPageQuery }) {
  const { t } = useTranslation('events');
  const choices = [null, ...EVENT_WHEN] as const;
  return (
    <nav className="when-chips" aria-label={t('catalogue.when')}>
      <ul className="when-chips__list">
        {choices.map((when) => (
          <li key={when ?? 'upcoming'}>
            <Link className="when-chip" to={eventsHref({ ...query, view: 'list', when, cursor: null, month: null })} aria-current={query.view === 'list' && query.when === when ? 'page' : undefined}>
              {t(when ? `when.${when}` : 'when.upcoming')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Category and city: a GET form with a button (changing a choice alone never reloads the page). */
export function EventFilters({ query, facets }: { query: EventsPageQuery; facets: EventFacetsResponse }) {
  const { t } = useTranslation('events');
  const id = useId();
  const cityKnown = query.city === null || facets.cities.some((city) => city.name.toLowerCase() === query.city?.toLowerCase());
  return (
    <form className="event-filters" method="get" action={EVENTS_BASE} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('catalogue.filters')}
      </h2>
      <KeptFields fields={{ view: query.view === 'month' && 'month', month: query.month, when: query.when, q: query.q }} />
      <div className="event-filters__field">
        <label htmlFor={`${id}-category`} className="event-filters__label">
          {t('catalogue.category')}
        </label>
        <select id={`${id}-category`} name="category" className="field__input field__select" defaultValue={query.category ?? ''}>
          <option value="">{t('catalogue.anyCategory')}</option>
          {facets.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name} ({category.count})
            </option>
          ))}
        </select>
      </div>
      <div className="event-filters__field">
        <label htmlFor={`${id}-city`} className="event-filters__label">
          {t('catalogue.city')}
        </label>
        <select id={`${id}-city`} name="city" className="field__input field__select" defaultValue={query.city ?? ''}>
          <option value="">{t('catalogue.anyCity')}</option>
          {cityKnown ? null : <option value={query.city ?? ''}>{query.city}</option>}
          {facets.cities.map((city) => (
            <option key={city.name} value={city.name}>
              {city.name} ({city.count})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', { extra: 'event-filters__apply' })}>
        {t('catalogue.apply')}
      </button>
    </form>
  );
}

/** The calendar of the page's category (or of every event) to subscribe to: webcal: for calendar programs, the .ics address for Google's "From URL". */
export function CalendarSubscribe({ feed, categoryName }: { feed: { https: string; webcal: string }; categoryName: string | null }) {
  const { t } = useTranslation('events');
  const id = useId();
  return (
    <section className="calendar-subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="calendar-subscribe__title">
        {categoryName ? t('subscribe.categoryTitle', { category: categoryName }) : t('subscribe.title')}
      </h2>
      <p className="calendar-subscribe__lead">{t('subscribe.lead')}</p>
      <p className="calendar-subscribe__actions">
        <a className={buttonClass('secondary', { small: true })} href={feed.webcal}>
          {t('subscribe.webcal')}
        </a>
        <a className={buttonClass('quiet', { small: true })} href={feed.https} type="text/calendar">
          {t('subscribe.ics')}
        </a>
      </p>
      <p className="calendar-subscribe__url">
        <label htmlFor={`${id}-url`}>{t('subscribe.url')}</label>
        <input id={`${id}-url`} className="field__input" readOnly value={feed.https} />
      </p>
    </section>
  );
}
