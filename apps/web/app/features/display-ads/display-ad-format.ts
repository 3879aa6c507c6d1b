import { AD_UNIT_FRACTION, type AdTerm, type AdUnits, type Locale } from '@gazeta/contract';
import { formatDecimal } from '../../lib/format.ts';
import { sizeInches } from './display-ad-draft.ts';

/** A size in inches as the rate card gives it, width × height: 2.2077″ × 1.25″ (2,2077″ × 1,25″ in Russian). */
export function formatInches(units: AdUnits, locale: Locale): string {
  const { width, height } = sizeInches(units);
  return `${formatDecimal(width, locale, 5)}″ × ${formatDecimal(height, locale, 5)}″`;
}

/**
 * What a size is called, as the `advertising` namespace's keys and values: a fraction of a page
 * (`size.fraction`, "1/8 of a page"), or the whole page (`size.full`).
 */
export const fractionText = (units: AdUnits): { key: 'size.fraction' | 'size.full'; fraction: string } => ({
  key: units === 32 ? 'size.full' : 'size.fraction',
  fraction: AD_UNIT_FRACTION[units],
});

/** A term's name key in the `advertising` namespace. */
export const termKey = (term: AdTerm) => `term.${term}` as const;
