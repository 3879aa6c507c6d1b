import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, NewsroomArticleRow } from '@gazeta/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { StateBadge } from './state-badge.tsx';

/**
 * The list's rows: title (to the editor), language, state, category, author and when it was
 * last changed. A table on a laptop; on a phone each row stacks (the cells say what they are).
 */
export function ArticleRows({ rows }: { rows: readonly NewsroomArticleRow[] }) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  return (
    <table className="article-table">
      <thead>
        <tr>
          <th scope="col">{t('articles.columns.title')}</th>
          <th scope="col">{t('articles.columns.lang')}</th>
          <th scope="col">{t('articles.columns.state')}</th>
          <th scope="col">{t('articles.columns.category')}</th>
          <th scope="col">{t('articles.columns.author')}</th>
          <th scope="col">{t('articles.columns.updated')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={t('articles.columns.title')} className="article-table__title">
              <Link to={paths.newsroomArticle(row.id)} lang={row.lang}>
                {row.title || t('articles.untitled')}
              </Link>
              {row.has_unpublished_changes && row.state === 'published' ? <span className="article-table__note">{t('articles.unpublishedChanges')}</span> : null}
            </td>
            <td data-label={t('articles.columns.lang')}>
              <abbr title={t(`articles.languages.${row.lang}`)}>{row.lang.toUpperCase()}</abbr>
            </td>
            <td data-label={t('articles.columns.state')}>
              <StateBadge state={row.state} publishAt={row.publish_at} />
            </td>
            <td data-label={t('articles.columns.category')}>{row.category.name}</td>
            <td data-label={t('articles.columns.author')}>{row.author?.name ?? '—'}</td>
            <td data-label={t('articles.columns.updated')}>
              <time dateTime={row.updated_at} suppressHydrationWarning>
                {formatDateTime(row.updated_at, locale)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
