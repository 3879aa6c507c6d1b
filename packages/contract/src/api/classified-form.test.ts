import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIFIED_LIMITS } from '../rules/classifieds.ts';
import { classifiedFormSchema, classifiedLanguage, classifiedRunIssues } from './classified-form.ts';

describe('classifiedLanguage', () => {
  it('reads the script of the text', () => {
    expect(classifiedLanguage('Продаю диван, Skokie')).toBe('ru');
    expect(classifiedLanguage('Ieškau buto nuomai Lemonte')).toBe('lt');
    expect(classifiedLanguage('Piano lessons for children')).toBe('en');
    expect(classifiedLanguage('')).toBe('en');
  });
});

describe('classifiedRunIssues', () => {
  it('asks a printed ad for editions and issues > 0, and everyone for "I agree"', () => {
    expect(classifiedRunIssues({ version: 'print', editions: [], issues: 0, agree: false }).map((i) => `${i.field}:${i.code}`)).toEqual([
      'agree:error-terms-required',
      'editions:error-classified-resources-required',
      'issues:error-classified-issues',
    ]);
    expect(classifiedRunIssues({ version: 'online', editions: [], issues: 0, agree: true })).toEqual([]);
  });

  it('accepts exactly the issue counts within the limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (issues) => {
        const problems = classifiedRunIssues({ version: 'both', editions: ['chicagoland'], issues, agree: true });
        const inside = issues >= CLASSIFIED_LIMITS.issuesMin && issues <= CLASSIFIED_LIMITS.issuesMax;
        expect(problems.length === 0).toBe(inside);
      }),
    );
  });
});

describe('classifiedFormSchema', () => {
  const good = { section: 'jobs', type: 'wanted', version: 'print', title: 'Ищу работу', text: 'Няня, опыт 10 лет', editions: ['chicagoland'], issues: '2', publish_date: '2026-11-26', agree: '1' };

  it('takes a whole form, flags as checkboxes send them', () => {
    const parsed = classifiedFormSchema.parse({ ...good, bold: 'on', frame: '0' });
    expect(parsed).toMatchObject({ issues: 2, bold: true, frame: false, agree: true, keep_images: [] });
  });

  it('names its spec §5 codes', () => {
    const result = classifiedFormSchema.safeParse({ ...good, type: '', title: '  ', publish_date: 'soon' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`).sort()).toEqual([
      'publish_date:error-classified-date-required',
      'title:error-classified-title-required',
      'type:error-classified-type-required',
    ]);
  });
});
