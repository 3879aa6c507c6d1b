import { Fragment, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FormAlert, FormStatus, useErrorText } from './form.tsx';
import { InlineStep } from './inline-step.tsx';
import { Modal } from './modal.tsx';

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

/**
 * The pop-up that creates or edits one of the member's items: "new" or "edit" in its title, and
 * the form started afresh for each item (its key), shown while `editing` names one (or none: new).
 */
export function EditorModal<T extends { id: number }>({
  editing,
  onClose,
  titles,
  wide = false,
  shown = true,
  children,
}: {
  editing: { item: T | null } | null;
  onClose: () => void;
  titles: { new: string; edit: string };
  wide?: boolean;
  /** False while the form stands in the page instead (before JavaScript runs). */
  shown?: boolean;
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Modal open={shown && editing !== null} onClose={onClose} title={editing?.item ? titles.edit : titles.new} wide={wide}>
      {editing ? <Fragment key={editing.item?.id ?? 'new'}>{children(editing.item)}</Fragment> : null}
    </Modal>
  );
}

/**
 * What stands in the page instead of a pop-up: before JavaScript runs, the form or the deletion's
 * question its address asks (`?new=1`, `?edit={id}`, `?delete={id}`); after a form sent without
 * JavaScript came back, that form again with its refusal and everything typed, or, saved and
 * owing, the step that pays it (`paid`).
 */
export function InPageStep<T extends { id: number }, A extends { ok: boolean; code: string; id?: number | undefined }>({
  items,
  editing,
  deleting,
  answer,
  titles,
  form,
  paid,
  deletion,
}: {
  items: readonly T[];
  editing: { item: T | null } | null;
  deleting: T | null;
  /** The page's answer to a form sent without JavaScript, when there is one. */
  answer: A | undefined;
  titles: { new: string; edit: string };
  form: (item: T | null, refusal: A | undefined) => ReactNode;
  paid?: (saved: A) => ReactNode;
  deletion: (item: T) => ReactNode;
}) {
  const hydrated = useHydrated();
  const errorText = useErrorText();
  const shown = answer ? { item: items.find((item) => item.id === answer.id) ?? null } : hydrated ? null : editing;
  if (shown) {
    return (
      <InlineStep title={shown.item ? titles.edit : titles.new}>
        {answer?.ok && paid ? (
          paid(answer)
        ) : (
          <>
            <FormAlert>{answer ? errorText(answer.code) : undefined}</FormAlert>
            {form(shown.item, answer)}
          </>
        )}
      </InlineStep>
    );
  }
  return !hydrated && deleting ? deletion(deleting) : null;
}
