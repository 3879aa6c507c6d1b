import type { ArticleSummary } from '@gazeta/contract';
import type { GazetaApi } from './api.ts';

/**
 * A word from a real article title in `lang` that the search answers with that very article
 * first: the suite searches for what the content really says.
 */
type Found = { word: string; article: ArticleSummary };

/** The content does not change during a run: each worker looks a language up once. */
const found = new Map<string, Promise<Found>>();

export function titleWord(api: GazetaApi, lang: 'ru' | 'en' | 'lt'): Promise<Found> {
  let result = found.get(lang);
  if (!result) {
    result = lookUp(api, lang);
    found.set(lang, result);
  }
  return result;
}

async function lookUp(api: GazetaApi, lang: 'ru' | 'en' | 'lt'): Promise<Found> {
  const articles = (await api.allArticles()).filter((a) => a.lang === lang);
  for (const article of articles) {
    const words = article.title.match(/\p{L}{6,}/gu) ?? [];
    for (const word of words.sort((a, b) => b.length - a.length)) {
      const result = await api.search(word);
      if (result.match !== 'similar' && result.data[0]?.id === article.id) return { word, article };
    }
  }
  throw new Error(`No ${lang} title word finds its own article`);
}
