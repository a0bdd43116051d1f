/** Lower case ASCII words joined by "-": "Tassi di cambio (1 EUR)" -> tassi-di-cambio-1-eur (a part's id, a file's name). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
