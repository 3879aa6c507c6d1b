/** What counting a visit answers the page's fetcher (routes/viewers-visit.ts). */
export interface VisitResult {
  ok: boolean;
  counted?: boolean;
}
