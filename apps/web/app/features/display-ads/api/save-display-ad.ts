import type { DisplayAdWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/**
 * A new display ad (multipart: request_type, item, message, email, phone, units, term, issues at
 * the open rate, `editions` once per edition, publish_on, agree, `images` up to 4, `logo`); the
 * answer names its order to pay.
 */
export const saveDisplayAd = (api: Api, form: FormData) => api.post<DisplayAdWrite>('/api/display-ads', form);
