import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type NewsroomArticle } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';
import { StateBadge } from './state-badge.tsx';

/**
 * The story in each language (ru, en, lt): this article, its linked translations (to their
 * editors), and for a language it has none in, "Translate to …", which makes the linked draft.
 */
export function TranslationsPanel({ article, busy, onTranslate }: { article: NewsroomArticle; busy: boolean; onTranslate: (lang: string) => void }) {
  const { t } = useTranslation('newsroom');
  const canTranslate = article.actions.includes('translate');
  return (
    <section className="panel editor-side__panel" aria-labelledby="translations-heading">
      <h2 id="translations-heading" className="panel__title">
        {t('articles.translations.title')}
      </h2>
      <ul className="translations">
        {CONTENT_LANGUAGES.map((lang) => {
          const linked = article.translations.find((translation) => translation.lang === lang);
          return (
            <li key={lang} className="translations__item">
              <span className="translations__lang">{t(`articles.languages.${lang}`)}</span>
              {lang === article.lang ? (
                <span aria-current="page">{t('articles.translations.this')}</span>
              ) : linked ? (
                <span>
                  <Link to={paths.newsroomArticle(linked.id)} lang={lang}>
                    {linked.title || t('articles.untitled')}
                  </Link>{' '}
                  <StateBadge state={linked.state} publishAt={null} />
                </span>
              ) : canTranslate ? (
                <button type="button" className="button button--small" aria-disabled={busy || undefined} onClick={() => !busy && onTranslate(lang)}>
                  {t('articles.translations.translateTo', { language: t(`articles.languages.${lang}`) })}
                </button>
              ) : (
                <span>—</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
