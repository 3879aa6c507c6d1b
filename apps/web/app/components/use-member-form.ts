import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';
import type { SaveAnswer } from '../lib/intents.ts';
import { useErrorText } from './form.tsx';

export interface MemberFormOptions<R extends SaveAnswer> {
  /** The server's refusal of this form sent without JavaScript: its fields' codes show at once. */
  refusal?: R | undefined;
  /** Words a code where the form has its own text for it. */
  say?: (code: string) => string | undefined;
  /** After every successful save. */
  onSaved: (result: R) => void;
  /** Whether a save leaves something to pay: the form then gives way to its pay step. */
  owes?: (result: R) => boolean;
}

/**
 * What every member's form shares (decision 044): the codes shown beside the fields (the form's
 * own check before sending, then the server's), each worded; the fetcher that sends the form and
 * its answer (a toast, the codes, "verify your phone first", the saved item to pay); `refuse`,
 * which shows the form's own problems, says the first and takes the focus to it.
 */
export function useMemberForm<R extends SaveAnswer>({ refusal, say, onSaved, owes }: MemberFormOptions<R>) {
  const errorText = useErrorText();
  const fetcher = useFetcher<R>();
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState<Readonly<Record<string, string>>>(() => refusal?.fields ?? {});
  const [saved, setSaved] = useState<R | null>(null);
  const [verifyPhone, setVerifyPhone] = useState(refusal?.verifyPhone ?? false);
  const word = (code: string | undefined) => (code ? (say?.(code) ?? errorText(code) ?? code) : undefined);

  useFetcherSettled(
    fetcher,
    (answer) => {
      // The answers are plain JSON: serialized, each is its own type.
      const result = answer as R;
      toast({ message: word(result.code) ?? '', status: result.ok ? 'success' : 'error' });
      if (result.ok) {
        if (owes?.(result)) setSaved(result);
        onSaved(result);
        return;
      }
      setShown(result.fields ?? {});
      if (result.verifyPhone) setVerifyPhone(true);
    },
    { atAnswer: true },
  );

  return {
    fetcher,
    form,
    busy: fetcher.state !== 'idle',
    saved,
    verifyPhone,
    /** The translated message of a field's code, if it is refused now. */
    messageOf: (field: string) => word(shown[field]),
    /** Shows these codes (a picture's size, read in the browser). */
    show: (codes: Readonly<Record<string, string>>) => setShown((list) => ({ ...list, ...codes })),
    /** The member changed these fields: their messages go. */
    forget: (...fields: string[]) => setShown((list) => Object.fromEntries(Object.entries(list).filter(([field]) => !fields.includes(field)))),
    /** Shows the form's own problems before sending; true (and the first said and focused) when there are any. */
    refuse(problems: Readonly<Record<string, string>>): boolean {
      setShown(problems);
      const first = Object.keys(problems)[0];
      if (!first) return false;
      toast({ message: word(problems[first]) ?? '', status: 'error' });
      window.requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
      return true;
    },
    /** Sends the body the form built (its pictures from the picker's list) to the page's action. */
    send(body: FormData, action: string) {
      void fetcher.submit(body, { method: 'post', action, encType: 'multipart/form-data' });
    },
  };
}
