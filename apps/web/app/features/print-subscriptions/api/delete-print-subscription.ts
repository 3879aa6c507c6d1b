import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own term not yet paid (its order is given up); a paid one is a 409. */
export const deletePrintSubscription = (api: Api, id: number) => api.delete(`/api/print-subscriptions/${id}`);
