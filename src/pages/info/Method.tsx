/** /come-verifichiamo: how the figures are checked (the rule book, the examples, the dates). */
import { InfoPage } from './InfoPage.tsx';

export function Method() {
  return (
    <InfoPage
      path="/come-verifichiamo"
      description="Il nostro metodo: ogni regola di legge datata cita il suo atto, ogni calcolatore ha esempi calcolati a parte e verificati a ogni modifica, ogni pagina dice quando è stata controllata."
    >
      <p>
        Un calcolatore è utile solo se ci si può fidare dei suoi numeri. Ecco come li controlliamo, e come puoi
        controllarli tu.
      </p>
      <h2>Le regole di legge, scritte una volta sola</h2>
      <p>
        Le regole che cambiano con la legge e con gli anni (aliquote, scaglioni, soglie, tassi) sono scritte una sola
        volta, in un registro di regole che tutti i calcolatori condividono. Ogni valore ha la data da cui è in vigore e
        cita l'atto che lo stabilisce, con l'articolo o il comma: la Gazzetta Ufficiale o Normattiva per le leggi, la
        circolare dell'INPS o dell'Agenzia delle Entrate per i loro parametri. Quando la legge cambia, il valore si
        aggiorna in un punto solo e vale per ogni pagina che lo usa; un calcolo riferito a un giorno usa il valore in
        vigore quel giorno.
      </p>
      <p>
        Quando di un atto non abbiamo trovato una pagina ufficiale e il valore viene da una fonte secondaria (una
        sintesi, un sito professionale), la pagina lo dice: accanto alla fonte compare «fonte secondaria».
      </p>
      <h2>Esempi calcolati a parte, verificati a ogni modifica</h2>
      <p>
        Ogni calcolatore contiene degli esempi: dati di partenza e risultati attesi. I risultati attesi non vengono dal
        calcolatore: sono calcolati a parte, a mano dalla formula oppure, per le regole di legge, con un piccolo
        programma separato scritto leggendo la norma. A ogni modifica del sito i test automatici rifanno tutti gli
        esempi, e quelli che dicono che cosa mostra la pagina anche nel browser, digitati come farebbe un visitatore:
        una modifica che cambia un risultato atteso non passa.
      </p>
      <h2>«Aggiornato al»</h2>
      <p>
        Ogni pagina che applica regole di legge elenca le sue fonti sotto «Fonti», con la data «Aggiornato al»: il
        giorno in cui le sue regole sono state ricontrollate l'ultima volta sugli atti (se le regole sono più d'una, la
        data del controllo più vecchio).
      </p>
      <h2>Quando la scheda originale semplificava</h2>
      <p>
        Alcuni calcolatori sono nati da una scheda che semplificava la legge. In quei casi il risultato principale segue
        la legge, e il numero della scheda resta visibile accanto, con l'etichetta «Calcolo semplificato della scheda
        originale»: chi lo conosceva lo ritrova e vede la differenza.
      </p>
      <h2>Come controllare da te</h2>
      <p>
        Sotto ogni risultato, «Come si calcola» mostra la formula con i tuoi valori, passo per passo. Ogni fonte citata
        è un collegamento al documento da cui viene.
      </p>
      <h2>Hai trovato un errore?</h2>
      <p>
        Scrivici dalla pagina <a href="/contatti">Contatti</a>: indicaci la pagina con i tuoi dati (il pulsante «Copia
        link» li porta con sé), il risultato che ti aspettavi e, se puoi, la norma da cui lo ricavi. Se l'errore è
        confermato correggiamo la regola o la formula, aggiungiamo il tuo caso agli esempi, così non può ripresentarsi,
        e aggiorniamo la data.
      </p>
    </InfoPage>
  );
}
