import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** An item a member's page lists, found by the id its pop-up's address names. */
interface Listed {
  id: number;
}

/** What a page opens: the form (for a new item, or one to edit) and the deletion's question. */
export interface PopupAddress<T extends Listed> {
  /** The form's item (null: a new one), or null when the form is closed. */
  editing: { item: T | null } | null;
  setEditing(editing: { item: T | null } | null): void;
  deleting: T | null;
  setDeleting(item: T | null): void;
}

/**
 * Every member's page with pop-ups (spec §2 "Create or update", "Confirm deletion") gives each one
 * its own address: `?new=1`, `?edit={id}`, `?delete={id}`. The page opens what its address asks
 * (before JavaScript runs it shows it in place; see InlineStep), and a link to such an address
 * followed within the page (the header's "Place an ad", one clicked while the page hydrates)
 * opens it too. An item its rules do not allow to edit or delete opens nothing.
 */
export function usePopupAddress<T extends Listed>(items: readonly T[], rules: { canEdit?: (item: T) => boolean; canDelete?: (item: T) => boolean } = {}): PopupAddress<T> {
  const [params] = useSearchParams();
  const find = (raw: string | null) => (raw === null ? null : (items.find((item) => String(item.id) === raw) ?? null));
  const toEdit = find(params.get('edit'));
  const toDelete = find(params.get('delete'));
  const askedEditing = params.get('new') === '1' ? { item: null } : toEdit && rules.canEdit?.(toEdit) ? { item: toEdit } : null;
  const askedDeleting = toDelete && rules.canDelete?.(toDelete) ? toDelete : null;
  const [editing, setEditing] = useState<{ item: T | null } | null>(askedEditing);
  const [deleting, setDeleting] = useState<T | null>(askedDeleting);
  const address = ['new', 'edit', 'delete'].map((name) => params.get(name) ?? '').join('|');
  const [seen, setSeen] = useState(address);
  if (seen !== address) {
    setSeen(address);
    if (askedEditing) setEditing(askedEditing);
    if (askedDeleting) setDeleting(askedDeleting);
  }
  return { editing, setEditing, deleting, setDeleting };
}
