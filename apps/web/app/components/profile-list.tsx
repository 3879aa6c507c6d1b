import type { ReactNode } from 'react';
import { FormAlert, FormStatus, useErrorText } from './form.tsx';

/**
 * A member's page of their own items (/profile/advertising, /banners, /social-request, /business,
 * /classifields, /events): the heading and lead, the button that starts a new one, then the list.
 */
export function ProfileListPage({ className, heading, lead, start, children }: { className: string; heading: string; lead: string; start: ReactNode; children: ReactNode }) {
  return (
    <div className={`container account-page ${className}`}>
      <header className="page-header page-header--row">
        <div>
          <h1 className="page-title">{heading}</h1>
          <p className="page-lead">{lead}</p>
        </div>
        {start}
      </header>
      {children}
    </div>
  );
}

interface Answer {
  ok: boolean;
  code?: string | undefined;
}

/**
 * What a Pay or a Delete sent without JavaScript answered, above the list: the Pay's refusal
 * (`refusedPay`, when it is not shown in its pop-up), "Deleted", or the deletion's refusal.
 */
export function ListAnswers({ refusedPay, removed, deleted }: { refusedPay: Answer | undefined; removed: Answer | undefined; deleted: string }) {
  const errorText = useErrorText();
  return (
    <>
      <FormAlert>{refusedPay && !refusedPay.ok ? errorText(refusedPay.code) : undefined}</FormAlert>
      {removed ? removed.ok ? <FormStatus>{deleted}</FormStatus> : <FormAlert>{errorText(removed.code)}</FormAlert> : null}
    </>
  );
}
