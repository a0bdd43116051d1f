/**
 * The bounds a number field may declare (`min`, `max`, `integer`): the sentence that tells the
 * visitor (and assistive technology, through aria-describedby) what the field accepts, and whether
 * a typed value breaks them. The calculation itself enforces them as guards (generator/check/bounds.ts):
 * out of bounds, the previous result stays.
 */
import { finite } from '../formats/intl.ts';

export interface Bounds {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Set by the generator from the guards (`x > 0`): the value must be more than this. */
  above?: number;
  /** Set by the generator from the guards (`x < 100`): the value must be less than this. */
  below?: number;
  /** The bounds are years: written without a thousands separator ("Da 1900 a 2100"). */
  year?: boolean;
}

const italian = (n: number) => finite(n, { maximumFractionDigits: 6 });

/** "Da 1 a 50, solo numeri interi.", "Almeno 18.", "Più di 0.", "Al massimo 100.", "Solo numeri interi."; undefined without bounds. */
export function boundsText({ min, max, integer, above, below, year }: Bounds): string | undefined {
  const n = year ? (v: number) => String(v) : italian;
  const low = above !== undefined ? `più di ${n(above)}` : min !== undefined ? `almeno ${n(min)}` : undefined;
  const high = below !== undefined ? `meno di ${n(below)}` : max !== undefined ? `al massimo ${n(max)}` : undefined;
  const range =
    min !== undefined && max !== undefined && above === undefined && below === undefined
      ? `da ${n(min)} a ${n(max)}`
      : low && high
        ? `${low} e ${high}`
        : (low ?? high);
  const parts = [range, integer ? 'solo numeri interi' : undefined].filter((p) => p !== undefined);
  if (parts.length === 0) return undefined;
  const sentence = parts.join(', ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

/** True when `value` is below min, above max, or not whole where the field wants an integer. */
export function breaksBounds(value: number, { min, max, integer, above, below }: Bounds): boolean {
  return (
    (min !== undefined && value < min) ||
    (max !== undefined && value > max) ||
    (above !== undefined && value <= above) ||
    (below !== undefined && value >= below) ||
    (integer === true && !Number.isInteger(value))
  );
}
