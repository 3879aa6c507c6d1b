import { useState, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { threadHref } from '../post-actions.ts';

interface DeleteControlProps {
  /** The trigger's label, the question asked, the confirming button's label, the success toast. */
  labels: { action: string; question: string; confirm: string; done: string };
  /** Deletes through the API (with JavaScript). */
  remove: () => Promise<unknown>;
  /** After a deletion: show the page without it. */
  onRemoved: () => void;
  /** Without JavaScript: the address asks the question in place (`asking`), the form sends `intent`. */
  asking: boolean;
  askHref: string;
  cancelHref: string;
  intent: string;
  /** The form's hidden `id`, when the page's address does not say what is deleted. */
  id?: number;
  triggerClassName: string;
  /** What the confirmation pop-up shows of the thing deleted. */
  children: ReactNode;
}

/**
 * Deleting one's own post or comment: a confirmation pop-up, or without JavaScript a link to
 * the same question asked in place, answered by a form the route's action takes.
 */
export function DeleteControl({ labels, remove, onRemoved, asking, askHref, cancelHref, intent, id, triggerClassName, children }: DeleteControlProps) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      setOpen(false);
      toast({ message: labels.done, status: 'success' });
      onRemoved();
    } catch (error) {
      toast({ message: errorText(error instanceof ApiError ? error.code : 'error-internal') ?? '', status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (asking && !hydrated) {
    return (
      <Form method="post" className="confirm-inline" action={threadHref(pathname, search, null)}>
        <p className="confirm-inline__question">{labels.question}</p>
        {id === undefined ? null : <input type="hidden" name="id" value={id} />}
        <div className="form__actions">
          <button type="submit" name="intent" value={intent} className="button button--danger">
            {labels.confirm}
          </button>
          <Link to={cancelHref} className="button">
            {t('actions.cancel')}
          </Link>
        </div>
      </Form>
    );
  }
  return (
    <>
      {hydrated ? (
        <button type="button" className={triggerClassName} onClick={() => setOpen(true)}>
          {labels.action}
        </button>
      ) : (
        <Link to={askHref} className={triggerClassName}>
          {labels.action}
        </Link>
      )}
      <ConfirmDialog
        open={open}
        title={labels.question}
        confirmLabel={labels.confirm}
        cancelLabel={t('actions.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
