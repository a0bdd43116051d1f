/**
 * The browser entry. A prerendered page (its #root names the path it was rendered for) is
 * hydrated, after its route's data (the calculator chunk) is loaded exactly as the server had it;
 * anything else (dev server, the 404 page served for another path) is rendered afresh.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type LoaderFunctionArgs } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';
import { loadTagManager } from './site/analytics.ts';
import { GTM_ID } from './site/config.ts';
import './styles.css';

const container = document.getElementById('root')!;
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const prerendered = container.dataset.path !== undefined && trimSlash(container.dataset.path) === trimSlash(location.pathname);

/** The loader data of the current URL, or undefined when a loader redirects. */
async function initialData(): Promise<HydrationState | undefined> {
  const loaderData: Record<string, unknown> = {};
  for (const match of matchRoutes(routes, location) ?? []) {
    const loader = match.route.loader;
    if (typeof loader !== 'function') continue;
    // The site's loaders read only `params` (and may return a redirect).
    const args = { params: match.params, request: new Request(location.href) } as unknown as LoaderFunctionArgs;
    const data: unknown = await loader(args);
    if (data instanceof Response) return undefined;
    loaderData[match.route.id!] = data;
  }
  return { loaderData };
}

const hydrationData = prerendered ? await initialData() : undefined;
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (hydrationData) hydrateRoot(container, app);
else createRoot(container).render(app);

loadTagManager(GTM_ID);
