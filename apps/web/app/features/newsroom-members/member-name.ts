import type { MemberSummary } from '@gazeta/contract';
import { formatPhone } from '@gazeta/contract';

/** A member as the newsroom lists them: their name, else their e-mail, else their phone, else their number. */
export const memberLabel = (member: Pick<MemberSummary, 'id' | 'name' | 'email' | 'phone'>): string =>
  member.name || member.email || (member.phone ? formatPhone(member.phone) : '') || `#${member.id}`;
