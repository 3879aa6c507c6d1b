import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { SaveStatus } from '../autosave.ts';

const timeOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** Where the working copy is: "Saved 12:04", "Saving…", "Offline — kept on this device"… (a polite live region). */
export function SaveStatusLine({ status, savedAt }: { status: SaveStatus; savedAt: string | null }) {
  const { t, i18n } = useTranslation(['newsroom', 'errors']);
  const locale = i18n.language as Locale;
  let text: string;
  switch (status.kind) {
    case 'clean':
      text = savedAt ? t('newsroom:articles.status.saved', { time: timeOf(savedAt, locale) }) : '';
      break;
    case 'saved':
      text = t('newsroom:articles.status.saved', { time: timeOf(status.at, locale) });
      break;
    case 'unsaved':
      text = t('newsroom:articles.status.unsaved');
      break;
    case 'saving':
      text = t('newsroom:articles.status.saving');
      break;
    case 'offline':
      text = t('newsroom:articles.status.offline');
      break;
    case 'refused':
      text = t('newsroom:articles.status.refused', { reason: t(`errors:${status.code}`, { defaultValue: t('errors:notification-error') }) });
      break;
    case 'stale':
      text = t('newsroom:articles.status.stale');
      break;
  }
  return (
    <p className={`save-status save-status--${status.kind}`} role="status" aria-live="polite" data-testid="save-status">
      {text}
    </p>
  );
}
