const longDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2024-01-15" -> "15 gennaio 2024". */
export function italianDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
