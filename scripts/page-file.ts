/**
 * The file of dist/ that holds the prerendered page of `route`: "/" is index.html, any other route
 * "<route>.html" ("/calcolatori/finanza/x" -> calcolatori/finanza/x.html). Static hosts serve
 * x.html at /x, the canonical address, with no redirect (Cloudflare Pages redirects /x.html to /x,
 * Netlify's pretty URLs likewise), while a folder's x/index.html is served at /x/ (/x redirects
 * there): docs/deploy.md.
 */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
