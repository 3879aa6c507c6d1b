import type { NewsletterStatus } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Spec §7: name (first and last) and e-mail; signed in. A confirmation link is e-mailed. */
export const subscribe = (api: Api, body: { name: string; email: string }) => api.post<NewsletterStatus>('/api/subscription/subscribe', body);
