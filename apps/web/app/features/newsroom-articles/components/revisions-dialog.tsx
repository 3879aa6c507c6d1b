import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleRevision, Locale } from '@gazeta/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Modal } from '../../../components/modal.tsx';
import { browserApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { getRevisions } from '../api/get-revisions.ts';

/** The article's revisions, newest first, each with "Restore" (after a confirmation): the restored text becomes the working copy. */
export function RevisionsDialog(props: { articleId: number; open: boolean; version: number; busy: boolean; onRestore: (revision: number) => void; onClose: () => void }) {
  const { articleId, open, version, busy, onRestore, onClose } = props;
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const [confirming, setConfirming] = useState<ArticleRevision | null>(null);
  return (
    <>
      <Modal open={open && confirming === null} onClose={onClose} title={t('articles.revisions.title')} wide>
        <RevisionList key={version} articleId={articleId} onPick={setConfirming} />
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title={t('articles.revisions.confirmTitle')}
        confirmLabel={t('articles.revisions.confirm')}
        cancelLabel={t('articles.revisions.cancel')}
        busy={busy}
        onConfirm={() => {
          if (confirming) onRestore(confirming.id);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming ? t('articles.revisions.confirmText', { time: formatDateTime(confirming.at, locale), title: confirming.title }) : null}</p>
      </ConfirmDialog>
    </>
  );
}

/** The list, read when the dialog opens (the dialog shows its children only while open). */
function RevisionList({ articleId, onPick }: { articleId: number; onPick: (revision: ArticleRevision) => void }) {
  const { t, i18n } = useTranslation('newsroom');
  const locale = i18n.language as Locale;
  const [revisions, setRevisions] = useState<ArticleRevision[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getRevisions(browserApi, articleId).then(
      (answer) => {
        if (live) setRevisions(answer.data);
      },
      (error: unknown) => {
        console.warn('Failed to read the revisions', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [articleId]);
  return (
    <>
        {failed ? <p role="alert">{t('articles.revisions.failed')}</p> : null}
        {revisions === null && !failed ? <p>{t('articles.loading')}</p> : null}
        {revisions ? (
          <ol className="revisions" data-testid="revisions">
            {revisions.map((revision, index) => (
              <li key={revision.id} className="revisions__item">
                <p className="revisions__facts">
                  <strong>{t(`articles.revisions.kinds.${revision.kind}`)}</strong> · <time dateTime={revision.at}>{formatDateTime(revision.at, locale)}</time> ·{' '}
                  {revision.by?.name ?? '—'}
                </p>
                <p className="revisions__title">{revision.title}</p>
                {index > 0 ? (
                  <button type="button" className="button button--small" onClick={() => onPick(revision)}>
                    {t('articles.revisions.restore')}
                  </button>
                ) : (
                  <span className="revisions__current">{t('articles.revisions.current')}</span>
                )}
              </li>
            ))}
          </ol>
        ) : null}
    </>
  );
}
