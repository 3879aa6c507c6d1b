/** The search module as other modules see it: the highlight markers and the service's type. */
export { MARK_END, MARK_START } from './repository.ts';
export { highlight, type SearchService } from './service.ts';
