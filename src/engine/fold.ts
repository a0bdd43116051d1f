/** Lower case without accents ("Produttività" -> "produttivita"): how both searches compare words (search-words.ts, datasets.ts). */
export const lowerPlain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
