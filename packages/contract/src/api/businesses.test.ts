import { describe, expect, it } from 'vitest';
import { businessFormSchema, hotDealIssues, type BusinessFormInput } from './businesses.ts';

const good: BusinessFormInput = {
  name: 'Кафе «Белые ночи»',
  information: 'Русская кухня, бизнес-ланчи.',
  categories: ['restaurants'],
  tags: ['delivery'],
  languages: ['ru', 'en'],
  phone: '1-312-555-0142',
  email: 'Cafe@Example.com',
  website: 'https://example.com',
  social: ['https://facebook.com/example'],
  address: '100 Main St',
  city: 'Skokie',
  state: 'il',
  zip: '60077',
  schedule: { mon: { opens: '08:00 AM', closes: '10:00 PM' }, sat: { opens: 'off', closes: '' } },
  hot_deal: 'Скидка 20% на обеды',
  hot_deal_starts: '2026-12-01 09:00:00',
  hot_deal_ends: '2026-12-15 21:00:00',
  agree: '1',
};

const codes = (input: unknown) => {
  const parsed = businessFormSchema.safeParse(input);
  if (parsed.success) return {};
  // The first complaint of each field is the one shown.
  const first: Record<string, string> = {};
  for (const issue of parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('businessFormSchema (spec §5, §8)', () => {
  it('reads a good form: phone as +1XXXXXXXXXX, 24-hour schedule, the hot deal in Chicago wall time', () => {
    const form = businessFormSchema.parse(good);
    expect(form).toMatchObject({
      phone: '+13125550142',
      email: 'cafe@example.com',
      state: 'IL',
      schedule: { mon: { opens: '08:00', closes: '22:00' }, sat: 'off' },
      hot_deal: { text: 'Скидка 20% на обеды', starts: { day: '2026-12-01', time: '09:00' }, ends: { day: '2026-12-15', time: '21:00' } },
      location: null,
    });
    expect(form.schedule.tue).toBeUndefined();
  });

  it('names every missing field with its §8 code at once', () => {
    expect(codes({})).toMatchObject({
      name: 'notification-error-name',
      information: 'notification-error-information',
      categories: 'notification-error-categories',
      languages: 'notification-error-languages',
      phone: 'notification-error-phone',
      schedule: 'notification-error-schelude',
      address: 'error-business-address-required',
      zip: 'error-business-zip-required',
      agree: 'error-terms-required',
    });
  });

  it('categories not a list, a bad e-mail, a bad phone, a bad day', () => {
    expect(codes({ ...good, categories: 'restaurants' })).toMatchObject({ categories: 'notification-error-categories' });
    expect(codes({ ...good, categories: ['spaceships'] })).toMatchObject({ 'categories.0': 'notification-error-categories' });
    expect(codes({ ...good, email: 'not-an-address' })).toMatchObject({ email: 'notification-error-invalid-email' });
    expect(codes({ ...good, phone: '12345' })).toMatchObject({ phone: 'error-phone-invalid' });
    expect(codes({ ...good, schedule: { mon: { opens: '08:00 AM', closes: '' } } })).toMatchObject({ 'schedule.mon': 'error-business-schedule-day' });
    expect(codes({ ...good, lat: '41.9' })).toMatchObject({ lng: 'error-geo-position-pair' });
    expect(businessFormSchema.parse({ ...good, lat: '41.9', lng: '-87.7' }).location).toEqual({ lat: 41.9, lng: -87.7 });
  });

  it('hot deal dates must be Y-m-d H:i:s (notification-error-invalid-date), even when other fields fail', () => {
    expect(codes({ ...good, name: '', hot_deal_starts: '2026-12-01T09:00' })).toMatchObject({ name: 'notification-error-name', hot_deal_starts: 'notification-error-invalid-date' });
    expect(hotDealIssues({ text: 'x', starts: '2026-12-10 09:00:00', ends: '2026-12-01 09:00:00' })).toEqual([{ field: 'hot_deal_ends', code: 'error-hot-deal-dates' }]);
    expect(hotDealIssues({ text: '', starts: '', ends: '' })).toEqual([]);
    expect(hotDealIssues({ text: '', starts: '2026-12-10 09:00:00', ends: '' }).map((i) => i.code)).toEqual(['error-hot-deal-text-required', 'notification-error-invalid-date']);
  });

  it('refuses control characters in its texts', () => {
    expect(codes({ ...good, name: 'Bad\u0000name' })).toMatchObject({ name: 'validation-control-characters' });
  });
});
