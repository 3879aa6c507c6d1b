import type { ContentLanguage } from '@gazeta/contract';
import { illustrationAlt, illustrationOf, subjectScene, type SceneKind } from './art/illustrations.ts';
import { ENGLISH, LITHUANIAN, RUSSIAN } from './content/index.ts';
import type { CategorySlug, LanguageContent, TagName } from './content/schemas.ts';
import type { Random } from './random.ts';

export const LANGUAGES: readonly LanguageContent[] = [RUSSIAN, ENGLISH, LITHUANIAN];

/** Articles at scale 1 (36 ru, 16 en, 8 lt). */
export const BASE_ARTICLES = LANGUAGES.reduce((sum, l) => sum + l.articles.length, 0);

const DAY_MS = 24 * 3600_000;
/** Articles are published over the 90 days before the seeding time. */
export const ARTICLE_WINDOW_DAYS = 90;

export interface PlannedArticle {
  lang: ContentLanguage;
  /** 0 for the original text, 1… for the copies a larger scale adds. */
  copy: number;
  title: string;
  lead: string;
  bodyHtml: string;
  author: string;
  category: CategorySlug;
  tags: TagName[];
  /** Index into the illustration pool. */
  illustration: number;
  imageAlt: string;
  views: number;
  likes: number;
  publishedAt: Date;
}

/**
 * Every article's text and numbers: scale × 60, published over the 90 days before `now`.
 * Each copy draws from its own stream, so the articles of scale 1 come out the same at any
 * scale (a larger scale only adds to them).
 */
export function planArticles(now: Date, scale: number, randomFor: (copy: number) => Random): PlannedArticle[] {
  const planned: PlannedArticle[] = [];
  for (let copy = 0; copy < scale; copy++) planned.push(...planCopy(now, copy, randomFor(copy)));
  return planned;
}

function planCopy(now: Date, copy: number, random: Random): PlannedArticle[] {
  const planned: Omit<PlannedArticle, 'publishedAt' | 'views' | 'likes'>[] = [];
  /** How often each subject's picture was given: the next story of the subject gets its other drawing. */
  const given = new Map<SceneKind, number>();
  for (const language of LANGUAGES) {
    const topics = new Map(language.topics.map((t) => [t.key, t]));
    for (const text of language.articles) {
      const topic = topics.get(text.topic);
      if (!topic) throw new Error(`unknown topic ${text.topic}`);
      const blocks = random.sample(topic.blocks, random.int(3, Math.min(6, topic.blocks.length)));
      const tagCount = random.int(2, 4);
      const tags = [...text.tags];
      for (const tag of random.shuffle(topic.tags)) {
        if (tags.length >= tagCount) break;
        if (!tags.includes(tag)) tags.push(tag);
      }
      const category = text.category ?? topic.category;
      // The picture follows the story's subject (its words, else its section), alternating
      // between the subject's drawings so that stories on one subject do not repeat one.
      const scene = subjectScene(`${text.title} ${text.lead}`, category, random.int(0, 1));
      const turn = given.get(scene) ?? 0;
      given.set(scene, turn + 1);
      const spec = illustrationOf(scene, turn);
      planned.push({
        lang: language.lang,
        copy,
        title: copy === 0 ? text.title : `${text.title} (${copy + 1})`,
        lead: text.lead,
        bodyHtml: [text.intro, ...blocks].join('\n'),
        author: random.pick(language.authors),
        category,
        tags,
        illustration: spec.index,
        imageAlt: illustrationAlt(spec, language.lang),
      });
    }
  }
  // Spread the publication times evenly over the window, in a shuffled order, so languages and
  // sections interleave; whole minutes, the newest a little before `now`.
  const order = random.shuffle(planned.map((_, i) => i));
  const ageOf = new Array<number>(planned.length);
  order.forEach((articleIndex, slot) => {
    ageOf[articleIndex] = ((slot + random.float(0.1, 0.9)) / planned.length) * ARTICLE_WINDOW_DAYS * DAY_MS;
  });
  return planned.map((article, i) => {
    const age = Math.max(15 * 60_000, ageOf[i]!);
    const publishedAt = new Date(Math.floor((now.getTime() - age) / 60_000) * 60_000);
    // Older articles have had more time to be read.
    const ageShare = age / (ARTICLE_WINDOW_DAYS * DAY_MS);
    const views = Math.min(5000, Math.max(50, Math.round(random.float(50, 1400) + ageShare * random.float(0, 3600))));
    const likes = Math.min(300, Math.round(views * random.float(0, 0.07)));
    return { ...article, views, likes, publishedAt };
  });
}
