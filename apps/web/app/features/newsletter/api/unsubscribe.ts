import type { NewsletterStatus } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** With the token of a newsletter link, or (without one) the signed-in user's own address. */
export const unsubscribe = (api: Api, token?: string) =>
  api.post<NewsletterStatus>('/api/subscription/unsubscribe', token ? { token } : {});
