import { useTranslation } from 'react-i18next';
import type { MyEvent } from '@gazeta/contract';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { EVENT_ID_FIELD, EVENT_INTENTS } from '../event-intents.ts';

function DeleteQuestion({ item: event }: { item: MyEvent }) {
  const { t } = useTranslation('events');
  return <p>{t('page.deleteText', { title: event.title })}</p>;
}

/** Spec §2 "Confirm deletion": the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const eventDeletion = deletionOf<MyEvent>({ words: { ns: 'events' }, intent: EVENT_INTENTS.remove, idField: EVENT_ID_FIELD, Question: DeleteQuestion });
