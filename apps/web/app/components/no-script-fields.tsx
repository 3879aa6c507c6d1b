import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_IMAGES_FIELD, NO_SCRIPT_FIELD } from '../lib/intents.ts';

/**
 * What a member's form sent without JavaScript carries besides its fields (decision 052): its
 * intent, the mark that it came without a script, the item it edits with the pictures it keeps,
 * and, after a refusal, the notice that pictures must be chosen again (a browser cannot be handed
 * them back). With JavaScript the form builds its body from the draft and none of this is sent.
 */
export function NoScriptFields({ intent, idField, id, keptImages, hadFiles, children }: { intent: string; idField: string; id: number | undefined; keptImages: readonly { id: number }[]; hadFiles: boolean | undefined; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={NO_SCRIPT_FIELD} value="1" />
      {id !== undefined ? <input type="hidden" name={idField} value={id} /> : null}
      {id !== undefined ? keptImages.map((image) => <input key={image.id} type="hidden" name={KEEP_IMAGES_FIELD} value={image.id} />) : null}
      {id !== undefined ? children : null}
      {hadFiles ? <p className="notice notice--warn">{t('form.filesAgain')}</p> : null}
    </>
  );
}
