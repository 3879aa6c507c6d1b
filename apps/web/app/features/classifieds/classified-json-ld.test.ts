import { describe, expect, it } from 'vitest';
import type { Classified } from '@gazeta/contract';
import { classifiedJsonLd, endOfChicagoDay } from './classified-json-ld.ts';

const ad = {
  id: 7,
  type: 'offer',
  title: 'Продаю пианино',
  text: 'Пианино Yamaha, настроено.',
  images: [{ src: '/media/images/a/960.webp', srcset: '', width: 960, height: 640, alt: 'Фото 1', share_src: '/media/images/a/share.jpg' }],
  section: { slug: 'for-sale', name: 'Продажа' },
  published_at: '2026-11-20T15:00:00.000Z',
  valid_until: '2026-12-24',
  lang: 'ru',
} satisfies Pick<Classified, 'id' | 'type' | 'title' | 'text' | 'images' | 'section' | 'published_at' | 'valid_until' | 'lang'>;

describe('the structured data of an ad', () => {
  it('is an Offer with the fields schema.org and search engines read', () => {
    const data = classifiedJsonLd(ad, { url: 'https://gazeta.example/private-ads/7', origin: 'https://gazeta.example' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      '@id': 'https://gazeta.example/private-ads/7#ad',
      name: 'Продаю пианино',
      description: 'Пианино Yamaha, настроено.',
      url: 'https://gazeta.example/private-ads/7',
      category: 'Продажа',
      image: ['https://gazeta.example/media/images/a/share.jpg'],
      validFrom: '2026-11-20T15:00:00.000Z',
      validThrough: '2026-12-24T23:59:59-06:00',
      availabilityStarts: '2026-11-20T15:00:00.000Z',
      availabilityEnds: '2026-12-24T23:59:59-06:00',
      areaServed: { '@type': 'Place', name: 'Chicagoland' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://gazeta.example/private-ads/7', inLanguage: 'ru' },
    });
    // Valid JSON, and every date one that parses.
    const text = JSON.stringify(data);
    expect(JSON.parse(text)).toEqual(data);
    for (const date of [data.validFrom, data.validThrough]) expect(Number.isNaN(Date.parse(date))).toBe(false);
  });

  it('is a Demand for a wanted ad, and names no picture it has not', () => {
    const data = classifiedJsonLd({ ...ad, type: 'wanted', images: [] }, { url: 'https://x/private-ads/7', origin: 'https://x' });
    expect(data['@type']).toBe('Demand');
    expect('image' in data).toBe(false);
  });

  it('ends an ad at the end of its Chicago day, summer and winter', () => {
    expect(endOfChicagoDay('2026-07-04')).toBe('2026-07-04T23:59:59-05:00');
    expect(endOfChicagoDay('2026-01-15')).toBe('2026-01-15T23:59:59-06:00');
    expect(Date.parse(endOfChicagoDay('2026-01-15'))).toBe(Date.parse('2026-01-16T05:59:59Z'));
  });
});
