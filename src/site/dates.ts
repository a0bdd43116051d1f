/** Made on first use: an Intl date format costs a phone milliseconds to make. */
let longDate: Intl.DateTimeFormat | undefined;

/** "2024-01-15" -> "15 gennaio 2024". */
export function italianDate(iso: string): string {
  longDate ??= new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
