import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ARTICLE_STATES, CONTENT_LANGUAGES, type Category, type NewsroomPerson } from '@gazeta/contract';
import { buttonClass } from '../../../components/button.ts';
import type { ListFilter } from '../list-query.ts';

/**
 * The list's filters and search: a plain GET form, so it works before JavaScript runs and every
 * filtered list has its own address.
 */
export function ListFilters(props: { action: string; filters: Partial<Record<ListFilter, string>>; categories: readonly Category[]; authors: readonly NewsroomPerson[] }) {
  const { action, filters, categories, authors } = props;
  const { t } = useTranslation('newsroom');
  const id = useId();
  const select = (name: ListFilter, label: string, options: readonly { value: string; label: string }[]) => (
    <div className="field article-filters__field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className="field__input field__select" defaultValue={filters[name] ?? ''}>
        <option value="">{t('articles.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (name: 'from' | 'to') => (
    <div className="field article-filters__field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {t(`articles.filters.${name}`)}
      </label>
      <input id={`${id}-${name}`} type="date" name={name} className="field__input" defaultValue={filters[name] ?? ''} />
    </div>
  );
  return (
    <form method="get" action={action} className="article-filters panel" role="search" aria-label={t('articles.filters.label')}>
      <div className="field article-filters__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('articles.filters.q')}
        </label>
        <input id={`${id}-q`} type="search" name="q" className="field__input" maxLength={200} defaultValue={filters.q ?? ''} autoComplete="off" enterKeyHint="search" />
      </div>
      {select(
        'state',
        t('articles.filters.state'),
        ARTICLE_STATES.map((state) => ({ value: state, label: t(`articles.states.${state}`) })),
      )}
      {select(
        'category',
        t('articles.filters.category'),
        categories.map((category) => ({ value: String(category.category_id), label: category.name })),
      )}
      {select(
        'language',
        t('articles.filters.lang'),
        CONTENT_LANGUAGES.map((lang) => ({ value: lang, label: t(`articles.languages.${lang}`) })),
      )}
      {select(
        'author',
        t('articles.filters.author'),
        authors.map((author) => ({ value: String(author.id), label: author.name })),
      )}
      {day('from')}
      {day('to')}
      <div className="article-filters__actions">
        <button type="submit" className={buttonClass('primary')}>
          {t('articles.filters.apply')}
        </button>
        <Link to={action} className="button">
          {t('articles.filters.clear')}
        </Link>
      </div>
    </form>
  );
}
