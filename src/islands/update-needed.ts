/**
 * 'Aggiornamento necessario' (drawn hidden by src/pages/Layout.tsx): shown when the page's scripts
 * cannot load, so that a page kept offline from an earlier version of the site says so instead of
 * looking alive (docs/offline.md). The inline script of index.html shows it when the entry chunk
 * fails (it names the id itself); src/main.tsx when an island's chunk does.
 */
export const UPDATE_NEEDED = 'aggiornamento-necessario';

export function showUpdateNeeded(): void {
  const notice = document.getElementById(UPDATE_NEEDED);
  if (notice) notice.hidden = false;
}
