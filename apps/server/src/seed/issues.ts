import type { printIssues } from '../db/schema/index.ts';
import { addDays, chicagoDay } from '../lib/chicago-time.ts';
import type { PlannedArticle } from './articles.ts';
import type { Random } from './random.ts';

export type NewPrintIssue = typeof printIssues.$inferInsert;

/** Issues at scale 1, and the number of the newest one. */
export const BASE_ISSUES = 30;
export const LATEST_ISSUE_NUMBER = 1250;
const THURSDAY = 4;

export interface PlannedIssue {
  /** 0 for the newest. */
  index: number;
  number: number;
  title: string;
  /** YYYY-MM-DD, a Thursday. */
  publishedOn: string;
  /** Russian headlines for the front page, the lead story first. */
  coverHeadlines: string[];
  /** The week's English stories, for the PDF's contents and its page in brief. */
  stories: { title: string; lead: string }[];
  /** Index into the illustration pool: the lead story's picture. */
  picture: number;
  seed: number;
}

/** The newest Thursday on or before the Chicago day of `now`. */
export function latestThursday(now: Date): string {
  const today = chicagoDay(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, -((weekday - THURSDAY + 7) % 7));
}

/**
 * Weekly issues going back from the latest Thursday, numbered down from 1250. The headlines
 * are the week's articles (of the first copy); weeks before the articles began borrow from the
 * whole list. Draws go issue by issue, so the newest BASE_ISSUES are the same at every scale.
 */
export function planIssues(now: Date, scale: number, articles: readonly PlannedArticle[], random: Random): PlannedIssue[] {
  const latest = latestThursday(now);
  const originals = articles.filter((a) => a.copy === 0);
  const byLanguage = (lang: PlannedArticle['lang']) =>
    originals.filter((a) => a.lang === lang).sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  const russian = byLanguage('ru');
  const english = byLanguage('en');
  // Numbers stay positive: no more issues than the paper has printed.
  const count = Math.min(BASE_ISSUES * scale, LATEST_ISSUE_NUMBER);
  const issues: PlannedIssue[] = [];
  for (let index = 0; index < count; index++) {
    const publishedOn = addDays(latest, -7 * index);
    const weekStart = addDays(publishedOn, -6);
    const inWeek = (a: PlannedArticle) => {
      const day = chicagoDay(a.publishedAt);
      return day >= weekStart && day <= publishedOn;
    };
    const pick = (pool: readonly PlannedArticle[], wanted: number) => {
      const chosen = pool.filter(inWeek).slice(0, wanted);
      for (let k = 0; chosen.length < Math.min(wanted, pool.length); k++) {
        const candidate = pool[(index * 3 + k) % pool.length]!;
        if (!chosen.includes(candidate)) chosen.push(candidate);
      }
      return chosen;
    };
    // How many pages the issue has is for its PDF to say (the archive counts them there).
    const stories = pick(english, 5).map((a) => ({ title: a.title, lead: a.lead }));
    // The front page's picture is its lead story's own.
    const front = pick(russian, 4);
    const number = LATEST_ISSUE_NUMBER - index;
    issues.push({
      index,
      number,
      title: `Gazeta No. ${number}`,
      publishedOn,
      coverHeadlines: front.map((a) => a.title),
      stories,
      picture: front[0]!.illustration,
      seed: random.int(1, 2 ** 31 - 1),
    });
  }
  return issues;
}
