import { canEdit, canModerate, isAdmin, type Role } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';

/** One place of the newsroom: where it is, its label in `newsroom:nav`, and who may open it. */
export interface NewsroomPlace {
  to: string;
  label: string;
  allows: (role: Role) => boolean;
}

/**
 * The newsroom's places (issue #27), in the order the console lists them. A place is listed
 * only to the roles that may open it; the server checks each again.
 */
export const NEWSROOM_PLACES: readonly NewsroomPlace[] = [
  { to: paths.newsroom(), label: 'home', allows: canModerate },
  { to: paths.newsroomReview(), label: 'review', allows: canModerate },
  { to: paths.newsroomArticles(), label: 'articles', allows: canEdit },
  { to: paths.newsroomPrint(), label: 'print', allows: canEdit },
  { to: paths.newsroomCategories(), label: 'categories', allows: canEdit },
  { to: paths.newsroomTags(), label: 'tags', allows: canEdit },
  { to: paths.newsroomAds(), label: 'ads', allows: canEdit },
  { to: paths.newsroomMembers(), label: 'members', allows: isAdmin },
  { to: paths.newsroomAudit(), label: 'audit', allows: isAdmin },
  { to: paths.adminRates(), label: 'rates', allows: isAdmin },
  { to: paths.adminJobs(), label: 'jobs', allows: isAdmin },
];

export const placesFor = (role: Role): NewsroomPlace[] => NEWSROOM_PLACES.filter((place) => place.allows(role));
