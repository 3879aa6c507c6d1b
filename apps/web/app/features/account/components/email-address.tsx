import { Fragment } from 'react';
import { emailPieces, splitEmails } from '../email-breaks.ts';

/**
 * An e-mail address that, when it is wider than the line, breaks only after its @ or a dot
 * (a `<wbr>` there; the text itself is unchanged, so copying it gives the address). The pieces
 * between do not break, not even at a hyphen.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="email-address">
      {emailPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="email-address__piece">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** A sentence whose e-mail addresses break as EmailAddress does. */
export function WithEmailBreaks({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, index) => (part.email ? <EmailAddress key={index} email={part.text} /> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
