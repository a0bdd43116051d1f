/**
 * Shared it-IT number formatters, created once per option set. Every one groups thousands always
 * (it-IT's default leaves 4 digits ungrouped: "6470,09 €" beside "16.470,09 €") and never shows
 * a negative zero ("-0,00 €" for a value that rounds to zero).
 */
const cache = new Map<string, Intl.NumberFormat>();

export function intlNumberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat('it-IT', { useGrouping: 'always', signDisplay: 'negative', ...options });
    cache.set(key, format);
  }
  return format;
}

/** What a non-finite number (a division by zero, an undefined sum) shows. */
export const NOT_AVAILABLE = 'N/D';

/** Formats a finite number with `options`, else 'N/D'. */
export function finite(value: number, options: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? intlNumberFormat(options).format(value) : NOT_AVAILABLE;
}

/**
 * A whole number as it-IT writes it (see intlNumberFormat), without Intl: the same text, many times
 * faster (chart labels and tables format hundreds per keystroke). 1234567 -> "1.234.567".
 */
export function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return finite(value, { maximumFractionDigits: 0 });
  const digits = String(Math.abs(value));
  // The first group has 1 to 3 digits, every other group 3 (a loop: a look-ahead regex is slower).
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `.${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * Makes an it-IT number format ahead of need. A page's first one loads the locale's data, tens of
 * milliseconds on a phone: called in a task of its own, that cost does not lengthen the task that
 * first formats a result (src/islands/calculator.tsx).
 */
export function loadNumberLocale(): void {
  intlNumberFormat({});
}
