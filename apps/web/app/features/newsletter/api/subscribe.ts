import { newsletterSubscribeBodySchema, type NewsletterStatus } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/**
 * Spec §7: name (first and last) and e-mail; signed in. A confirmation link is e-mailed. A name
 * the API would refuse (not plain, or too long) is left out: the API then uses the account's own.
 */
export const subscribe = (api: Api, body: { name: string; email: string }) => {
  const name = newsletterSubscribeBodySchema.shape.name.safeParse(body.name);
  return api.post<NewsletterStatus>('/api/subscription/subscribe', { email: body.email, ...(name.success && name.data ? { name: name.data } : {}) });
};
