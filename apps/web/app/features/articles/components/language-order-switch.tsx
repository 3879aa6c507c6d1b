import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { switchedOrderHref, type LanguageOrder } from '../language-order.ts';

/**
 * Above an English reader's catalogue: which order the list is in, and a link to the other
 * (English first, or all languages by date).
 */
export function LanguageOrderSwitch({ base, order }: { base: string; order: LanguageOrder }) {
  const { t } = useTranslation('articles');
  if (!order) return null;
  return (
    <p className="language-order">
      <span>{order.all ? t('catalogue.languageOrder.allShown') : t('catalogue.languageOrder.langFirst')}</span>{' '}
      <Link className="language-order__link" to={switchedOrderHref(base, order)}>
        {order.all ? t('catalogue.languageOrder.langFirstLink') : t('catalogue.languageOrder.showAll')}
      </Link>
    </p>
  );
}
