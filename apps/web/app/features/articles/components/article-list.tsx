import type { ArticleSummary } from '@gazeta/contract';
import { ArticleCard } from './article-card.tsx';

/** A catalogue page: on the first page the newest article leads, large. */
export function ArticleList({ articles, featureFirst }: { articles: ArticleSummary[]; featureFirst: boolean }) {
  return (
    <div className={`card-grid${featureFirst ? ' card-grid--featured' : ''}`}>
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} featured={featureFirst && index === 0} eager={index === 0} />
      ))}
    </div>
  );
}
