import type { NewsletterStatus } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Confirms a subscription from the e-mailed link (422 `error-link-invalid`). */
export const confirmSubscription = (api: Api, token: string) => api.post<NewsletterStatus>('/api/subscription/confirm', { token });
