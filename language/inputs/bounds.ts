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
}

const italian = (n: number) => finite(n, { maximumFractionDigits: 6 });

/** "Da 1 a 50, solo numeri interi.", "Almeno 18.", "Al massimo 100.", "Solo numeri interi."; undefined without bounds. */
export function boundsText({ min, max, integer }: Bounds): string | undefined {
  const range =
    min !== undefined && max !== undefined ? `da ${italian(min)} a ${italian(max)}` : min !== undefined ? `almeno ${italian(min)}` : max !== undefined ? `al massimo ${italian(max)}` : undefined;
  const parts = [range, integer ? 'solo numeri interi' : undefined].filter((p) => p !== undefined);
  if (parts.length === 0) return undefined;
  const sentence = parts.join(', ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

/** True when `value` is below min, above max, or not whole where the field wants an integer. */
export function breaksBounds(value: number, { min, max, integer }: Bounds): boolean {
  return (min !== undefined && value < min) || (max !== undefined && value > max) || (integer === true && !Number.isInteger(value));
}
