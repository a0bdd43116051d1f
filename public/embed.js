/**
 * Calcolatori Online, on a page that embeds a calculator: fits each embedded calculator's
 * <iframe> to its content. Paste after the <iframe>s (the 'Incorpora' button gives the snippet):
 *
 *   <script src="https://<the site>/embed.js" async></script>
 *
 * It answers only frames of the site that served it, whose messages follow the protocol of
 * src/embed/protocol.ts (this file repeats its three message types; change them together). It
 * sets nothing but the frames' height. Without it a frame keeps its own height and scrolls.
 */
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return;
  const origin = new URL(script.src).origin;
  const VERSION = 1;
  const hello = { type: 'calcolatori-online:hello', version: VERSION };
  const isMessage = (data, type) =>
    typeof data === 'object' && data !== null && data.type === type && data.version === VERSION;
  const frameOf = (source) => [...document.getElementsByTagName('iframe')].find((f) => f.contentWindow === source);

  window.addEventListener('message', (event) => {
    if (event.origin !== origin) return;
    const frame = frameOf(event.source);
    if (!frame) return;
    if (isMessage(event.data, 'calcolatori-online:ready')) event.source.postMessage(hello, origin);
    else if (isMessage(event.data, 'calcolatori-online:height')) {
      const height = event.data.height;
      if (Number.isInteger(height) && height > 0 && height <= 100000) frame.style.height = `${height}px`;
    }
  });
})();
