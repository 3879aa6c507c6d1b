import type { ClassifiedDeleted } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own ad; the answer says what came back of what it paid (decision 025). */
export const deleteClassified = (api: Api, id: number) => api.delete<ClassifiedDeleted>(`/api/classifieds/${id}`);
