import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleTranslation } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';

/** The same story in the other languages it is published in (issue #27): each a link to its own page, named in its own language. */
export function LanguageSwitch({ lang, translations }: { lang: string; translations: readonly ArticleTranslation[] }) {
  const { t } = useTranslation('articles');
  if (translations.length === 0) return null;
  return (
    <nav className="article__languages" aria-label={t('article.languages.label')}>
      <ul className="article__languages-list">
        <li>
          <span aria-current="page" lang={lang} className="article__language article__language--current">
            {t(`article.languages.names.${lang}`)}
          </span>
        </li>
        {translations.map((translation) => (
          <li key={translation.id}>
            <Link to={paths.article(translation.id)} hrefLang={translation.lang} lang={translation.lang} className="article__language" title={translation.title}>
              {t(`article.languages.names.${translation.lang}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
