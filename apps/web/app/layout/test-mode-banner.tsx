import { useTranslation } from 'react-i18next';

/** Above every page while payments run on the sandbox: nothing paid here is real money (one line on a phone). */
export function TestModeBanner() {
  const { t } = useTranslation('layout');
  return (
    <div className="test-mode-banner" role="note">
      <strong>{t('testMode.title')}</strong> <span className="test-mode-banner__body">{t('testMode.body')}</span>
      <span className="test-mode-banner__short">{t('testMode.short')}</span>
    </div>
  );
}
