/** The rate table as other modules see it: the current prices and those of any version (decision 048). */
export type { RatesService } from './service.ts';
