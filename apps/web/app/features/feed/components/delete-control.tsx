import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorText } from '../../../components/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { threadHref, type PostActionResult } from '../post-actions.ts';

interface DeleteControlProps {
  /** The trigger's label, the question asked, the confirming button's label, the success toast. */
  labels: { action: string; question: string; confirm: string; done: string };
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
 * the same question asked in place. Either way a form the route's action takes: it redirects to
 * the page without the deleted thing, or answers why it could not.
 */
export function DeleteControl({ labels, asking, askHref, cancelHref, intent, id, triggerClassName, children }: DeleteControlProps) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<PostActionResult>();
  const busy = fetcher.state !== 'idle';
  const sent = useRef(false);

  // A deletion answers with a redirect (no data: the page it leads to may not have this control)
  // and a refusal with its reason; either is known once the fetcher stops submitting.
  useEffect(() => {
    if (!sent.current || fetcher.state === 'submitting') return;
    sent.current = false;
    setOpen(false);
    if (fetcher.data && !fetcher.data.ok) toast({ message: errorText(fetcher.data.error ?? 'error-internal') ?? '', status: 'error' });
    else toast({ message: labels.done, status: 'success' });
  }, [fetcher.state, fetcher.data, errorText, labels.done]);

  const confirm = () => {
    sent.current = true;
    void fetcher.submit({ intent, ...(id === undefined ? {} : { id: String(id) }) }, { method: 'post', action: threadHref(pathname, search, null) });
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
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
