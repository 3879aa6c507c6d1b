import { TAGS } from '../../lib/cache.ts';
import type { VoteSubject } from '../votes/index.ts';
import type { ArticlesService } from './service.ts';

/** The kind of subject articles are to the votes module. */
export const ARTICLE_VOTE_KIND = 'article';

/**
 * Articles as a subject of members' likes and dislikes (spec §4, decision 029): every stored
 * article is published, nobody owns one, and its likes are kept beside it for the lists. A vote
 * drops the article's cached page (its counts show there without JavaScript); the lists' likes
 * catch up when they expire.
 */
export function articleVoteSubject(articles: Pick<ArticlesService, 'exists' | 'mirrorLikes'>): VoteSubject {
  return {
    votable: async (id) => ((await articles.exists(id)) ? { ownerId: null } : null),
    onTotals: (tx, id, totals) => articles.mirrorLikes(tx, id, totals.likes),
    cacheTags: (id) => [TAGS.article(id)],
  };
}
