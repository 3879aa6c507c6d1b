import type { OAuthProviders } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The social sign-in providers this server has configured. */
export const getProviders = (api: Api) => api.get<OAuthProviders>('/api/auth/providers');
