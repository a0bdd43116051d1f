import { parseDate } from '../../language/dates.ts';
import { formatValue } from '../../language/formats/index.ts';
import { finite } from '../../language/formats/intl.ts';
import { parseNumber } from '../../language/inputs/number.ts';
import { allOptions } from '../../language/inputs/options.ts';
import type { InputSpec, RawValue } from '../../language/spec.ts';

/** An input's value as the visitor gave it: the option's label, 'Sì'/'No' (or the switch's own words), the rows' count, else the text typed with its unit. */
export function inputText(input: InputSpec, raw: RawValue | undefined): string {
  if (raw === undefined || raw === '') return '–';
  if ('options' in input) return allOptions(input).find((o) => String(o.value) === String(raw))?.label ?? String(raw);
  if (typeof raw === 'boolean')
    return raw ? ('onLabel' in input && input.onLabel) || 'Sì' : ('offLabel' in input && input.offLabel) || 'No';
  if (Array.isArray(raw)) return `${raw.length} ${raw.length === 1 ? 'riga' : 'righe'}`;
  // A date as the page writes one (its field holds the ISO day).
  const day = input.kind === 'date' ? parseDate(String(raw)) : undefined;
  if (day !== undefined) return formatValue(day, 'date');
  // A number as the card writes one: grouped, to the cent in euro (a value found in reverse mode
  // is kept with every digit, so that the scenario's results are the card's).
  const unit = 'unit' in input ? input.unit : undefined;
  const number = input.kind === 'number' ? parseNumber(String(raw)) : undefined;
  const text = number === undefined ? String(raw) : finite(number, { maximumFractionDigits: unit === '€' ? 2 : 4 });
  return unit ? `${text}\u00a0${unit}` : text;
}
