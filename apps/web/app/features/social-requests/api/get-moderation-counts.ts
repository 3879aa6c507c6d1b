import type { ModerationCounts } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/**
 * Staff: how many wait in each queue of the moderation page. The social queue answers without
 * them (decision 034: its own call), so they are read from the moderation queue's smallest page,
 * the banners'.
 */
export const getModerationCounts = async (api: Api): Promise<ModerationCounts> => (await api.get<{ counts: ModerationCounts }>('/api/forum/moderation?kind=banners&page=1')).counts;
