import type { SocialRequestWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A new request (multipart: text, publish_on, networks once per network, agree, images); the answer names its order to pay. */
export const createSocialRequest = (api: Api, form: FormData) => api.post<SocialRequestWrite>('/api/social-requests', form);
