/** The taxonomy module as other modules see it: categories and tags. */
export { categoryView, tagView, type TaxonomyService } from './service.ts';
