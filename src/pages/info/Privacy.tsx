/**
 * /privacy: what the site records and keeps, as the code does it: the analytics events
 * (recorded-events.ts), where they go (a tag manager only when VITE_GTM_ID was set at build
 * time), what localStorage keeps and the offline copy.
 */
import { KEPT_PREFIX } from '../../engine/kept.ts';
import { ASSETS_CACHE, PAGES_CACHE } from '../../offline/caches.ts';
import { GTM_ID } from '../../site/config.ts';
import { THEME_KEY } from '../../site/theme.ts';
import { DRAFT_KEY } from '../../studio/draft.ts';
import { InfoPage } from './InfoPage.tsx';
import { RECORDED_EVENTS } from './recorded-events.ts';

/** Where the events go: nowhere, or to the tag manager this build loads. */
export function EventsDestination({ tagManager }: { tagManager: string | undefined }) {
  return tagManager ? (
    <p>
      In questa versione del sito è attivo <strong>Google Tag Manager</strong> (contenitore <code>{tagManager}</code>),
      un servizio di Google: il suo script legge questi eventi e li inoltra ai servizi di statistica configurati nel
      contenitore, che ricevono l'indirizzo IP del tuo browser e possono usare cookie propri. Il sito non imposta
      cookie.
    </p>
  ) : (
    <p>
      In questa versione del sito <strong>nessuno script di terze parti</strong> viene caricato e nessun gestore di tag
      è attivo: gli eventi restano nella memoria della pagina e spariscono quando la chiudi, senza essere inviati a
      nessun server. Il sito non imposta cookie.
    </p>
  );
}

export function Privacy() {
  return (
    <InfoPage
      path="/privacy"
      description="Che cosa registra il sito e che cosa resta sul tuo dispositivo: nessun account, gli eventi di utilizzo con tutti i loro dati, le preferenze e la copia offline."
    >
      <ul>
        <li>Nessun account, nessuna registrazione, nessun login.</li>
        <li>
          I calcoli avvengono nel tuo browser: nessun server riceve i numeri che inserisci per calcolare, e nessun
          evento di utilizzo li contiene.
        </li>
        <li>Quello che il sito salva sul tuo dispositivo resta lì, e puoi cancellarlo quando vuoi.</li>
      </ul>
      <h2>Gli eventi di utilizzo</h2>
      <p>
        Le pagine annotano alcuni eventi su come vengono usate in una lista della pagina (<code>dataLayer</code>), il
        formato che leggono i gestori di tag. Questi sono tutti gli eventi, ciascuno con tutti i suoi dati; nessuno
        contiene i numeri che inserisci, il tuo nome, un tuo identificativo o l'indirizzo completo della pagina.
      </p>
      <dl className="recorded-events">
        {RECORDED_EVENTS.map(({ event, when, fields }) => (
          <div key={event}>
            <dt>
              <code>{event}</code>
            </dt>
            <dd>
              {when[0]!.toUpperCase() + when.slice(1)}.{' '}
              {Object.entries(fields).map(([field, holds], i, all) => (
                <span key={field}>
                  <code>{field}</code>: {holds}
                  {i < all.length - 1 ? '; ' : '.'}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <EventsDestination tagManager={GTM_ID} />
      <h2>Che cosa resta sul tuo dispositivo</h2>
      <p>Nel browser (localStorage), solo se serve:</p>
      <ul>
        <li>
          <code>{THEME_KEY}</code>: il tema chiaro o scuro, se l'hai scelto con il pulsante del tema (<code>light</code>{' '}
          o <code>dark</code>).
        </li>
        <li>
          <code>{KEPT_PREFIX}</code> seguito dall'indirizzo di un servizio: l'ultima risposta valida di un servizio di
          dati usato da un calcolatore (per esempio i tassi di cambio) e quando è arrivata, per poterla usare senza
          connessione.
        </li>
        <li>
          <code>{DRAFT_KEY}</code>: la bozza del file che scrivi nello studio dei calcolatori, la pagina per chi crea
          calcolatori, finché non la scarti.
        </li>
      </ul>
      <p>
        Nella cache del browser, la <strong>copia offline</strong>: le pagine del sito che apri, i file che servono a
        farle funzionare e, se scegli «Scarica tutti i calcolatori per l'uso offline», tutti i calcolatori (le cache{' '}
        <code>{PAGES_CACHE}</code> e <code>{ASSETS_CACHE}</code>). Ogni pagina è salvata con il suo indirizzo senza i
        tuoi dati.
      </p>
      <p>
        Puoi cancellare tutto dalle impostazioni del browser, tra i dati dei siti. Nulla di questo viene inviato a noi.
      </p>
      <h2>I dati che inserisci</h2>
      <p>
        Per il link da condividere, i valori che cambi vengono scritti nell'indirizzo della pagina: restano nella
        cronologia del browser e, se ricarichi la pagina o apri un link condiviso, l'indirizzo completo arriva al server
        che ospita il sito, come per qualsiasi pagina web.
      </p>
      <p>
        Alcuni calcolatori usano dati pubblicati da altri (per esempio i tassi di cambio): il tuo browser li chiede
        direttamente a quel servizio, senza cookie e senza i tuoi dati; il servizio vede, come ogni sito, l'indirizzo IP
        della richiesta.
      </p>
      <h2>Domande</h2>
      <p>
        Per qualsiasi domanda su questi dati scrivici dalla pagina <a href="/contatti">Contatti</a>.
      </p>
    </InfoPage>
  );
}
