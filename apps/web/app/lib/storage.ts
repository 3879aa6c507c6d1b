/**
 * Local storage with optional expiry (spec §4: stored values with an expiry are removed once
 * expired). Values are JSON; reads and writes never throw (private mode, full quota).
 */
interface Stored<T> {
  value: T;
  expiresAt?: number;
}

const PREFIX = 'gazeta:';

function available(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function setStored<T>(key: string, value: T, ttlMs?: number, now = Date.now()): void {
  const store = available();
  if (!store) return;
  const record: Stored<T> = ttlMs === undefined ? { value } : { value, expiresAt: now + ttlMs };
  try {
    store.setItem(PREFIX + key, JSON.stringify(record));
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}

export function getStored<T>(key: string, now = Date.now()): T | undefined {
  const store = available();
  const raw = store?.getItem(PREFIX + key);
  if (!store || raw == null) return undefined;
  try {
    const record = JSON.parse(raw) as Stored<T>;
    if (record.expiresAt !== undefined && record.expiresAt <= now) {
      store.removeItem(PREFIX + key);
      return undefined;
    }
    return record.value;
  } catch {
    store.removeItem(PREFIX + key);
    return undefined;
  }
}

export function removeStored(key: string): void {
  available()?.removeItem(PREFIX + key);
}

/** Removes every expired value (run once at start). */
export function sweepExpired(now = Date.now()): void {
  const store = available();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key.slice(PREFIX.length));
  }
  for (const key of keys) getStored(key, now);
}
