import { giveUpOrder, type OrdersService, type SubjectHooks } from '../orders/index.ts';
import type { BannerPayments, BannersService } from './service.ts';

/** The subject kind of a banner's order lines. */
export const BANNER_SUBJECT = 'banner';

/** A version's subject id: the banner and its version ("12-3"); a changed banner is a new line. */
const subjectOf = (bannerId: number, version: number) => `${bannerId}-${version}`;

function readSubject(subjectId: string): { bannerId: number; version: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(subjectId);
  return match ? { bannerId: Number(match[1]), version: Number(match[2]) } : null;
}

/** Banners paid through the orders domain (decision 020): one order line per version, refunded when rejected. */
export function bannerPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'cancel' | 'refundSubject'>): BannerPayments {
  return {
    async startOrder(tx, banner, amountCents) {
      const orderId = await orders.createOrder(
        {
        userId: banner.ownerId,
        lines: [
          {
            subjectKind: BANNER_SUBJECT,
            subjectId: subjectOf(banner.id, banner.version),
            descriptionKey: 'lines.banner',
            descriptionParams: { title: banner.title, weeks: banner.weeks },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
        },
        { tx },
      );
      return { orderId };
    },
    dropOrder: (orderId) => giveUpOrder(orders, orderId, 'banner_not_due'),
    async refund(bannerId, version) {
      await orders.refundSubject(BANNER_SUBJECT, subjectOf(bannerId, version), { reasonKey: 'banner_rejected' });
    },
  };
}

/** What the orders domain tells the banners when a version's order is paid or refunded, in its transaction. */
export function bannerSubjectHooks(banners: Pick<BannersService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    async onPaid(tx, line) {
      const subject = readSubject(line.subjectId);
      const taken = subject ? await banners.paid(tx, subject.bannerId, subject.version, line.amountCents) : false;
      return taken ? undefined : { declineCents: line.amountCents, reasonKey: 'banner_not_due' };
    },
    async onRefunded(tx, line, _order, refund) {
      const subject = readSubject(line.subjectId);
      if (subject) await banners.refunded(tx, subject.bannerId, refund.amountCents);
    },
    describe: () => ({ link: '/profile/banners' }),
  };
}
