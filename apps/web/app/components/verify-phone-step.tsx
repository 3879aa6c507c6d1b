import type { ReactNode } from 'react';

/**
 * "Verify your phone first" with the phone's own step (its forms), shown beside a member's form
 * when the server asks for it: never inside that form, as a form within a form is no form at all
 * to a browser without JavaScript (the inner one's fields would be sent with the outer one).
 */
export function VerifyPhoneStep({ shown, text, className, children }: { shown: boolean; text: string; className: string; children: ReactNode }) {
  if (!shown) return null;
  return (
    <div className={`notice ${className}`} role="region" aria-label={text}>
      <p>{text}</p>
      {children}
    </div>
  );
}
