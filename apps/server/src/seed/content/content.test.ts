import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { compileTemplate, draftAds, TEMPLATES } from './ad-templates.ts';
import { BUSINESS_CONTENT, CLASSIFIEDS, ENGLISH, FEED_POSTS_RU, TAGS } from './index.ts';
import { expectKnown, loadContent } from './load.ts';
import { tagsSchema, type AdTemplate } from './schemas.ts';

const template = (title: string, body: string, draws?: Record<string, string>): AdTemplate => ({ section: 'for-sale', type: 'offer', lang: 'en', picture: null, title, body, ...(draws ? { draws } : {}) });

describe('the demo content files', () => {
  it('load with their schemas, and what they name of each other exists', () => {
    expect(TAGS.length).toBe(50);
    expect(ENGLISH.articles.length).toBe(16);
    expect(FEED_POSTS_RU.length).toBeGreaterThan(10);
    // A listing's hours named by schedule come out as the schedule itself.
    expect(BUSINESS_CONTENT.flatMap((c) => c.hours).every((hours) => typeof hours === 'object' && Object.keys(hours).length > 0)).toBe(true);
  });

  it('a file that does not match its schema fails the load with the file and the path', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'gazeta-content-'));
    await writeFile(path.join(folder, 'tags.json'), JSON.stringify([{ name: 'chicago', en: 'Chicago', ru: 'Чикаго' }, { name: 'Bad Tag', en: 'x', ru: 'y' }]));
    expect(() => loadContent('tags.json', tagsSchema, folder)).toThrow(/tags\.json[\s\S]*1\.name/);
    await writeFile(path.join(folder, 'broken.json'), '[{');
    expect(() => loadContent('broken.json', tagsSchema, folder)).toThrow(/broken\.json/);
  });

  it('an unknown reference is named', () => {
    expect(() => expectKnown('feed-ru.json', 'tags', ['chicago', 'no-such-tag'], new Set(['chicago']))).toThrow('feed-ru.json: unknown tags: no-such-tag');
  });
});

describe('the private ads drawn from the templates', () => {
  it('fills every placeholder of every template', () => {
    const drafts = draftAds(TEMPLATES.length, createRandom(11));
    expect(drafts).toHaveLength(CLASSIFIEDS.templates.length);
    for (const draft of drafts) {
      expect(`${draft.title} ${draft.body}`, draft.title).not.toMatch(/[{}]|undefined|NaN/);
      expect(draft.body).toMatch(/\(\d{3}\) 555-01\d\d/);
    }
  });

  it('is the same for the same seed and differs from draw to draw', () => {
    expect(draftAds(300, createRandom(5))).toEqual(draftAds(300, createRandom(5)));
    expect(draftAds(300, createRandom(5))).not.toEqual(draftAds(300, createRandom(6)));
    const bodies = draftAds(2000, createRandom(7), { anyTemplate: true }).map((d) => d.body);
    expect(new Set(bodies).size).toBeGreaterThan(1950);
  });

  it('draws the named draws first, then title and body in reading order', () => {
    const made = compileTemplate(template('{place.en}: {int 3 5} rooms', '{money round 389 799 5 x1000 + round 0 900 100} in {place.en}, {pick a|b c}; {towns.0.en} or {towns.1.en}', { place: 'town', towns: 'twoTowns' }), 0);
    const r = createRandom(3);
    const place = r.pick(CLASSIFIEDS.towns);
    const [a, b] = r.sample(CLASSIFIEDS.towns, 2);
    const pair = r.chance(0.5) ? [a!, b!] : [b!, a!];
    const rooms = r.int(3, 5);
    const price = Math.round(r.int(389, 799) / 5) * 5 * 1000 + Math.round(r.int(0, 900) / 100) * 100;
    const word = r.pick(['a', 'b c']);
    expect(made.make(createRandom(3))).toEqual({
      title: `${place.en}: ${rooms} rooms`,
      body: `$${price.toLocaleString('en-US')} in ${place.en}, ${word}; ${pair[0]!.en} or ${pair[1]!.en}`,
    });
  });

  it('refuses a template whose placeholder it does not know', () => {
    expect(() => compileTemplate(template('{colour}', 'x'), 4)).toThrow(/template 4 .*unknown placeholder \{colour\}/);
    expect(() => compileTemplate(template('x', '{int 1}'), 0)).toThrow(/unknown number/);
    expect(() => compileTemplate(template('x', 'open { brace'), 0)).toThrow(/unmatched brace/);
    expect(() => compileTemplate(template('x', '{pick @colours}'), 0)).toThrow(/unknown list/);
  });
});
