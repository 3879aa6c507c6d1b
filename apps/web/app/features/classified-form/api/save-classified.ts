import type { ClassifiedWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The classified form (multipart: its fields, images[n], keep_images[n]) as a new ad, or an edit of `id`. */
export const saveClassified = (api: Api, id: number | null, form: FormData) =>
  id === null ? api.post<ClassifiedWrite>('/api/classifieds', form) : api.patch<ClassifiedWrite>(`/api/classifieds/${id}`, form);
