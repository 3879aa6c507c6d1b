import type { BusinessCategory, BusinessTag } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export interface DirectoryCategories {
  categories: { slug: BusinessCategory; name: string; count: number }[];
  /** Listed businesses in all. */
  total: number;
  tags: { slug: BusinessTag; name: string }[];
}

/** The categories with their listed businesses, and the tags, named in the page's language. */
export const getDirectoryCategories = (api: ReadApi) => api.get<DirectoryCategories>('/api/businesses/categories');
