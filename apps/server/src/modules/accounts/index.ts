/** The accounts module as other modules see it: who is asking, and how to ask. */
export { isStaffViewer, memberAccess, requireRung, STAFF_RUNGS, type MemberAccess, type StaffRung, type Viewer } from './access.ts';
export { authorName } from './author-name.ts';
export type { Contact, ContactsLookup } from './contacts.ts';
export type { EmailLinks } from './email-links.ts';
export type { AccountsService, Requester } from './service.ts';
export type { UserRow } from './repository.ts';
export { presentedToken, requester, SESSION_COOKIE, sessionAccess, type SessionAccess } from './session.ts';
export { writeLimits, type WriteBudget } from './write-limits.ts';
