/**
 * What 'Scarica tutti i calcolatori per l'uso offline' does (src/islands/offline-download.tsx
 * loads it after first paint): saves on the device every page of the site and every chunk they may
 * load (the list the build wrote, OFFLINE_LIST: the home, the list, the categories, every
 * calculator, the blog and its articles, the information pages), showing the size first and the progress while
 * saving. The service worker (sw.ts) then opens any of them with no network.
 */
import { useEffect, useState } from 'react';
import { OFFLINE_LIST, type OfflineList } from './caches.ts';
import { DownloadView } from './DownloadView.tsx';
import { saveForOffline } from './save.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved' }
  | { kind: 'failed' }
  | { kind: 'unsupported' };

const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

function Status({ state, list }: { state: State; list?: OfflineList }) {
  switch (state.kind) {
    case 'saving':
      return (
        <>
          <progress value={state.done} max={state.total} aria-label="Scaricamento per l'uso offline" /> {state.done} di{' '}
          {state.total} file salvati…
        </>
      );
    case 'saved':
      return (
        <>
          Fatto: tutti i calcolatori, le categorie e il blog funzionano anche senza connessione su questo dispositivo.
        </>
      );
    case 'failed':
      return <>Scaricamento non riuscito: riprova quando la connessione è stabile.</>;
    case 'unsupported':
      return <>Questo browser non permette di salvare i calcolatori per l'uso offline.</>;
    default:
      return list ? <>Circa {megabytes(list.bytes)} da scaricare, una volta sola.</> : null;
  }
}

export default function Download() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [list, setList] = useState<OfflineList>();

  useEffect(() => {
    if (!('serviceWorker' in navigator && 'caches' in window)) {
      setState({ kind: 'unsupported' });
      return;
    }
    fetch(OFFLINE_LIST)
      .then((response) => (response.ok ? (response.json() as Promise<OfflineList>) : undefined))
      .then(setList, () => undefined);
  }, []);

  const download = async () => {
    if (!list) return;
    const urls = [...list.pages, ...list.assets];
    setState({ kind: 'saving', done: 0, total: urls.length });
    try {
      await saveForOffline(urls, (done) => setState({ kind: 'saving', done, total: urls.length }));
      setState({ kind: 'saved' });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <DownloadView
      onClick={() => void download()}
      disabled={!list || state.kind === 'saving' || state.kind === 'unsupported'}
    >
      <Status state={state} list={list} />
    </DownloadView>
  );
}
