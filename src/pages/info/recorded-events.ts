/**
 * Every analytics event the site pushes (src/site/analytics.ts and its callers), with every field
 * besides `event`, as the Privacy page states them. tests/info-pages.test.tsx fails when the code
 * pushes an event not listed here; tests/e2e/analytics.spec.ts when an event carries a field not
 * listed here.
 */
export interface RecordedEvent {
  event: string;
  /** When the page records it. */
  when: string;
  /** Each field, and what it holds. */
  fields: Record<string, string>;
}

export const RECORDED_EVENTS: readonly RecordedEvent[] = [
  {
    event: 'page_view',
    when: "all'apertura di ogni pagina",
    fields: {
      page_path: "il percorso della pagina, senza la parte dell'indirizzo che porta i tuoi dati",
      page_title: 'il titolo della pagina',
    },
  },
  {
    event: 'conversion',
    when: 'con ogni page_view, ogni calcolo riuscito e ogni interaction',
    fields: { conversion_label: 'page_view_conversion, calculate_conversion o engagement_conversion' },
  },
  {
    event: 'calculator_view',
    when: "all'apertura di un calcolatore",
    fields: {
      calculator_id: 'il codice del calcolatore',
      category: 'la sua categoria',
      title: 'il suo titolo',
    },
  },
  {
    event: 'calculator_click',
    when: 'al clic su un calcolatore nella home',
    fields: {
      calculator_id: 'il codice del calcolatore',
      calculator_name: 'il suo titolo',
      category: 'la sua categoria',
      location: 'homepage',
    },
  },
  {
    event: 'custom_event',
    when: 'a ogni calcolo riuscito',
    fields: {
      action: 'il nome del calcolatore nelle statistiche',
      category: 'calculation',
      label: 'calculate',
      value: 'vuoto',
    },
  },
  {
    event: 'calculator_used',
    when: 'a ogni calcolo riuscito',
    fields: {
      calculator_name: 'il nome del calcolatore nelle statistiche',
      calculator_category: 'il suo gruppo nelle statistiche (finance, taxes, percentages, health, conversions, other)',
      action_type: 'calculate',
      timestamp: "la data e l'ora del calcolo",
    },
  },
  {
    event: 'interaction',
    when: 'quando in un calcolatore scambi due campi o aggiorni i dati di un servizio esterno',
    fields: { calculator_id: 'il codice del calcolatore', interaction: 'swap o refresh' },
  },
  {
    event: 'api_call',
    when: 'quando un calcolatore riceve (o non riceve) i dati di un servizio esterno',
    fields: {
      calculator_id: 'il codice del calcolatore',
      source: 'il nome della fonte dei dati',
      status: 'success o error',
    },
  },
  {
    event: 'blog_article_click',
    when: "al clic su un articolo nell'elenco del blog",
    fields: { slug: "l'indirizzo breve dell'articolo", title: 'il suo titolo' },
  },
  {
    event: 'related_article_click',
    when: 'al clic su un articolo correlato, in fondo a un articolo',
    fields: {
      from: "l'indirizzo breve dell'articolo che stai leggendo",
      slug: "quello dell'articolo scelto",
      title: 'il suo titolo',
    },
  },
  {
    event: 'blog_article_view',
    when: "all'apertura di un articolo",
    fields: { slug: "l'indirizzo breve dell'articolo", title: 'il suo titolo', category: 'la sua categoria' },
  },
  {
    event: 'web_vitals',
    when: 'una volta per misura, quando è definitiva: LCP al primo tasto o tocco, INP e CLS quando lasci o nascondi la pagina',
    fields: {
      metric_name: 'INP, LCP o CLS (la reattività, il tempo di caricamento, la stabilità della pagina)',
      metric_value: 'il valore misurato',
      metric_rating: 'good, needs-improvement o poor',
      metric_id: "un codice di quel caricamento della pagina (l'ora e un numero a caso), non della persona",
      page_path: 'il percorso della pagina',
    },
  },
  {
    event: 'gtm.js',
    when: 'solo se è attivo Google Tag Manager, al suo avvio',
    fields: { 'gtm.start': "l'ora di avvio" },
  },
];
