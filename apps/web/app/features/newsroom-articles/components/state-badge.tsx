import { useTranslation } from 'react-i18next';
import type { ArticleState, Locale } from '@gazeta/contract';
import { formatDateTime } from '../../../lib/format.ts';

/** An article's state in words; a scheduled one with its time on Chicago's clock. */
export function StateBadge({ state, publishAt }: { state: ArticleState; publishAt: string | null }) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  return (
    <span className={`article-state article-state--${state}`}>
      {t(`articles.states.${state}`)}
      {state === 'scheduled' && publishAt ? (
        <>
          {' '}
          <time dateTime={publishAt} suppressHydrationWarning>
            {t('articles.chicagoTime', { time: formatDateTime(publishAt, locale) })}
          </time>
        </>
      ) : null}
    </span>
  );
}
