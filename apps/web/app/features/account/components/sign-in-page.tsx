import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';

/**
 * /login and /register: the heading and lead, the page's forms, and the way to the other one
 * ("No account yet? Register", "Already registered? Sign in").
 */
export function SignInPage({ heading, lead, other, children }: { heading: string; lead: string; other: { text: string; link: string; to: string }; children: ReactNode }) {
  return (
    <div className="container account-page account-page--narrow">
      <header className="page-header">
        <h1 className="page-title">{heading}</h1>
        <p className="page-lead">{lead}</p>
      </header>
      {children}
      <p className="account-page__alt">
        {other.text} <Link to={other.to}>{other.link}</Link>
      </p>
    </div>
  );
}

/** Spec §8: "SMS sent" is a success message, said once the code has gone out by the form's `intent`. */
export function useCodeSentToast(result: { codeSentTo?: string | undefined; intent: string; errors?: unknown } | undefined, intent: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (result?.codeSentTo && result.intent === intent && !result.errors) toast({ message: t('notifications.notification-sms-sent'), status: 'success' });
  }, [result, intent, t]);
}
