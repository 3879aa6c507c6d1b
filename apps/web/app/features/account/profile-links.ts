import { paths } from '../../lib/paths.ts';

/**
 * Spec §2: the profile navigation. Besides these links it has the newsletter (subscribe or
 * unsubscribe) and Exit. A section is listed once its page exists: set `ready` when it is built.
 */
export const PROFILE_LINKS = [
  { to: paths.profileChangeInfo(), key: 'profile.nav.personalData', ready: true },
  // The feed's own texts (a signed-in reader's pages carry the feed namespace).
  { to: paths.feedMy(), key: 'feed:nav.myPosts', ready: true },
  { to: paths.notifications(), key: 'feed:nav.notifications', ready: true },
  { to: paths.profileClassifieds(), key: 'profile.nav.classifieds', ready: true },
  { to: paths.orders(), key: 'profile.nav.orders', ready: true },
  { to: paths.profileEvents(), key: 'profile.nav.events', ready: true },
  { to: paths.profileBusiness(), key: 'profile.nav.business', ready: true },
  { to: paths.profileBanners(), key: 'profile.nav.banners', ready: true },
  { to: paths.profileSubscribe(), key: 'profile.nav.subscription', ready: true },
  { to: paths.profileAdvertising(), key: 'profile.nav.advertising', ready: true },
  { to: paths.profileSocialRequest(), key: 'profile.nav.socialRequests', ready: true },
] as const;

export const readyProfileLinks = () => PROFILE_LINKS.filter((link) => link.ready);

/** Spec §6: who approves and rejects the feed's posts and comments. */

/** The moderation queue, in the profile navigation of those who moderate. */
/** The staff's console (issue #27), first in the profile navigation of staff. */
export const NEWSROOM_LINK = { to: paths.newsroom(), key: 'newsroomNav' } as const;

export const MODERATION_LINK = { to: paths.feedModeration(), key: 'feed:nav.moderation' } as const;

/** The rate table, in the profile navigation of admins (decision 048). */
export const ADMIN_RATES_LINK = { to: paths.adminRates(), key: 'adminRates.nav' } as const;

/** The job queue's record and the undelivered mail, beside it (decisions 038, 047). */
export const ADMIN_JOBS_LINK = { to: paths.adminJobs(), key: 'adminJobs.nav' } as const;
