/** What the print desk's action answers one form with. */
export interface DeskAnswer {
  intent: 'move' | 'cancel' | 'publish' | 'articles';
  issueId: number;
  ok: boolean;
  /** The translation key of the outcome: a refusal's code, or what was done. */
  code: string;
  /** A refused field's code by its name. */
  fields?: Record<string, string>;
  /** What the done message names (bookings moved, the archive number). */
  count?: number;
}

export const DESK_FIELDS = ['date', 'deadline_date', 'deadline_time', 'kind', 'note', 'pdf', 'lang', 'article_ids'];
