import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';

/** The way out of a page that could not be shown: the not-found and error pages end with it. */
export function BackHomeLink() {
  const { t } = useTranslation('common');
  return (
    <p>
      <Link to={paths.home()} className="button button--primary">
        {t('common:actions.backHome')}
      </Link>
    </p>
  );
}
