import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useFetcher } from 'react-router';
import type { Locale } from '@gazeta/contract';
import { formatMoney } from '../lib/format.ts';
import { toast } from '../lib/toast.ts';
import { useFetcherSettled } from '../lib/use-fetcher-settled.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useErrorText } from './form.tsx';
import { InlineStep } from './inline-step.tsx';

/** How a page deletes one of the member's items: its Delete intent, and the words of the question. */
export interface DeleteKind {
  /** The page whose action deletes. */
  action: string;
  intent: string;
  texts: { title: string; confirm: string; cancel: string; done: string };
  /** What the toast says instead of `done` when the answer tells more (a refund on its way). */
  doneWith?: (answer: DeleteAnswer) => string | null;
}

/** The Delete intent's answer: a paid item's deletion may give money back. */
export interface DeleteAnswer {
  ok: boolean;
  code?: string;
  refundCents?: number;
}

/** The fields the Delete intent reads for one item (its id): null when nothing is asked. */
export type DeleteFields = Readonly<Record<string, string | number>>;

/**
 * Spec §2 "Confirm deletion" as a pop-up for any member's item: the question, then the page's
 * Delete intent through a fetcher; the page's list reloads after it, and a toast says how it went.
 */
export function DeleteDialog({ kind, fields, question, onClose }: { kind: DeleteKind; fields: DeleteFields | null; question: ReactNode; onClose: () => void }) {
  const errorText = useErrorText();
  const remove = useFetcher<DeleteAnswer>();
  useFetcherSettled(remove, (result) => toast({ message: result.ok ? (kind.doneWith?.(result) ?? kind.texts.done) : (errorText(result.code) ?? ''), status: result.ok ? 'success' : 'error' }), { atAnswer: true });
  return (
    <ConfirmDialog
      open={fields !== null}
      title={kind.texts.title}
      confirmLabel={kind.texts.confirm}
      cancelLabel={kind.texts.cancel}
      busy={remove.state !== 'idle'}
      onClose={onClose}
      onConfirm={() => {
        if (!fields) return;
        const sent = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
        void remove.submit({ intent: kind.intent, ...sent }, { method: 'post', action: kind.action });
        onClose();
      }}
    >
      {fields ? question : null}
    </ConfirmDialog>
  );
}

/** The same question in the page, where `?delete={id}` leads before JavaScript runs: a plain form. */
export function DeleteInPage({ kind, fields, question }: { kind: DeleteKind; fields: DeleteFields; question: ReactNode }) {
  return (
    <InlineStep title={kind.texts.title}>
      {question}
      <Form method="post" action={kind.action} className="inline-step__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="intent" value={kind.intent} className="button button--danger">
          {kind.texts.confirm}
        </button>
        <Link to={kind.action} className="button">
          {kind.texts.cancel}
        </Link>
      </Form>
    </InlineStep>
  );
}

/** Where a feature's words for the deletion are, under its namespace (the usual `page.*` keys unless named). */
interface DeleteWords {
  ns: string;
  title?: string;
  confirm?: string;
  cancel?: string;
  done?: string;
  /** The words for a deletion that gave money back, with its `amount`. */
  doneRefunded?: string;
}

/**
 * One feature's deletion of its items, made once: the pop-up and the in-page question (for
 * `?delete={id}` before JavaScript runs), both asking the page's Delete intent with the item's id.
 */
export function deletionOf<T extends { id: number }>(spec: { words: DeleteWords; intent: string; idField: string; Question: (props: { item: T }) => ReactNode }) {
  const { words, intent, idField, Question } = spec;
  function useKind(action: string): DeleteKind {
    const { t, i18n } = useTranslation(words.ns);
    const refunded = words.doneRefunded;
    return {
      ...(refunded ? { doneWith: (answer: DeleteAnswer) => (answer.refundCents ? t(refunded, { amount: formatMoney(answer.refundCents, i18n.language as Locale) }) : null) } : {}),
      action,
      intent,
      texts: { title: t(words.title ?? 'page.deleteTitle'), confirm: t(words.confirm ?? 'page.delete'), cancel: t(words.cancel ?? 'page.cancel'), done: t(words.done ?? 'page.deleted') },
    };
  }
  function Dialog({ item, action, onClose }: { item: T | null; action: string; onClose: () => void }) {
    const kind = useKind(action);
    return <DeleteDialog kind={kind} fields={item ? { [idField]: item.id } : null} question={item ? <Question item={item} /> : null} onClose={onClose} />;
  }
  function InPage({ item, action }: { item: T; action: string }) {
    const kind = useKind(action);
    return <DeleteInPage kind={kind} fields={{ [idField]: item.id }} question={<Question item={item} />} />;
  }
  return { Dialog, InPage };
}
