import { useRouteLoaderData } from 'react-router';
import { DEFAULT_RATES, type CurrentRates, type RateTable } from '@gazeta/contract';
import type { Api } from './api-client.ts';

/** The current rate table (decision 048), read by the root loader for every page: the rates pop-up and the forms' live prices. */
export const getRates = (api: Api): Promise<CurrentRates> => api.get<CurrentRates>('/api/rates');

/**
 * The prices the forms and the rates pop-up show: the table the root loader read (what the server
 * charges now). Only a page whose loader could not read it falls back to the built-in table; the
 * server prices every order itself either way.
 */
export function useRates(): RateTable {
  const root = useRouteLoaderData('root') as { rates?: CurrentRates | null } | undefined;
  return root?.rates?.rates ?? DEFAULT_RATES;
}
