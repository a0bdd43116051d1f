/**
 * The messages between an embedded calculator (/embed/..., in an <iframe> on another site) and the
 * host page's script (public/embed.js, which writes the same three types: change them together;
 * tests/e2e/embed.spec.ts runs the two against each other). Every message is an object
 * `{ type, version: 1, ... }`; anything else is ignored on both sides.
 *
 * 1. The frame, once drawn: `ready` to its parent, to any origin (it carries nothing).
 * 2. The host script, to a `ready` whose origin is the site's and whose source is one of the page's
 *    frames: `hello`, addressed to the site's origin only. (`ready` is repeated a few times, over
 *    some 15 seconds, until a `hello` comes: the host script may load after the frame.)
 * 3. The frame, from a `hello` whose source is its parent: from then on `height` (whole CSS
 *    pixels) at every change of its content's size, addressed to that parent's origin only.
 *
 * With no script on the host page nothing but `ready` is sent, and the frame keeps the height its
 * <iframe> gives it (its content scrolls).
 */
export const EMBED_MESSAGE = {
  ready: 'calcolatori-online:ready',
  hello: 'calcolatori-online:hello',
  height: 'calcolatori-online:height',
} as const;

export const EMBED_PROTOCOL_VERSION = 1;

/** The delays (ms) after which a frame that had no `hello` yet says `ready` again. */
const READY_AGAIN_MS = [500, 1000, 2000, 4000, 8000];

/** Whether `data` is a message of the protocol of type `type`. */
export function isEmbedMessage(data: unknown, type: string): data is Record<string, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Record<string, unknown>).type === type &&
    (data as Record<string, unknown>).version === EMBED_PROTOCOL_VERSION
  );
}

/**
 * In a frame: reports the height of `element` (the embed's whole content) to the host page once
 * its script says hello (steps 1 and 3 above). Returns what stops it.
 */
export function reportHeight(element: HTMLElement): () => void {
  const parent = window.parent;
  if (parent === window) return () => undefined;
  let hostOrigin: string | undefined;
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sayReady = (again: number[]) => {
    parent.postMessage({ type: EMBED_MESSAGE.ready, version: EMBED_PROTOCOL_VERSION }, '*');
    const [delay, ...rest] = again;
    if (delay !== undefined) timer = setTimeout(() => sayReady(rest), delay);
  };
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (hostOrigin === undefined || height === sent) return;
    sent = height;
    parent.postMessage({ type: EMBED_MESSAGE.height, version: EMBED_PROTOCOL_VERSION, height }, hostOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    // An opaque origin ("null": a sandboxed host) cannot be addressed: the frame keeps its height.
    if (event.source !== parent || event.origin === 'null' || !isEmbedMessage(event.data, EMBED_MESSAGE.hello)) return;
    clearTimeout(timer);
    hostOrigin = event.origin;
    sent = 0;
    send();
  };
  window.addEventListener('message', onMessage);
  const observer = new ResizeObserver(send);
  observer.observe(element);
  sayReady(READY_AGAIN_MS);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    window.removeEventListener('message', onMessage);
  };
}
