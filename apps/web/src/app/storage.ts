/**
 * Local storage under one prefix; each value keeps its data type and the time it was written
 * (spec 1 §9 "stored values keep their data type and a timestamp").
 */
export const STORE_PREFIX = 'yym-';
/** Key the distributor login writes its token to; distributor calls send it as Merchant-Token (spec 1 §6). */
export const MERCHANT_TOKEN_KEY = 'merchant-token';

interface Stored<T> {
  dataType: string;
  content: T;
  datetime: number;
}

/** Outside a browser (unit tests of modules that import the session) nothing is stored. */
const store = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function setStore<T>(name: string, content: T): void {
  const v: Stored<T> = {
    dataType: Array.isArray(content) ? 'array' : content === null ? 'null' : typeof content,
    content,
    datetime: Date.now(),
  };
  store()?.setItem(STORE_PREFIX + name, JSON.stringify(v));
}

export function getStoreEntry<T>(name: string): Stored<T> | null {
  const raw = store()?.getItem(STORE_PREFIX + name);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Stored<T>;
    return v && typeof v === 'object' && 'content' in v ? v : null;
  } catch {
    return null;
  }
}

export function getStore<T>(name: string, fallback: T): T {
  const v = getStoreEntry<T>(name);
  return v ? v.content : fallback;
}

export function removeStore(name: string): void {
  store()?.removeItem(STORE_PREFIX + name);
}
