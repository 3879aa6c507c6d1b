import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArchiveSearchResponse } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';
import { ArchiveHits } from './archive-hits.tsx';

/** The print archive's group of /search: the first few printed issues whose text matches, and the archive's own search for all. */
export function ArchiveInSearch({ result }: { result: ArchiveSearchResponse }) {
  const { t } = useTranslation('archive');
  return (
    <section className="search-group" aria-labelledby="search-archive">
      <h2 id="search-archive">{t('inSearch')}</h2>
      <ArchiveHits hits={result.data} headingLevel={3} />
      {result.total > result.data.length ? <Link to={paths.archive({ q: result.query })}>{t('allInArchive')}</Link> : null}
    </section>
  );
}
