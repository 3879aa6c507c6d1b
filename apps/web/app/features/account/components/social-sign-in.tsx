import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@gazeta/contract';
import { FacebookIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';

const NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

function GoogleMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}

/**
 * Sign-in with Google or Facebook (spec §1), only for the providers the server has set up.
 * Plain links: the browser leaves for the provider and comes back to /profile.
 */
export function SocialSignIn({ providers }: { providers: readonly OAuthProvider[] }) {
  const { t } = useTranslation('pages');
  if (providers.length === 0) return null;
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading" className="social-sign-in__heading">
        {t('login.social')}
      </h2>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a href={paths.oauth(provider)} className={`button social-sign-in__button social-sign-in__button--${provider}`}>
              {provider === 'google' ? <GoogleMark /> : <FacebookIcon />}
              {t('login.continueWith', { provider: NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
