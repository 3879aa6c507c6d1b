import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { paths } from '../lib/paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <div className="container prose not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('layout:notFound.heading')}</h1>
      <p>{t('layout:notFound.body')}</p>
      <p>{t('layout:notFound.searchHint')}</p>
      <SearchBox label={t('layout:notFound.searchLabel')} />
      <p>
        <Link to={paths.home()} className="button button--primary">
          {t('common:actions.backHome')}
        </Link>
      </p>
    </div>
  );
}
