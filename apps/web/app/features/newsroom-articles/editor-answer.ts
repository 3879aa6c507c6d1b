import type { NewsroomArticle, NewsroomPerson } from '@gazeta/contract';

/** What the editor's forms do (one `intent` each). */
export const EDITOR_INTENTS = ['save', 'autosave', 'publish', 'schedule', 'unpublish', 'restore', 'translate', 'copy'] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];
export const isEditorIntent = (value: unknown): value is EditorIntent => (EDITOR_INTENTS as readonly unknown[]).includes(value);

/** Someone saved the article since this copy was read: who, when, and the version now. */
export interface StaleInfo {
  saved_by: NewsroomPerson | null;
  saved_at: string;
  version: number;
}

/** The editor page's answer: the article as it is now, or why not. */
export type EditorAnswer =
  | { intent: EditorIntent; ok: true; article: NewsroomArticle }
  | { intent: EditorIntent; ok: false; code: string; fields?: Record<string, string>; stale?: StaleInfo; offline?: boolean };

/** The fields of the working copy, as the form names them. */
export const WORKING_FIELDS = ['title', 'lead', 'body_html', 'byline', 'category_id', 'tag_ids', 'cover'] as const;
