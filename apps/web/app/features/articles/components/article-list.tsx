import type { ArticleSummary } from '@gazeta/contract';
import { ArticleCard } from './article-card.tsx';

/**
 * How many cards at the top go two to a row so that a desktop's rows of three come out full: two
 * when one row would end with two cards, four when it would end with one (11 stories after the
 * lead: two, then three rows of three).
 */
export function wideCards(count: number): number {
  if (count % 3 === 2) return 2;
  if (count % 3 === 1 && count >= 4) return 4;
  return 0;
}

/**
 * A catalogue page: on the first page the newest article leads, large. The first picture loads
 * at once unless the page shows a lead story above the list (`eagerFirst={false}`). On a desktop
 * no row is left half empty (see `wideCards`).
 */
export function ArticleList({ articles, featureFirst, eagerFirst = true }: { articles: ArticleSummary[]; featureFirst: boolean; eagerFirst?: boolean }) {
  const first = featureFirst ? 1 : 0;
  const wide = wideCards(articles.length - first);
  return (
    <div className={`card-grid card-grid--rows${featureFirst ? ' card-grid--featured' : ''}`}>
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          featured={featureFirst && index === 0}
          wide={index >= first && index < first + wide}
          eager={eagerFirst && index === 0}
        />
      ))}
    </div>
  );
}
