import type { Locale } from '@gazeta/contract';

/**
 * How other modules reach a member about their items (mails, SMS, staff's lists): the one place
 * that decides which address may be written to. An address the member never proved is not given
 * out, so transactional mail goes to confirmed addresses only (the notice stays in the bell).
 */
export interface Contact {
  id: number;
  /** The confirmed e-mail address; null when there is none or it was never confirmed. */
  email: string | null;
  /** The verified phone; null when there is none or it was never verified. */
  phone: string | null;
  firstName: string;
  lastName: string;
  locale: Locale;
  deleted: boolean;
}

/** The contacts of these members by id; a member who does not exist is absent from the map. */
export type ContactsLookup = (userIds: readonly number[]) => Promise<Map<number, Contact>>;
