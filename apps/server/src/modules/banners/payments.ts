import { definePaidSubject, versionedSubjectId } from '../orders/index.ts';
import type { BannerOrderItem, BannersService } from './service.ts';

/** Banners paid through the orders (decisions 020, 046): one line per version, so a changed banner is a new line. */
export const bannerPaid = definePaidSubject({
  kind: 'banner',
  subjectId: versionedSubjectId,
  line: (banner: BannerOrderItem) => ({
    key: { id: banner.id, version: banner.version },
    userId: banner.ownerId,
    descriptionKey: 'lines.banner',
    descriptionParams: { title: banner.title.slice(0, 300), weeks: banner.weeks },
  }),
  link: '/profile/banners',
  notDueReasonKey: 'banner_not_due',
  settle: (banners: Pick<BannersService, 'paid' | 'refunded'>) => ({
    onPaid: (tx, { id, version }, cents) => banners.paid(tx, id, version, cents),
    onRefunded: (tx, { id }, cents) => banners.refunded(tx, id, cents),
  }),
});

/** The subject kind of a banner's order lines. */
export const BANNER_SUBJECT = bannerPaid.kind;
