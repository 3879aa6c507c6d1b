import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@gazeta/contract';

/** What a line pays for, in the reader's language: its key in the orders texts, with its values. */
export function useLineDescription(): (line: OrderLine) => string {
  const { t } = useTranslation('orders');
  // A kind whose texts are not there yet still says what it is.
  return (line) => t(line.description.key, { ...line.description.params, defaultValue: `${line.subject_kind} ${line.subject_id}` });
}
