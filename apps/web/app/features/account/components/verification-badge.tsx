import { useTranslation } from 'react-i18next';

/** Confirmed or not, said in words and a mark (never by colour alone). */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <span className={`badge badge--${verified ? 'ok' : 'warn'}`}>
      <span aria-hidden="true">{verified ? '✓' : '!'}</span> {verified ? t('profile.verified') : t('profile.unverified')}
    </span>
  );
}
