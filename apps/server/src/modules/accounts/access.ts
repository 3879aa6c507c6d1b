import type { FastifyReply, FastifyRequest } from 'fastify';
import { canEdit, canModerate, FEED_MESSAGES, isAdmin, isStaff, NEWSROOM_MESSAGES, SERVER_MESSAGES, type Role } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { UserRow } from './repository.ts';
import type { SessionAccess } from './session.ts';

/** Who reads or writes: a signed-in user, by id and role. */
export interface Viewer {
  id: number;
  role: Role;
}

export const isStaffViewer = (viewer: Viewer | null): boolean => viewer !== null && isStaff(viewer.role);

/** The newsroom's rungs (issue #27), each with the 403 that names who may. */
export const STAFF_RUNGS = {
  moderator: { allows: canModerate, refusal: () => new HttpError(403, 'error-moderator-only', FEED_MESSAGES['error-moderator-only']) },
  editor: { allows: canEdit, refusal: () => new HttpError(403, 'error-editor-only', NEWSROOM_MESSAGES['error-editor-only']) },
  admin: { allows: isAdmin, refusal: () => new HttpError(403, 'error-admin-only', NEWSROOM_MESSAGES['error-admin-only']) },
} as const;
export type StaffRung = keyof typeof STAFF_RUNGS;

/** A service's own check of a staff action: the viewer, or the rung's 403 (the route's guard is not the only one). */
export function requireRung(viewer: Viewer | null, rung: StaffRung): Viewer {
  if (!viewer || !STAFF_RUNGS[rung].allows(viewer.role)) throw STAFF_RUNGS[rung].refusal();
  return viewer;
}

const viewerOf = (user: UserRow): Viewer => ({ id: user.id, role: user.role });

/** Who is asking: anyone, a signed-in member, or a member who may write (a confirmed phone). */
export function memberAccess(sessions: SessionAccess) {
  /** A signed-in member, or 401 as the accounts module words it (missing or out of date). */
  const member = async (req: FastifyRequest, reply: FastifyReply): Promise<Viewer> => viewerOf((await sessions.requireSession(req, reply)).user);

  /** A member with a confirmed phone: 401, then 403 notification-please-verify-phone. */
  async function writer(req: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const { user } = await sessions.requireSession(req, reply);
    if (!user.phoneVerifiedAt) throw new HttpError(403, 'notification-please-verify-phone', SERVER_MESSAGES['notification-please-verify-phone']);
    return viewerOf(user);
  }

  return {
    member,
    writer,

    /** The signed-in reader, or null: a dead session reads like no session here. */
    async viewer(req: FastifyRequest): Promise<Viewer | null> {
      const auth = await sessions.authentication(req);
      return auth.status === 'ok' ? viewerOf(auth.session.user) : null;
    },

    /**
     * A route hook that refuses a writer who may not write before the body is read: an upload
     * of images is not taken in from someone who could not post it. (The session lookup is
     * made once per request; the handler asks again for free.)
     */
    /** A signed-in member on a newsroom rung: 401 without a session, then the rung's 403. */
    async staff(req: FastifyRequest, reply: FastifyReply, rung: StaffRung): Promise<Viewer> {
      return requireRung(await member(req, reply), rung);
    },

    writersOnly: async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await writer(req, reply);
    },
  };
}

export type MemberAccess = ReturnType<typeof memberAccess>;
