import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { Modal } from '../../../components/modal.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { StaleInfo } from '../editor-answer.ts';

/**
 * Someone else saved the article since this editor opened it (409 error-stale-version): who and
 * when, and the editor's two ways on: load their version, or keep this text as a new draft.
 * Nothing is overwritten, and this text stays on this device until the editor decides.
 */
export function ConflictDialog(props: { stale: StaleInfo | null; busy: boolean; onLoadTheirs: () => void; onKeepCopy: () => void; onClose: () => void }) {
  const { stale, busy, onLoadTheirs, onKeepCopy, onClose } = props;
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  return (
    <Modal open={stale !== null} onClose={onClose} title={t('articles.conflict.title')}>
      {stale ? (
        <>
          <p data-testid="conflict-who">
            {t('articles.conflict.who', { name: stale.saved_by?.name ?? t('articles.conflict.someone'), time: formatDateTime(stale.saved_at, locale) })}
          </p>
          <p>{t('articles.conflict.kept')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && onLoadTheirs()}>
              {t('articles.conflict.loadTheirs')}
            </button>
            <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => !busy && onKeepCopy()}>
              {t('articles.conflict.keepCopy')}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
