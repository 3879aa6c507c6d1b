import { describe, expect, it } from 'vitest';
import { planArticles } from '../articles.ts';
import { FEED_DRAFT_RU, FEED_PENDING_EN, FEED_PENDING_RU, FEED_POSTS_EN, FEED_POSTS_RU, FEED_REJECTED_RU } from '../content/index.ts';
import { planIssues } from '../issues.ts';
import { streamFor } from '../random.ts';
import { feedPictureKeys } from './feed-pictures.ts';
import { ILLUSTRATIONS, subjectScene } from './illustrations.ts';

const NOW = new Date('2026-11-19T15:00:00Z');
const articles = planArticles(NOW, 2, (copy) => streamFor(20_140_101, `articles/${copy}`));
const sceneOf = (illustration: number) => ILLUSTRATIONS[illustration]!.scene;

describe('demo pictures follow the story', () => {
  it('gives each story a picture of its subject', () => {
    const expectations: [RegExp, string][] = [
      [/пекарн|bakery/i, 'bread'],
      [/Metra/, 'train'],
      [/налог/i, 'documents'],
      [/хоккеист|Marathon/i, 'field'],
      [/Первый снег|Deep freeze/, 'snow'],
      [/Выставка/, 'gallery'],
      [/театр/i, 'stage'],
      // A story of first jobs shows a workplace, not a stage (its lead names a music teacher);
      // a club that began with chess and tea, and a chess tournament, a game at a table.
      [/Первая работа в Америке/, 'workplace'],
      [/Вторая молодость|Шахматный турнир/, 'chess'],
    ];
    for (const [title, scene] of expectations) {
      const matching = articles.filter((a) => title.test(a.title));
      expect(matching.length, String(title)).toBeGreaterThan(0);
      for (const article of matching) expect(sceneOf(article.illustration), article.title).toBe(scene);
    }
  });

  it('shows the Chicago skyline only on stories of the Chicago section', () => {
    for (const article of articles) {
      if (sceneOf(article.illustration) === 'skyline') expect(article.category, article.title).toBe('chicago');
    }
    expect(subjectScene('A crib and a changing table, free', 'community', 0)).not.toBe('skyline');
  });

  it('alternates the drawings of a subject between its stories', () => {
    for (const scene of new Set(articles.map((a) => sceneOf(a.illustration)))) {
      const ofScene = articles.filter((a) => a.copy === 0 && sceneOf(a.illustration) === scene);
      if (ofScene.length < 2) continue;
      expect(new Set(ofScene.map((a) => a.illustration)).size, scene).toBe(2);
    }
    for (const article of articles) expect(article.imageAlt.length).toBeGreaterThan(10);
  });

  it("shows each front page's lead story with that story's own picture", () => {
    const issues = planIssues(NOW, 1, articles, streamFor(20_140_101, 'issues'));
    expect(issues.length).toBeGreaterThan(10);
    for (const issue of issues) {
      const lead = articles.find((a) => a.copy === 0 && a.lang === 'ru' && a.title === issue.coverHeadlines[0]);
      expect(lead, issue.coverHeadlines[0]).toBeDefined();
      expect(issue.picture, issue.coverHeadlines[0]).toBe(lead!.illustration);
    }
  });

  it("gives readers' posts pictures of what they are about: a crib sale shows a crib, never a skyline", () => {
    const crib = FEED_POSTS_EN.find((post) => /crib/i.test(post.title));
    expect(crib?.pictures).toEqual(['nursery']);
    const stroller = FEED_POSTS_RU.find((post) => /коляск/i.test(post.title));
    expect(stroller?.pictures).toEqual(['nursery', 'nursery']);
    // Two pictures of one subject in a post are two different drawings.
    expect(feedPictureKeys(['nursery', 'nursery'])).toEqual(['nursery/0', 'nursery/1']);
    const all = [...FEED_POSTS_RU, ...FEED_POSTS_EN, ...FEED_PENDING_RU, ...FEED_PENDING_EN, FEED_REJECTED_RU, FEED_DRAFT_RU];
    for (const post of all) expect(post.pictures ?? [], post.title).not.toContain('skyline');
    expect(all.filter((post) => (post.pictures ?? []).length > 0).length).toBeGreaterThanOrEqual(10);
  });
});
