import { describe, expect, it } from 'vitest';
import { businessJsonLd, openingHoursSpecification } from './business-json-ld.ts';

describe('openingHoursSpecification', () => {
  it('groups days with the same hours; a day off is 00:00–00:00, a whole day 00:00–23:59, a skipped day says nothing', () => {
    expect(
      openingHoursSpecification({
        mon: { opens: '09:00', closes: '18:00' },
        tue: { opens: '09:00', closes: '18:00' },
        fri: { opens: '18:00', closes: '02:00' },
        sat: 'off',
        sun: { opens: '10:00', closes: '10:00' },
      }),
    ).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '23:59' },
    ]);
  });
});

describe('businessJsonLd', () => {
  it('is a LocalBusiness with its address, position, phone, links, hours and running deal', () => {
    const ld = businessJsonLd(
      {
        id: 7,
        name: 'Baltic Kitchen',
        information: 'Pierogi and borscht.',
        logo: { src: '/media/l/320.webp', srcset: '', width: 320, height: 320, alt: 'Logo', share_src: '/media/l/share.jpg' },
        images: [],
        phone: '+13125550142',
        email: null,
        website: 'https://baltic.example.com',
        social: ['https://facebook.com/baltic'],
        address: '100 Main St',
        city: 'Skokie',
        state: 'IL',
        zip: '60077',
        location: { lat: 42.03, lng: -87.73 },
        schedule: { mon: { opens: '11:00', closes: '22:00' } },
        languages: ['ru', 'en'],
        categories: [{ slug: 'restaurants', name: 'Restaurants' }],
        hot_deal: { text: 'Free dessert', starts_at: '2026-12-01T15:00:00.000Z', ends_at: '2026-12-10T15:00:00.000Z', running: true },
      },
      { url: 'https://gazeta.example/ethnic-ads/7', origin: 'https://gazeta.example' },
    );
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Baltic Kitchen',
      telephone: '+13125550142',
      logo: 'https://gazeta.example/media/l/share.jpg',
      address: { '@type': 'PostalAddress', addressLocality: 'Skokie', postalCode: '60077', addressCountry: 'US' },
      geo: { latitude: 42.03, longitude: -87.73 },
      sameAs: ['https://baltic.example.com', 'https://facebook.com/baltic'],
      makesOffer: { '@type': 'Offer', description: 'Free dessert' },
    });
    expect(ld.openingHoursSpecification).toHaveLength(1);
    expect('email' in ld).toBe(false);
  });
});
