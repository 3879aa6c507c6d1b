import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearAuthData } from '../../../lib/auth-data.ts';
import { paths } from '../../../lib/paths.ts';

/** Exit (spec §2, §4): a POST to /logout, which ends the session and goes to /login. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  return (
    <Form method="post" action={paths.logout()} className="logout-form" onSubmit={clearAuthData}>
      <button type="submit" className={className}>
        {t('account.exit')}
      </button>
    </Form>
  );
}
