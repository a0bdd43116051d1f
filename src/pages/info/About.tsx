/** /chi-siamo: who makes the site, what it is and what it is not. */
import { calculators, categories } from '../../generated/registry.ts';
import { SITE_NAME } from '../../site/config.ts';
import { InfoPage } from './InfoPage.tsx';

export function About() {
  return (
    <InfoPage
      path="/chi-siamo"
      description={`Chi fa ${SITE_NAME}: un piccolo gruppo indipendente. Calcolatori gratuiti e senza registrazione, che danno cifre e non consulenze.`}
    >
      <p>
        {SITE_NAME} è fatto da un piccolo gruppo indipendente. Scriviamo calcolatori per i conti di tutti i giorni: la
        rata di un mutuo, lo stipendio netto, l'IVA, una percentuale, una conversione.
      </p>
      <h2>Che cos'è</h2>
      <ul>
        <li>
          {calculators.length} calcolatori in {categories.length} categorie e un piccolo blog, tutto in italiano.
        </li>
        <li>
          <strong>Gratuito e senza registrazione</strong>: non ci sono account né login. Apri la pagina e calcola.
        </li>
        <li>
          I calcoli avvengono nel tuo browser, mentre scrivi: nessun server riceve i tuoi numeri per calcolare (i
          dettagli nella pagina <a href="/privacy">Privacy</a>).
        </li>
        <li>
          Ogni risultato mostra «Come si calcola»: la formula con i tuoi valori, per controllarlo da te. Le pagine che
          applicano regole di legge citano le loro fonti e la data dell'ultimo controllo (
          <a href="/come-verifichiamo">come verifichiamo i calcoli</a>).
        </li>
        <li>Le pagine funzionano anche senza connessione, una volta aperte o scaricate.</li>
      </ul>
      <h2>Che cosa non è</h2>
      <p>
        <strong>Cifre, non consulenze.</strong> I risultati hanno valore informativo e indicativo: dipendono solo dai
        dati che inserisci e dalle regole generali, non dalla tua situazione completa. Non sostituiscono il parere di un
        professionista (commercialista, consulente finanziario, medico): prima di una decisione importante, come un
        mutuo, una dichiarazione dei redditi o una scelta che riguarda la salute, chiedi a chi può seguire il tuo caso.
      </p>
      <h2>Scrivici</h2>
      <p>
        Hai trovato un errore o vuoi proporre un calcolatore? Dalla pagina <a href="/contatti">Contatti</a> puoi
        scriverci.
      </p>
    </InfoPage>
  );
}
