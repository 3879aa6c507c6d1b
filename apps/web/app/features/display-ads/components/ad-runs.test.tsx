import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale, MyDisplayAd } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';
import { getI18n, provideMessages } from '../../../lib/i18n.ts';
import { AdSize } from './ad-size.tsx';
import { AdRuns } from './my-display-ads.tsx';

const i18nFor = (locale: Locale) => {
  const href = `/i18n/display-ads-test-${locale}.json`;
  provideMessages(href, JSON.stringify(resources[locale]));
  return getI18n(locale, href);
};

/** Two editions; in Chicagoland two issues are out (in the archive), one is to come; in Milwaukee one is printed but not yet in the archive. */
const runs: MyDisplayAd['runs'] = [
  {
    edition: { slug: 'chicagoland', name: 'Chicagoland' },
    issues: [
      { date: '2026-12-03', archive: { number: 512, page: 1, pdf_url: '/files/issues/512.pdf' } },
      { date: '2026-12-10', archive: { number: 513, page: 2, pdf_url: '/files/issues/513.pdf' } },
      { date: '2026-12-17', archive: null },
    ],
  },
  {
    edition: { slug: 'milwaukee', name: 'Milwaukee' },
    issues: [
      { date: '2026-12-10', archive: null },
      { date: '2026-12-17', archive: null },
      { date: '2026-12-24', archive: null },
    ],
  },
];

const render = (locale: Locale, node: ReactNode) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
  return host;
};

describe('an ad’s issues and tear sheets', () => {
  it('link each issue out to its tear sheet (the archive’s PDF) and to the archive page that lists it', () => {
    const host = render('en', <AdRuns ad={{ id: 4, runs }} today="2026-12-14" />);
    const sheets = [...host.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')];
    expect(sheets.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual([
      ['Tear sheet: No.\u00a0512', '/files/issues/512.pdf', 'Tear sheet: No. 512 of December 3, 2026, PDF'],
      ['Tear sheet: No.\u00a0513', '/files/issues/513.pdf', 'Tear sheet: No. 513 of December 10, 2026, PDF'],
    ]);
    expect([...host.querySelectorAll('a[href^="/archive"]')].map((a) => a.getAttribute('href'))).toEqual(['/archive', '/archive?page=2']);
    // Per edition: each issue printed on its line, those to come on one.
    expect([...host.querySelectorAll('h5')].map((h) => h.textContent)).toEqual(['Chicagoland', 'Milwaukee']);
    expect(host.querySelectorAll('li')).toHaveLength(3);
    expect(host.querySelectorAll('li')[2]?.textContent).toBe('December 10, 2026printed, soon in the archive');
    expect([...host.querySelectorAll('.display-ad__coming')].map((p) => p.textContent)).toEqual(['Coming: Dec 17', 'Coming: Dec 17, Dec 24']);
  });

  it('say it in Russian, and show nothing before any issue is booked', () => {
    const host = render('ru', <AdRuns ad={{ id: 4, runs }} today="2026-12-14" />);
    expect(host.querySelector('a[href$="512.pdf"]')?.textContent).toBe('Контрольный экземпляр: №\u00a0512');
    expect(host.querySelector('h4')?.textContent).toBe('Номера');
    expect(render('ru', <AdRuns ad={{ id: 4, runs: [] }} today="2026-12-14" />).textContent).toBe('');
  });
});

describe('an ad’s size', () => {
  it('is its share of the page, its units and its inches', () => {
    expect(render('en', <AdSize units={4} />).textContent).toBe('1/8 of a page · 4 units · 4.582″ × 2.96667″');
    expect(render('ru', <AdSize units={32} />).textContent).toBe('Целая полоса · 32 модуля · 9,3307″ × 11,1667″');
    expect(render('ru', <AdSize units={1} />).textContent).toBe('1/32 полосы · 1 модуль · 2,2077″ × 1,25″');
  });
});
