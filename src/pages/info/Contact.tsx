/** /contatti: how to write to the team (CONTACT_EMAIL, src/site/config.ts) and how to report an error. */
import { CONTACT_EMAIL } from '../../site/config.ts';
import { InfoPage } from './InfoPage.tsx';

const MAILTO = `mailto:${CONTACT_EMAIL}`;

export function Contact() {
  return (
    <InfoPage
      path="/contatti"
      description="Come scriverci: segnalare un errore in un calcolatore, proporne uno nuovo, fare una domanda sul sito."
    >
      <p>
        Scrivici a <a href={MAILTO}>{CONTACT_EMAIL}</a>.
      </p>
      <h2>Segnalare un errore</h2>
      <p>Se un risultato ti sembra sbagliato, ci aiuta molto ricevere:</p>
      <ol>
        <li>
          il link della pagina con i tuoi dati: apri il calcolatore con i valori che danno il risultato sbagliato e
          premi «Copia link», poi incollalo nel messaggio;
        </li>
        <li>il risultato che ti aspettavi;</li>
        <li>se puoi, la norma, la circolare o il documento da cui lo ricavi, con l'articolo o il comma.</li>
      </ol>
      <p>
        <a className="link-button" href={`${MAILTO}?subject=${encodeURIComponent('Segnalazione di un errore')}`}>
          Scrivi una segnalazione
        </a>
      </p>
      <p>
        Come controlliamo i calcoli, e che cosa facciamo quando un errore è confermato, è spiegato in{' '}
        <a href="/come-verifichiamo">Come verifichiamo i calcoli</a>.
      </p>
      <h2>Altre richieste</h2>
      <p>
        Allo stesso indirizzo puoi proporre un calcolatore nuovo o un miglioramento, o farci una domanda sul sito. Non
        possiamo invece dare consulenze sulla tua situazione personale, fiscale, finanziaria o medica: per quelle
        rivolgiti a un professionista.
      </p>
    </InfoPage>
  );
}
