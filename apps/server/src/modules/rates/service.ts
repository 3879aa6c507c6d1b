import { DEFAULT_RATES, HTTP_ERROR_CODES, type AdminRatesResponse, type CurrentRates, type RateChange, type RateTable, type RateVersion } from '@gazeta/contract';
import { TAGS, type CacheTags } from '../../lib/cache.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { authorName, type Viewer } from '../accounts/index.ts';
import { changedFields, type AuditService } from '../audit/index.ts';
import type { RatesRepository, RateVersionRow } from './repository.ts';

/** How long another process may price at a table an admin has since changed here (this one forgets at once). */
const CURRENT_TTL_MS = 60_000;
/** Versions the admin page lists, newest first. */
const HISTORY_SHOWN = 50;

export interface RatesDeps {
  repo: RatesRepository;
  /** Every change is audited in its transaction (issue #27): the prices that changed, before → after. */
  audit: Pick<AuditService, 'record'>;
  cacheTags?: CacheTags;
  now?: () => Date;
}

/**
 * The rate table (decision 048): the current version, read once and kept in memory until it
 * changes, and every older version by number (versions never change, so they are kept for
 * good). Every price the server computes comes from here; a paid item's change is priced at the
 * version it was quoted at, a new item at the current one.
 */
export function createRatesService(deps: RatesDeps) {
  const { repo, audit, cacheTags, now = () => new Date() } = deps;
  let current: { value: Promise<CurrentRates>; until: number } | null = null;
  let last: CurrentRates | null = null;
  const versions = new Map<number, RateTable>();

  async function read(): Promise<CurrentRates> {
    let latest = await repo.latest();
    if (!latest) {
      await repo.insertFirst(DEFAULT_RATES, now());
      latest = (await repo.latest())!;
    }
    versions.set(latest.version, latest.rates);
    last = latest;
    return latest;
  }

  /**
   * The one place the kept table is dropped, here and on the pages that show it: a change made
   * by this process is seen at once. Other processes see it within CURRENT_TTL_MS; to tell them
   * at once, publish this call (Redis) and run it on each.
   */
  function forget(): void {
    current = null;
    cacheTags?.invalidate([TAGS.rates]);
  }

  const versionOf = (row: RateVersionRow): RateVersion => ({
    version: row.version,
    rates: row.rates,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: authorName(row.author ?? undefined) },
  });

  const service = {
    /** The table new prices are quoted at, with its version. Read outside a transaction (call it before one opens). */
    current(): Promise<CurrentRates> {
      const at = Date.now();
      if (!current || current.until <= at) {
        const value = read();
        current = { value, until: at + CURRENT_TTL_MS };
        value.catch(() => {
          if (current?.value === value) current = null;
        });
      }
      return current.value;
    },

    /** The version of the table last read in this process, for an order made right after its quote; null before any. */
    lastVersion: (): number | null => last?.version ?? null,

    /** The table of a version; null (an item priced before versions existed) is version 1. */
    async at(version: number | null): Promise<RateTable> {
      const wanted = version ?? 1;
      const kept = versions.get(wanted);
      if (kept) return kept;
      const found = wanted === 1 ? (await service.current(), await repo.byVersion(1)) : await repo.byVersion(wanted);
      if (!found) throw new Error(`rate table version ${wanted} does not exist`);
      versions.set(wanted, found);
      return found;
    },

    /** The current version and the history, for the admin. */
    async admin(): Promise<AdminRatesResponse> {
      await service.current();
      const history = (await repo.history(HISTORY_SHOWN)).map(versionOf);
      return { current: history[0]!, history };
    },

    /** A new version of the whole table, by an admin (the route checks the role), with why. */
    async change(input: RateChange, by: Viewer): Promise<AdminRatesResponse> {
      const latest = (await repo.latest()) ?? (await read());
      const made = await repo.transaction(async (tx) => {
        const version = await repo.insertNext(tx, latest.version, input.rates, input.reason, by.id, now());
        if (version === null) throw new HttpError(409, HTTP_ERROR_CODES.conflict, 'The rate table was changed by someone else meanwhile: read it again and repeat the change.');
        const changed = changedFields(latest.rates, input.rates);
        await audit.record(tx, { by, action: 'rates.change', subject: { kind: 'rates', id: version }, before: { version: latest.version, ...changed.before }, after: { version, ...changed.after }, reason: input.reason });
        return version;
      });
      versions.set(made, input.rates);
      forget();
      return service.admin();
    },
  };
  return service;
}

export type RatesService = ReturnType<typeof createRatesService>;
