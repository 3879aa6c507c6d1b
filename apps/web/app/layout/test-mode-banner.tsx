import { useTranslation } from 'react-i18next';

/** Above every page while payments run on the sandbox: nothing paid here is real money. */
export function TestModeBanner() {
  const { t } = useTranslation('layout');
  return (
    <div className="test-mode-banner" role="note">
      <strong>{t('testMode.title')}</strong> {t('testMode.body')}
    </div>
  );
}
