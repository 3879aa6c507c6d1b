import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEWSROOM_MESSAGES } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { MemberAccess, Viewer } from '../accounts/index.ts';
import type { ReviewService } from './review-service.ts';

/** The feed's writes: what a mute stops (a ban stops every write). */
const FEED_WRITES = '/api/forum/';

/**
 * Mutes and bans, enforced where members write (decision 059): the writers' gate of every
 * route that posts or places something (the feed, classifieds, listings, events) asks first
 * whether the member is banned (403 error-member-banned) or, for the feed, muted
 * (403 error-member-muted). A lapsed mute is none.
 */
export function withSanctions(access: MemberAccess, review: Pick<ReviewService, 'sanctionInForce'>): MemberAccess {
  async function writer(req: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
    const viewer = await access.writer(req, reply);
    const sanction = await review.sanctionInForce(viewer.id);
    if (sanction?.kind === 'ban') throw new HttpError(403, 'error-member-banned', NEWSROOM_MESSAGES['error-member-banned']);
    if (sanction?.kind === 'mute' && req.method !== 'GET' && req.url.startsWith(FEED_WRITES)) {
      throw new HttpError(403, 'error-member-muted', NEWSROOM_MESSAGES['error-member-muted']);
    }
    return viewer;
  }
  return {
    ...access,
    writer,
    writersOnly: async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await writer(req, reply);
    },
  };
}
