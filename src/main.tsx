/**
 * The browser entry. A prerendered page (its #root names the path it was rendered for) is hydrated
 * once the chunk it shows (a calculator, an article) is loaded, so the first render matches the
 * HTML, and what the visitor typed in it meanwhile is played back (early-input.ts); anything else
 * (the dev server, 404.html served for another path) is rendered afresh.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes.tsx';
import { loadTagManager } from './site/analytics.ts';
import { preloadPage } from './site/chunks.ts';
import { GTM_ID } from './site/config.ts';
import { noteEarlyInput } from './site/early-input.ts';
import './styles.css';

const container = document.getElementById('root')!;
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const prerendered = container.dataset.path !== undefined && trimSlash(container.dataset.path) === trimSlash(location.pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
if (prerendered) {
  await preloadPage(location.pathname);
  noteEarlyInput(container);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (what the visitor touches meanwhile is hydrated first).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

loadTagManager(GTM_ID);
