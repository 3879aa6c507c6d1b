import { WEEKDAYS, type Business, type Weekday, type WeeklySchedule } from '@gazeta/contract';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/**
 * The weekly hours as schema.org's OpeningHoursSpecification: days with the same hours grouped;
 * a day off is open 00:00–00:00 (schema.org's "closed"); a range that ends where it starts is
 * the whole day (00:00–23:59); hours past midnight close the next day, as schema.org reads a
 * `closes` earlier than `opens`. A day the owner skipped says nothing.
 */
export function openingHoursSpecification(schedule: WeeklySchedule) {
  const groups = new Map<string, { days: Weekday[]; opens: string; closes: string }>();
  for (const day of WEEKDAYS) {
    const hours = schedule[day];
    if (hours === undefined) continue;
    const [opens, closes] = hours === 'off' ? ['00:00', '00:00'] : hours.opens === hours.closes ? ['00:00', '23:59'] : [hours.opens, hours.closes];
    const key = `${opens}-${closes}`;
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], opens, closes });
  }
  return [...groups.values()].map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => DAY_NAMES[day]),
    opens: group.opens,
    closes: group.closes,
  }));
}

/**
 * A business as schema.org describes it: a LocalBusiness with its address, position, phone,
 * languages, opening hours and, while one runs, its hot deal as an Offer.
 */
export function businessJsonLd(
  business: Pick<Business, 'id' | 'name' | 'information' | 'logo' | 'images' | 'phone' | 'email' | 'website' | 'social' | 'address' | 'city' | 'state' | 'zip' | 'location' | 'schedule' | 'languages' | 'hot_deal' | 'categories'>,
  page: { url: string; origin: string },
) {
  const absolute = (src: string) => (/^https?:/.test(src) ? src : `${page.origin}${src}`);
  const pictures = [business.logo, ...business.images].filter((image) => image !== null).map((image) => absolute(image.share_src));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${page.url}#business`,
    name: business.name,
    description: business.information,
    url: page.url,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    ...(business.logo ? { logo: absolute(business.logo.share_src) } : {}),
    telephone: business.phone,
    ...(business.email ? { email: business.email } : {}),
    address: { '@type': 'PostalAddress', streetAddress: business.address, addressLocality: business.city, addressRegion: business.state, postalCode: business.zip, addressCountry: 'US' },
    ...(business.location ? { geo: { '@type': 'GeoCoordinates', latitude: business.location.lat, longitude: business.location.lng } } : {}),
    ...(business.website || business.social.length > 0 ? { sameAs: [business.website, ...business.social].filter((link): link is string => Boolean(link)) } : {}),
    knowsLanguage: business.languages,
    keywords: business.categories.map((category) => category.name).join(', '),
    openingHoursSpecification: openingHoursSpecification(business.schedule),
    ...(business.hot_deal
      ? { makesOffer: { '@type': 'Offer', description: business.hot_deal.text, validFrom: business.hot_deal.starts_at, validThrough: business.hot_deal.ends_at } }
      : {}),
  };
}
