import { useTranslation } from 'react-i18next';
import type { MyBusiness } from '@gazeta/contract';
import { deletionOf } from '../../../components/delete-dialog.tsx';
import { BUSINESS_ID_FIELD, BUSINESS_INTENTS } from '../business-intents.ts';

function DeleteQuestion({ item: business }: { item: MyBusiness }) {
  const { t } = useTranslation('businesses');
  return <p>{t('profile.deleteText', { name: business.name })}</p>;
}

/** Spec §2 "Confirm deletion": the pop-up, and the same question in the page at `?delete={id}` before JavaScript runs. */
export const businessDeletion = deletionOf<MyBusiness>({
  words: { ns: 'businesses', title: 'profile.deleteTitle', confirm: 'profile.delete', cancel: 'form.cancel', done: 'profile.deleted' },
  intent: BUSINESS_INTENTS.remove,
  idField: BUSINESS_ID_FIELD,
  Question: DeleteQuestion,
});
