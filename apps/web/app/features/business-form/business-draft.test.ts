import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, type MyBusiness } from '@gazeta/contract';
import { dealDateOf, draftDealPaidCents, draftDealQuote, draftFormData, draftOf, draftOfForm, draftProblems, emptyDraft, pickerValue, sentDay } from './business-draft.ts';

describe('the business form draft', () => {
  it('names what an empty form lacks with the server’s own §8 codes', () => {
    expect(draftProblems(emptyDraft())).toMatchObject({
      name: 'notification-error-name',
      information: 'notification-error-information',
      categories: 'notification-error-categories',
      languages: 'notification-error-languages',
      phone: 'notification-error-phone',
      schedule: 'notification-error-schelude',
      agree: 'error-terms-required',
    });
  });

  it('says which day is wrong, and that hot deal dates must be whole moments', () => {
    const draft = { ...emptyDraft(), schedule: { ...emptyDraft().schedule, tue: { opens: '08:00 AM', closes: '' } }, hotDeal: { text: 'Скидка', starts: '2026-12-01T09:00', ends: '' } };
    expect(draftProblems(draft)).toMatchObject({ 'schedule.tue': 'error-business-schedule-day', hot_deal_ends: 'notification-error-invalid-date' });
  });

  it('opens a day at 08:00 AM when only its closing time is given (spec §5: the default)', () => {
    const draft = { ...emptyDraft(), schedule: { ...emptyDraft().schedule, wed: { opens: '', closes: '05:00 PM' }, thu: { opens: '', closes: 'off' } } };
    expect(sentDay(draft.schedule.wed)).toEqual({ opens: '08:00 AM', closes: '05:00 PM' });
    expect(draftProblems(draft)['schedule.wed']).toBeUndefined();
    expect(draftFormData(draft, { pin: { lat: '', lng: '' }, logo: null, images: [], keepImages: null, keepLogo: false }).get('schedule_wed_opens')).toBe('08:00 AM');
  });

  it('reads the date picker’s value as Y-m-d H:i:s and prices the deal by its weeks', () => {
    expect(dealDateOf('2026-12-01T09:00')).toBe('2026-12-01 09:00:00');
    expect(pickerValue('2026-12-01 09:00:00')).toBe('2026-12-01T09:00');
    const draft = { ...emptyDraft(), hotDeal: { text: 'Скидка', starts: '2026-12-01T09:00', ends: '2026-12-10T09:00' } };
    expect(draftDealQuote(draft, DEFAULT_RATES)).toEqual({ weeks: 2, unitCents: DEFAULT_RATES.hot_deal_per_week_cents, totalCents: 2 * DEFAULT_RATES.hot_deal_per_week_cents });
  });

  it('turns a saved listing back into what the form shows (08:00 AM, off) and sends the same fields', () => {
    const saved = {
      id: 3, name: 'Кафе', information: 'Блины', categories: ['restaurants'], tags: [], languages: ['ru'], phone: '+13125550142', email: null, website: null, social: ['https://a.example.com'],
      contacts: '', address: '1 Main St', city: 'Skokie', state: 'IL', zip: '60077', location: { lat: 42, lng: -87.7, source: 'owner' },
      schedule: { mon: { opens: '08:00', closes: '18:30' }, sun: 'off' }, hot_deal: null, logo: null, images: [], status: 'approved', active: true, listed: true,
      rejection_reason: null, actions: ['edit', 'switch', 'delete'], created_at: '', updated_at: '',
    } satisfies MyBusiness;
    const draft = draftOf(saved);
    expect(draft.schedule.mon).toEqual({ opens: '08:00 AM', closes: '06:30 PM' });
    expect(draft.schedule.sun).toEqual({ opens: 'off', closes: '' });
    expect(draftProblems({ ...draft, agree: true })).toEqual({});
    const body = draftFormData({ ...draft, agree: true }, { pin: { lat: '42.01', lng: '-87.7' }, logo: null, images: [], keepImages: [5], keepLogo: true });
    expect(body.get('categories[0]')).toBe('restaurants');
    expect(body.get('schedule_mon_closes')).toBe('06:30 PM');
    expect(body.get('keep_images[0]')).toBe('5');
    expect(body.get('keep_logo')).toBe('1');
    expect(body.get('lat')).toBe('42.01');
    expect(draftProblems({ ...draft, agree: true }, { lat: '42.01', lng: '' })).toEqual({ lng: 'error-geo-position-pair' });
  });

  it('counts what a deal paid only for dates it may move to without paying again (issue #26)', () => {
    const business = {
      hot_deal: { text: 'Скидка', starts: '2026-12-01 08:00:00', ends: '2026-12-08 08:00:00', weeks: 1, price_cents: 1500, paid_cents: 1500, due_cents: 0, order_id: null, paid: true, ended: false },
    } satisfies Pick<MyBusiness, 'hot_deal'>;
    const moved = (starts: string, ends: string) => ({ ...emptyDraft(), hotDeal: { text: 'Скидка', starts, ends } });
    const before = new Date('2026-11-20T16:00:00Z');
    const running = new Date('2026-12-03T16:00:00Z');
    expect(draftDealPaidCents(business, moved('2027-01-20T08:00', '2027-01-27T08:00'), before)).toBe(1500);
    expect(draftDealPaidCents(business, moved('2027-01-20T08:00', '2027-01-27T08:00'), running)).toBe(0);
    expect(draftDealPaidCents(business, moved('2026-12-01T08:00', '2026-12-15T08:00'), running)).toBe(1500);
    expect(draftDealPaidCents(null, moved('2027-01-20T08:00', '2027-01-27T08:00'), before)).toBe(0);
  });
});

describe('draftOfForm (the form a browser sent without JavaScript)', () => {
  it('reads the lists, the week with its day-off boxes, the deal and the pin back as the form holds them', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['name', 'Пекарня'],
      ['information', 'Хлеб\r\nкаждый день'],
      ['categories', 'restaurants'],
      ['languages', 'ru'],
      ['languages', 'en'],
      ['schedule_mon_opens', '09:00 AM'],
      ['schedule_mon_closes', '06:00 PM'],
      ['schedule_sun_opens', '10:00 AM'],
      ['schedule_sun_off', '1'],
      ['hot_deal', 'Скидка'],
      ['hot_deal_starts', '2026-12-01T09:00'],
      ['hot_deal_ends', '2026-12-08T09:00'],
      ['lat', '42.05'],
      ['lng', '-88.07'],
      ['agree', '1'],
    ]) form.append(name!, value!);
    const { draft, pin } = draftOfForm(form);
    expect(draft).toMatchObject({ name: 'Пекарня', information: 'Хлеб\nкаждый день', categories: ['restaurants'], languages: ['ru', 'en'], tags: [], agree: true });
    expect(draft.schedule.mon).toEqual({ opens: '09:00 AM', closes: '06:00 PM' });
    expect(draft.schedule.sun).toEqual({ opens: 'off', closes: '' });
    expect(draft.schedule.tue).toEqual({ opens: '', closes: '' });
    expect(draft.hotDeal).toEqual({ text: 'Скидка', starts: '2026-12-01T09:00', ends: '2026-12-08T09:00' });
    expect(pin).toEqual({ lat: '42.05', lng: '-88.07' });
    // Built for the API as the form with JavaScript builds it.
    const body = draftFormData(draft, { pin, logo: null, images: [], keepImages: null, keepLogo: false });
    expect(body.get('schedule_sun_opens')).toBe('off');
    expect(body.get('languages[1]')).toBe('en');
    expect(body.get('hot_deal_starts')).toBe('2026-12-01 09:00:00');
  });
});
