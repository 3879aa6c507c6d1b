import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_ERROR_CODES } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { MemberAccess } from './access.ts';

export interface WriteBudget {
  /** Requests per member (signed out: per address) and route in the window. */
  max: number;
  timeWindow: string;
  /** Requests per address and route in the window, whoever asks: members share addresses (NAT), hence ten times `max` unless said. */
  perAddress?: number;
}

const routeOf = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? req.url}`;

/**
 * A route hook (after the one that authenticates) holding two budgets: one per member, kept by
 * account id so that signing in again (a new session) buys no new budget, and one per address,
 * so that many accounts from one address do not multiply it either. (Two limiters of
 * @fastify/rate-limit as hooks would not do: the second one on a request never runs.)
 */
export function writeLimits(app: FastifyInstance, access: Pick<MemberAccess, 'viewer'>, budget: WriteBudget) {
  const perMember = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.timeWindow,
    keyGenerator: async (req) => {
      const viewer = await access.viewer(req);
      return `writes|${routeOf(req)}|${viewer ? `member:${viewer.id}` : `ip:${req.ip}`}`;
    },
  });
  const perAddress = app.createRateLimit({
    max: budget.perAddress ?? budget.max * 10,
    timeWindow: budget.timeWindow,
    keyGenerator: (req) => `writes|${routeOf(req)}|address:${req.ip}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of [await perMember(req), await perAddress(req)]) {
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(429, HTTP_ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
      }
    }
  };
}
