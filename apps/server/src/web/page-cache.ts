import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { tagIndex, type CacheTags } from '../lib/cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page as it is sent: headers, a weak ETag and the body in every encoding. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/**
 * How hard to compress. A page kept in the cache is compressed once and sent many times:
 * brotli 5 has most of quality 11's gain at a small fraction of its cost. A page sent once
 * (a signed-in reader's, or with the cache off) is compressed fast: brotli 0 takes 0.16 ms for
 * the 58 KB article page, 0.38 ms at 2 and 0.28 at 1, for a body 13% larger than at 2 (15.6
 * against 13.8 KB) and still smaller than gzip 1's (16.3 KB, 0.43 ms); gzip 1 (the few clients
 * without brotli) 15% less than 3 for 3% more bytes (decisions 050, 056).
 */
const LEVELS = {
  kept: { br: 5, gzip: 6 },
  once: { br: 0, gzip: 1 },
} as const;
export type Effort = keyof typeof LEVELS;

/** Which bodies to prepare: every encoding for a page to keep, else the one this client takes. */
export interface EncodingPlan {
  encodings: readonly Encoding[];
  effort: Effort;
}

export const encodingsFor = (keep: boolean, accepted: Encoding): EncodingPlan =>
  keep ? { encodings: ['br', 'gzip'], effort: 'kept' } : { encodings: [accepted], effort: 'once' };

function compress(encoding: Exclude<Encoding, 'identity'>, body: Buffer, effort: Effort): Promise<Buffer> {
  const level = LEVELS[effort][encoding];
  if (encoding === 'gzip') return gzipAsync(body, { level });
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
}

/** Bodies smaller than this are not worth compressing. */
const MIN_COMPRESS_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), from its Accept-Encoding header. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Prepares a rendered page: its ETag and the compressed bodies it will be sent as. */
export async function preparePage(
  page: { status: number; headers: Record<string, string>; body: Buffer },
  plan: EncodingPlan,
): Promise<CachedPage> {
  const identity = page.body;
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const bodies: CachedPage['bodies'] = { identity };
  if (identity.byteLength >= MIN_COMPRESS_BYTES) {
    await Promise.all(
      plan.encodings.map(async (encoding) => {
        if (encoding !== 'identity') bodies[encoding] = await compress(encoding, identity, plan.effort);
      }),
    );
  }
  return { status: page.status, headers: page.headers, etag, bodies };
}

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 256 * 1024 * 1024;

/**
 * The in-process cache of anonymous pages, keyed by locale and URL. A page is kept with the
 * tags of what it shows (decision 014) for `ttlMs`, and dropped at once when one of them is
 * invalidated; nothing else is.
 */
export function createPageCache(options: { ttlMs: number; tags: CacheTags }) {
  const enabled = options.ttlMs > 0;
  const index = tagIndex<string>();
  const cache = new LRUCache<string, CachedPage>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Object.values(page.bodies).reduce((sum, body) => sum + (body?.byteLength ?? 0), 1),
    ttl: Math.max(1, options.ttlMs),
    dispose: (_page, key, reason) => {
      if (reason !== 'set') index.forget(key);
    },
  });
  options.tags.subscribe((invalidated) => {
    for (const key of index.take(invalidated)) cache.delete(key);
  });
  return {
    enabled,
    key: (locale: string, url: string) => `${locale} ${url}`,
    get: (key: string) => (enabled ? cache.get(key) : undefined),
    set(key: string, page: CachedPage, tags: readonly string[]): void {
      if (!enabled) return;
      cache.set(key, page);
      index.set(key, tags);
    },
    clear: () => {
      cache.clear();
      index.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
