import { useTranslation } from 'react-i18next';
import type { ModerationStatus } from '@gazeta/contract';

const TONE: Record<ModerationStatus, string> = { draft: 'draft', pending: 'warn', approved: 'ok', rejected: 'error' };

/** Where a post or comment stands (its author and moderators see it): in words, not colour alone. */
export function StatusBadge({ status }: { status: ModerationStatus }) {
  const { t } = useTranslation('feed');
  return <span className={`badge badge--${TONE[status]}`}>{t(`status.${status}`)}</span>;
}

/** Why a post or comment was rejected, for its author. */
export function RejectionReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation('feed');
  if (!reason) return null;
  return (
    <p className="rejection">
      <strong>{t('status.reasonLabel')}</strong> {reason}
    </p>
  );
}
