/**
 * The paper's editions (the spec's "resources"): the Chicagoland paper and the Milwaukee edition
 * for southeast Wisconsin, whose Russian-speaking readers already pick up the Chicagoland paper
 * in Kenosha and Racine. Both come out on Thursday; booking closes the Monday before at 17:00
 * Chicago time. Slugs are what the schedule and the forms name an edition by.
 */
export const EDITIONS = [
  { slug: 'chicagoland', nameEn: 'Chicagoland', nameRu: 'Большой Чикаго', issueWeekday: 4, deadlineDaysBefore: 3, deadlineTime: '17:00' },
  { slug: 'milwaukee', nameEn: 'Milwaukee', nameRu: 'Милуоки', issueWeekday: 4, deadlineDaysBefore: 3, deadlineTime: '17:00' },
] as const;

export type EditionSlug = (typeof EDITIONS)[number]['slug'];
