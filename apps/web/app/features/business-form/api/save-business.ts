import type { BusinessWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The business form (multipart: its fields, logo, images[n], keep_images[n], keep_logo) as a new listing, or an edit of `id`. */
export const saveBusiness = (api: Api, id: number | null, form: FormData) =>
  id === null ? api.post<BusinessWrite>('/api/businesses', form) : api.patch<BusinessWrite>(`/api/businesses/${id}`, form);
