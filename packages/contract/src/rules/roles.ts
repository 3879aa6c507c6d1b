import type { Role } from '../api/auth.ts';

/** Roles that run the site (spec §6): they moderate the feed and see its queue. */
export const STAFF_ROLES = ['moderator', 'editor', 'admin'] as const satisfies readonly Role[];

export const isStaff = (role: Role): boolean => (STAFF_ROLES as readonly Role[]).includes(role);

/**
 * The newsroom's ladder (issue #27): a moderator works the review queue and reports; an editor
 * also writes articles, keeps categories, tags, print issues, the archive and the ads strip; an
 * admin also keeps members and roles, prices, orders and refunds. Each rung holds the ones below.
 */
const RANK: Record<Role, number> = { user: 0, moderator: 1, editor: 2, admin: 3 };

export const atLeast = (role: Role, wanted: Role): boolean => RANK[role] >= RANK[wanted];

/** The review queue and readers' reports. */
export const canModerate = (role: Role): boolean => atLeast(role, 'moderator');

/** Articles, categories, tags, print issues, the archive and the ads strip. */
export const canEdit = (role: Role): boolean => atLeast(role, 'editor');

/** Members and roles, prices, orders, refunds and the jobs. */
export const isAdmin = (role: Role): boolean => role === 'admin';
