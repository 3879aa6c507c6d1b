/** The votes module as other modules see it: registering a kind of subject, and reading counts (decision 029). */
export type { VoteSubject, VoteTotals, VotesService } from './service.ts';
