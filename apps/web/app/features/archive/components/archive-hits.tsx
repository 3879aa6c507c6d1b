import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArchiveHit, Locale } from '@gazeta/contract';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** Printed issues whose text matched a search: number, day and the matching words (the API escapes the snippet and marks the matches). */
export function ArchiveHits({ hits, headingLevel = 2 }: { hits: readonly ArchiveHit[]; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('archive');
  const locale = i18n.language as Locale;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="archive-hits">
      {hits.map((hit) => (
        <li key={hit.id} className="archive-hit">
          <Heading className="archive-hit__title">
            <Link to={paths.archive({ issue: hit.id })}>{t('issueOf', { number: hit.number, date: formatDate(hit.published_on, locale) })}</Link>
          </Heading>
          <p className="archive-hit__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
          <a href={hit.pdf_url} target="_blank" rel="noopener">
            {t('openPdfOf', { number: hit.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}
