import type { NewsroomSchedule } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The print desk: each edition's issues from two weeks back, with their bookings (editors). */
export const getPrintDesk = (api: Pick<Api, 'get'>): Promise<NewsroomSchedule> => api.get<NewsroomSchedule>('/api/newsroom/print');
