import type { ClassifiedRun, Locale } from '@gazeta/contract';
import type { FileStorage } from '../../providers/storage.ts';
import type { RunRow } from './repository.ts';

/**
 * Booked issues as their owner sees them, per edition in the rows' order: each issue's day and,
 * once the archive holds it, its number, the archive page listing it and its PDF. Classifieds
 * and display ads book the same schedule and show their runs alike.
 */
export function runsView(rows: readonly RunRow[], locale: Locale, storage: Pick<FileStorage, 'url'>): ClassifiedRun[] {
  const byEdition = new Map<string, ClassifiedRun>();
  for (const row of rows) {
    let run = byEdition.get(row.edition);
    if (!run) {
      const name = (locale === 'en' ? row.name_en : row.name_ru) ?? row.name_en ?? row.edition;
      run = { edition: { slug: row.edition, name }, issues: [] };
      byEdition.set(row.edition, run);
    }
    run.issues.push({
      date: row.publish_on,
      archive:
        row.archive_number === null || row.pdf_key === null
          ? null
          : { number: Number(row.archive_number), page: Number(row.archive_page ?? 1), pdf_url: storage.url(row.pdf_key) },
    });
  }
  return [...byEdition.values()];
}
