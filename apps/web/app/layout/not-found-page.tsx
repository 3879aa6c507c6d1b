import { useTranslation } from 'react-i18next';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { SearchBox } from '../features/search/components/search-box.tsx';

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
      <BackHomeLink />
    </div>
  );
}
