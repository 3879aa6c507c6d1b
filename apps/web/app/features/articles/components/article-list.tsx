import type { ArticleSummary } from '@gazeta/contract';
import { ArticleCard } from './article-card.tsx';

/**
 * A catalogue page: on the first page the newest article leads, large. The first picture loads
 * at once unless the page shows a lead story above the list (`eagerFirst={false}`).
 */
export function ArticleList({ articles, featureFirst, eagerFirst = true }: { articles: ArticleSummary[]; featureFirst: boolean; eagerFirst?: boolean }) {
  return (
    <div className={`card-grid${featureFirst ? ' card-grid--featured' : ''}`}>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} featured={featureFirst && index === 0} eager={eagerFirst && index === 0} />
      ))}
    </div>
  );
}
