import {
  HTTP_ERROR_CODES,
  MEMBERS_PAGE_SIZE,
  NEWSROOM_MESSAGES,
  normalizePhone,
  type MemberDetail,
  type MembersPage,
  type MembersQuery,
  type MemberSummary,
  type Role,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { requireRung, type AccountsService, type UserRow, type Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { MembersRepository } from './repository.ts';

/** Orders shown on a member's page, newest first. */
const ORDERS_SHOWN = 20;

export interface MembersDeps {
  repo: MembersRepository;
  /** The accounts module's writes to an account, in a transaction the audit row shares. */
  accounts: AccountsService['staff'];
  audit: Pick<AuditService, 'record'>;
}

const refused = (code: keyof typeof NEWSROOM_MESSAGES, status: 403 | 409) => new HttpError(status, code, NEWSROOM_MESSAGES[code]);
const noMember = () => new HttpError(404, HTTP_ERROR_CODES.notFound, 'No such member.');
const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/**
 * The newsroom's members (issue #27, decision 061): admins only, checked here before anything
 * is read, so that nobody else learns whether an account exists. Each write is one transaction
 * with its audit row; the sessions this process keeps in memory are forgotten after the commit.
 */
export function createMembersService(deps: MembersDeps) {
  const { repo, accounts, audit } = deps;

  const summaryOf = (row: Awaited<ReturnType<MembersRepository['search']>>[number]): MemberSummary => ({
    id: row.id,
    name: nameOf(row),
    email: row.email,
    phone: row.phone,
    role: row.role,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  });

  /** A write to one live account, with the admin's own checks; `work` returns what the audit records. */
  async function write<T>(viewer: Viewer | null, id: number, work: (tx: Db, user: UserRow, by: Viewer) => Promise<T>): Promise<T> {
    const by = requireRung(viewer, 'admin');
    const result = await accounts.transaction(async (tx) => {
      const user = await accounts.lock(tx, id);
      if (!user || user.deletedAt) throw noMember();
      return work(tx, user, by);
    });
    accounts.forget();
    return result;
  }

  /** The site keeps one admin at least: `target` stops being one only if another stays. */
  async function keepAnAdmin(tx: Db, target: number): Promise<void> {
    const admins = await accounts.admins(tx);
    if (!admins.some((id) => id !== target)) throw refused('error-last-admin', 409);
  }

  return {
    /** By name, phone (however typed) or e-mail (any case), newest accounts first, in keyset pages. */
    async search(viewer: Viewer | null, query: MembersQuery): Promise<MembersPage> {
      requireRung(viewer, 'admin');
      const q = query.q?.trim() ?? '';
      const phone = q && !/[a-z@]/i.test(q) ? (normalizePhone(q) ?? undefined) : undefined;
      const rows = await repo.search({ phone, text: q ? q.toLowerCase() : undefined, role: query.role, before: query.cursor }, MEMBERS_PAGE_SIZE + 1);
      const page = rows.slice(0, MEMBERS_PAGE_SIZE);
      return { data: page.map(summaryOf), next: rows.length > MEMBERS_PAGE_SIZE ? page.at(-1)!.id : null };
    },

    /** One account as the newsroom sees it: details, roles, what it owns, its orders and sessions. */
    async detail(viewer: Viewer | null, id: number): Promise<MemberDetail> {
      requireRung(viewer, 'admin');
      const user = await repo.user(id);
      if (!user) throw noMember();
      const [providers, content, orders, sessions] = await Promise.all([repo.providers(id), repo.content(id), repo.orders(id, ORDERS_SHOWN), repo.sessions(id)]);
      return {
        member: {
          ...summaryOf(user),
          email_verified: user.emailVerifiedAt !== null,
          phone_verified: user.phoneVerifiedAt !== null,
          balance_cents: user.balanceCents,
          locale: user.locale,
          deleted_at: user.deletedAt?.toISOString() ?? null,
          providers,
        },
        content,
        orders: orders.map((o) => ({ id: o.id, status: o.status, total_cents: o.totalCents, refunded_cents: o.refundedCents, created_at: o.createdAt.toISOString() })),
        sessions: sessions.map((s) => ({
          method: s.method,
          device: s.userAgent,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
        })),
      };
    },

    /** A new role: never one's own, and never the last admin's. */
    async changeRole(viewer: Viewer | null, id: number, input: { role: Role; reason?: string | undefined }): Promise<{ ok: true }> {
      const by = requireRung(viewer, 'admin');
      if (by.id === id) throw refused('error-own-role', 403);
      return write(viewer, id, async (tx, user) => {
        if (user.role === input.role) return { ok: true as const };
        if (user.role === 'admin') await keepAnAdmin(tx, id);
        await accounts.setRole(tx, id, input.role);
        await audit.record(tx, { by, action: 'member.role', subject: { kind: 'member', id }, before: { role: user.role }, after: { role: input.role }, reason: input.reason || null });
        return { ok: true as const };
      });
    },

    /** Every session of the account ends: its next request is signed out. */
    async signOut(viewer: Viewer | null, id: number, input: { reason?: string | undefined }): Promise<{ ok: true; sessions_ended: number }> {
      return write(viewer, id, async (tx, _user, by) => {
        const ended = await accounts.endSessions(tx, id);
        await audit.record(tx, { by, action: 'member.sign-out', subject: { kind: 'member', id }, before: { sessions: ended }, after: { sessions: 0 }, reason: input.reason || null });
        return { ok: true as const, sessions_ended: ended };
      });
    },

    /**
     * The account erased as its owner erases it (the same path: accounts' `erase`): personal
     * data go, the row and what points at it (posts, paid orders) stay. Never one's own here;
     * never the last admin. The audit keeps no personal data of it, only that it was erased.
     */
    async erase(viewer: Viewer | null, id: number, input: { reason?: string | undefined }): Promise<{ ok: true }> {
      const by = requireRung(viewer, 'admin');
      if (by.id === id) throw refused('error-own-erase', 403);
      return write(viewer, id, async (tx, user) => {
        if (user.role === 'admin') await keepAnAdmin(tx, id);
        await accounts.erase(tx, user);
        await audit.record(tx, { by, action: 'member.erase', subject: { kind: 'member', id }, before: { erased: false, role: user.role }, after: { erased: true }, reason: input.reason || null });
        return { ok: true as const };
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
