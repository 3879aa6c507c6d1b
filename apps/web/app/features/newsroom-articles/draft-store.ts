import { getStored, removeStored, setStored } from '../../lib/storage.ts';

/**
 * The copy of the working text kept on this device (issue #27): written on every change, so a
 * laptop that sleeps or a network that drops loses nothing; dropped once the server has the
 * same text; offered back when the editor opens the article again and it differs from the server's.
 */
export interface LocalDraft {
  title: string;
  lead: string;
  body_html: string;
  /** The version the text was typed on. */
  version: number;
  /** When it was typed (ISO). */
  at: string;
}

/** A week: a copy left longer than that is of no use. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const keyOf = (articleId: number) => `newsroom-article-draft:${articleId}`;

export const storeDraft = (articleId: number, draft: LocalDraft) => setStored(keyOf(articleId), draft, KEEP_MS);
export const readDraft = (articleId: number): LocalDraft | undefined => getStored<LocalDraft>(keyOf(articleId));
export const dropDraft = (articleId: number) => removeStored(keyOf(articleId));

type Text = Pick<LocalDraft, 'title' | 'lead' | 'body_html'>;
export const sameText = (a: Text, b: Text) => a.title === b.title && a.lead === b.lead && a.body_html === b.body_html;

/** The kept copy to offer when the article opens: only one whose text differs from the server's. */
export const draftToOffer = (kept: LocalDraft | undefined, server: Text): LocalDraft | null => (kept && !sameText(kept, server) ? kept : null);
