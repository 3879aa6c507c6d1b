import { describe, expect, it } from 'vitest';
import { draftProblems, emptyEventDraft, eventDraftOfForm, eventFormData } from './event-draft.ts';

describe('eventDraftOfForm (the form a browser sent without JavaScript)', () => {
  it('reads the fields, the week with its day-off boxes, the days off and the pin back as the form holds them', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['title', 'Шахматы'],
      ['category', 'classes'],
      ['description', 'Для детей\r\nи взрослых'],
      ['start_date', '2026-12-01'],
      ['end_date', '2026-12-31'],
      ['tue_opens', '06:00 PM'],
      ['tue_closes', '07:30 PM'],
      ['wed_closes', '05:00 PM'],
      ['sat_opens', '10:00 AM'],
      ['sat_off', '1'],
      ['days_off', '2026-12-15'],
      ['days_off', ''],
      ['address', '4436 Oakton St'],
      ['city', 'Skokie'],
      ['state', 'IL'],
      ['zip', '60076'],
      ['lat', '42.02'],
      ['lng', '-87.74'],
    ]) form.append(name!, value!);
    const { draft, pin } = eventDraftOfForm(form);
    expect(draft).toMatchObject({ title: 'Шахматы', category: 'classes', description: 'Для детей\nи взрослых', startDate: '2026-12-01', endDate: '2026-12-31', daysOff: ['2026-12-15'], zip: '60076', businessId: '' });
    expect(draft.days.tue).toEqual({ opens: '06:00 PM', closes: '07:30 PM', off: false });
    // A closing time alone opens at the spec's default; a day off wins over its times.
    expect(draft.days.wed).toEqual({ opens: '08:00 AM', closes: '05:00 PM', off: false });
    expect(draft.days.sat).toEqual({ opens: '', closes: '', off: true });
    expect(pin).toEqual({ lat: '42.02', lng: '-87.74' });
    const body = eventFormData(draft, pin, [], null);
    expect(body.get('sat_opens')).toBe('off');
    expect(body.get('days_off[0]')).toBe('2026-12-15');
  });

  it('tells the contract write rule before sending: an ended event, no picture', () => {
    const draft = { ...emptyEventDraft(), startDate: '2026-11-01', endDate: '2026-11-02' };
    expect(draftProblems(draft, 0, '2026-11-10')).toMatchObject({ end_date: 'error-event-ended', images: 'error-event-picture-required' });
    expect(draftProblems({ ...draft, endDate: '2026-11-10' }, 1, '2026-11-10')).not.toHaveProperty('end_date');
  });
});
