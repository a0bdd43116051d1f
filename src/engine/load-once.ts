/**
 * `load()` once for `key`, the same promise for every caller; a load that fails is forgotten, so
 * the next call tries again (a search typed offline, then online: where the browser fetches a
 * module that failed again; Chromium keeps the failure until the page is reloaded).
 */
export function loadOnce<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let loading = cache.get(key);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, loading);
  }
  return loading;
}
