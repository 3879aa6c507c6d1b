import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@gazeta/contract';
import { saveLocale } from '../lib/locale.ts';

/**
 * ENG / RUS (spec §1). Plain ?lang= links work without JavaScript; with it the choice is
 * saved (local storage and cookie) and the page re-renders in place.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const current = i18n.language as Locale;
  const hrefFor = (locale: Locale) => {
    const params = new URLSearchParams(search);
    params.set('lang', locale);
    return `${pathname}?${params}`;
  };
  return (
    <ul className="lang-switch" aria-label={t('language.label')}>
      {LOCALES.slice()
        .reverse()
        .map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              hrefLang={locale}
              lang={locale}
              className="lang-switch__link"
              aria-current={locale === current ? 'true' : undefined}
              aria-label={`${t(`language.short.${locale}`)} (${t(`language.${locale}`)})`}
              onClick={(event) => {
                event.preventDefault();
                if (locale === current) return;
                saveLocale(locale);
                // A ?lang= in the address outranks the saved choice, so it goes.
                const params = new URLSearchParams(search);
                if (params.has('lang')) {
                  params.delete('lang');
                  const query = params.toString();
                  void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true, preventScrollReset: true });
                } else {
                  void revalidator.revalidate();
                }
              }}
            >
              {t(`language.short.${locale}`)}
            </a>
          </li>
        ))}
    </ul>
  );
}
