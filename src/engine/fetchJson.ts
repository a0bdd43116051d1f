/**
 * The default data fetch of the spec: GET the URL formed by joining the key's segments with '/',
 * parse JSON, no retry. A non-OK answer (401 included) raises "<status>: <body or status text>".
 *
 *   const data = await fetchJson(['https://api.example', 'v1', 'latest'], { timeoutMs: 5000 });
 */
export interface FetchOptions {
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
  /** Cookies are sent by default; a public cross-origin API that answers "*" for CORS needs 'omit'. */
  credentials?: RequestCredentials;
}

export async function fetchJson(key: string | readonly string[], options: FetchOptions = {}): Promise<unknown> {
  const url = typeof key === 'string' ? key : key.join('/');
  const controller = new AbortController();
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'GET',
      credentials: options.credentials ?? 'include',
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await response.text();
      throw new Error(`${response.status}: ${body || response.statusText}`);
    }
    return (await response.json()) as unknown;
  } finally {
    clearTimeout(timer);
  }
}
