import { useTranslation } from 'react-i18next';
import type { Locale, PrintIssue } from '@gazeta/contract';
import { Link } from 'react-router';
import { FileIcon } from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatBytes, formatDate } from '../../../lib/format.ts';

export function IssueCard({ issue, eager }: { issue: PrintIssue; eager: boolean }) {
  const { t, i18n } = useTranslation('archive');
  const locale = i18n.language as Locale;
  const date = formatDate(issue.published_on, locale);
  return (
    <article className="issue">
      <a href={issue.pdf_url} target="_blank" rel="noopener" className="issue__cover" tabIndex={-1} aria-hidden="true">
        <img
          src={issue.cover.src}
          srcSet={issue.cover.srcset}
          sizes="(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw"
          width={issue.cover.width}
          height={issue.cover.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </a>
      <h2 className="issue__title">{t('issue', { number: issue.number })}</h2>
      {/* One line on a wide card ("19 ноября 2026 г. · 4 страницы"); two on a narrow one, each whole and without the dot. */}
      <p className="issue__date">
        <time dateTime={issue.published_on} suppressHydrationWarning>
          {date}
        </time>
        <span className="issue__sep" aria-hidden="true">
          {' · '}
        </span>
        <span className="issue__pages">{t('pages', { count: issue.pages })}</span>
      </p>
      <a
        href={issue.pdf_url}
        target="_blank"
        rel="noopener"
        className="button issue__open"
        aria-label={t('openPdfLabel', { number: issue.number, date, size: formatBytes(issue.pdf_bytes, locale) })}
      >
        <FileIcon width={20} height={20} />
        {t('openPdf')}
      </a>
      <Link to={paths.archive({ issue: issue.id })} className="issue__contents" aria-label={`${t('contents')}: ${t('issue', { number: issue.number })}`}>
        {t('contents')}
      </Link>
    </article>
  );
}
