/** The sections of the site, in menu order. */
export const CATEGORIES = [
  { slug: 'news', nameEn: 'News', nameRu: 'Новости' },
  { slug: 'chicago', nameEn: 'Chicago', nameRu: 'Чикаго' },
  { slug: 'community', nameEn: 'Community', nameRu: 'Община' },
  { slug: 'business', nameEn: 'Business', nameRu: 'Бизнес' },
  { slug: 'culture', nameEn: 'Culture', nameRu: 'Культура' },
  { slug: 'health', nameEn: 'Health', nameRu: 'Здоровье' },
  { slug: 'immigration', nameEn: 'Immigration', nameRu: 'Иммиграция' },
  { slug: 'lithuania', nameEn: 'Lithuania', nameRu: 'Литва' },
  { slug: 'sport', nameEn: 'Sport', nameRu: 'Спорт' },
  { slug: 'travel', nameEn: 'Travel', nameRu: 'Путешествия' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
