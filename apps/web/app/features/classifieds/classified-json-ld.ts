import type { Classified } from '@gazeta/contract';
import { chicagoOffsetOn } from '../../lib/format.ts';

/** The end of an ad's last day in Chicago, as an instant (valid_until is a Chicago date). */
export function endOfChicagoDay(date: string): string {
  // Chicago is UTC−6 in winter and UTC−5 in summer; the day ends at 23:59:59 local time.
  return `${date}T23:59:59${chicagoOffsetOn(date)}`;
}

/**
 * An ad as schema.org describes it: an Offer (something offered: "Продаю", "Сдаю") or a Demand
 * (something wanted: "Куплю", "Сниму"), with its name, text, pictures, category and the days it
 * is valid, on its own page. Its price is in its words only, so no `price` is claimed, and the
 * owner is not named (their contact stays private).
 */
export function classifiedJsonLd(ad: Pick<Classified, 'id' | 'type' | 'title' | 'text' | 'images' | 'section' | 'published_at' | 'valid_until' | 'lang'>, page: { url: string; origin: string }) {
  const absolute = (src: string) => (/^https?:/.test(src) ? src : `${page.origin}${src}`);
  return {
    '@context': 'https://schema.org',
    '@type': ad.type === 'wanted' ? 'Demand' : 'Offer',
    '@id': `${page.url}#ad`,
    name: ad.title,
    description: ad.text,
    url: page.url,
    category: ad.section.name,
    ...(ad.images.length > 0 ? { image: ad.images.map((image) => absolute(image.share_src)) } : {}),
    validFrom: ad.published_at,
    validThrough: endOfChicagoDay(ad.valid_until),
    availabilityStarts: ad.published_at,
    availabilityEnds: endOfChicagoDay(ad.valid_until),
    areaServed: { '@type': 'Place', name: 'Chicagoland' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url, inLanguage: ad.lang },
  };
}
