import type { Role } from '../api/auth.ts';

/** Roles that run the site (spec §6): they moderate the feed and see its queue. */
export const STAFF_ROLES = ['moderator', 'editor', 'admin'] as const satisfies readonly Role[];

export const isStaff = (role: Role): boolean => (STAFF_ROLES as readonly Role[]).includes(role);

/** The role that sets prices and sees the jobs (issue #26): admins only. */
export const isAdmin = (role: Role): boolean => role === 'admin';
