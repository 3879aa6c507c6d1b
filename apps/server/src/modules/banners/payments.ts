import { defineVersionedRun } from '../orders/index.ts';
import type { BannerOrderItem, BannersService } from './service.ts';

/** Banners paid through the orders (decisions 020, 046): one line per version, so a changed banner is a new line. */
export const bannerPaid = defineVersionedRun({
  kind: 'banner',
  run: (banner: BannerOrderItem) => ({ id: banner.id, version: banner.version, ownerId: banner.ownerId, name: banner.title, weeks: banner.weeks }),
  nameParam: 'title',
  link: '/profile/banners',
  notDueReasonKey: 'banner_not_due',
  // A refund is the banner's whatever its version: a rejected banner gives back all its versions brought.
  settle: (banners: Pick<BannersService, 'paid' | 'refunded'>) => ({
    paid: (tx, id, version, cents) => banners.paid(tx, id, version, cents),
    refunded: (tx, id, _version, cents) => banners.refunded(tx, id, cents),
  }),
});

/** The subject kind of a banner's order lines. */
export const BANNER_SUBJECT = bannerPaid.kind;
