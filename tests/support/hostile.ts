/**
 * The hostile corpus (issue 41), as data: what a security test of the site's surfaces found, kept
 * here so that every suite that meets such input (the service worker, share links, dates) runs it,
 * and the next feature meets it too.
 */

import { MAX_TEXT } from '../../language/inputs/link.ts';

/**
 * Paths that once turned the service worker's offline page into script: `$&` re-inserted the
 * quoted path of the page it replaced, and the rest became attributes of #root
 * (tests/e2e/offline.spec.ts follows each online, with credentials, and offline).
 */
export const workerPayloadPaths = [
  '/x$&/autofocus/contenteditable/onfocus=alert(document.domain)//',
  "/x$'/autofocus/onfocus=alert(1)//",
  '/x$`/autofocus/onfocus=alert(1)//',
  '/x"><img src=x onerror=alert(1)>',
  "/x'/onmouseover='alert(1)",
];

/**
 * Values a share link may carry that no field can display, each with why: the link must refuse
 * them (the field keeps its default), or formulas compute from a value the visitor cannot see (a
 * link with `regolamento=2026-02-30` priced a BTP bought on 1 January 1970).
 * tests/link-values.test.ts runs every entry through its kind's link decoder and real calculators' links.
 */
export interface HostileValue {
  /** What it is meant for: the input kind whose field it would be written into. */
  kind: 'date' | 'time' | 'number';
  value: string;
  /** Why no field of that kind can show it. */
  why: string;
}

export const hostileLinkValues: readonly HostileValue[] = [
  { kind: 'date', value: '2026-02-30', why: 'no 30 February: the field shows it empty, formulas read day 0' },
  { kind: 'date', value: '31/02/2026', why: 'no 31 February, written the Italian way' },
  { kind: 'date', value: '2026-13-01', why: 'no month 13' },
  { kind: 'date', value: '2026-00-10', why: 'no month 0' },
  { kind: 'date', value: 'abc', why: 'not a date' },
  { kind: 'date', value: '0000-01-01', why: 'no year 0 in the calendar' },
  { kind: 'date', value: '0999-12-31', why: 'before year 1000: no calculation reads such a day' },
  { kind: 'date', value: '10000-01-01', why: 'a five-digit year: the ISO value the field holds has four' },
  { kind: 'date', value: '+275760-09-13', why: "the browser's last day, as an extended year" },
  { kind: 'date', value: '-2026-01-15', why: 'a year before Christ' },
  { kind: 'date', value: '2026-01-15T10:00', why: 'a date and a time: more than the field shows' },
  { kind: 'date', value: '2026-1-5', why: 'not the ISO date the field holds, nor an Italian one' },
  { kind: 'date', value: ' ', why: 'a space: neither empty nor a date' },
  { kind: 'date', value: '20468', why: 'a day number: what formulas see, not what the field holds' },
  { kind: 'time', value: '25:00', why: 'no hour 25' },
  { kind: 'time', value: '24:00', why: 'the day ends at 23:59' },
  { kind: 'time', value: '12:60', why: 'no minute 60' },
  { kind: 'time', value: 'abc', why: 'not a time' },
  { kind: 'time', value: '12:30:15', why: 'seconds: more precision than the field shows' },
  { kind: 'time', value: '12:30:15.250', why: 'milliseconds: more precision than the field shows' },
  { kind: 'time', value: '-1:00', why: 'a negative hour' },
  { kind: 'time', value: '1230', why: 'no colon' },
  { kind: 'time', value: '12:5', why: 'minutes in one digit' },
  { kind: 'time', value: '１２:３０', why: 'full-width digits' },
  { kind: 'time', value: ' ', why: 'a space: neither empty nor a time' },
  { kind: 'number', value: '1e400', why: 'beyond the largest number: Infinity' },
  { kind: 'number', value: '-1e400', why: 'beyond the least number: -Infinity' },
  { kind: 'number', value: '1e-400', why: 'the field shows 1e-400, formulas would read 0' },
  { kind: 'number', value: 'NaN', why: 'not a number' },
  { kind: 'number', value: 'Infinity', why: 'not a finite number' },
  { kind: 'number', value: '-Infinity', why: 'not a finite number' },
  { kind: 'number', value: 'abc', why: 'not a number: the field would show it, formulas read its empty value' },
  { kind: 'number', value: '0x10', why: 'hexadecimal' },
  { kind: 'number', value: '1,000.50', why: 'English grouping, which the field does not read' },
  { kind: 'number', value: '12,5,3', why: 'two decimal commas' },
  { kind: 'number', value: ' ', why: 'a space: neither empty nor a number' },
  { kind: 'number', value: '9'.repeat(MAX_TEXT + 1), why: 'longer than a field takes' },
];

/** Numbers a hostile link puts in a number field (`?loanAmount=-200000`): each displayable, each a test of the guards. */
export const hostileNumbers = ['-200000', '-1', '0', '0,0001', '1e15', '999999999999'];

/**
 * Link values just beyond a number field's bounds (its `min`, `max`, and the `above`/`below` its
 * guards give), as a hostile link would carry them (`?loanAmount=-200000`): the field displays
 * them, and the calculation must refuse them.
 */
export function beyondBounds(input: { min?: number; max?: number; above?: number; below?: number }): string[] {
  return [
    input.min !== undefined ? input.min - 1 : undefined,
    input.above,
    input.max !== undefined ? input.max + 1 : undefined,
    input.below,
  ]
    .filter((value) => value !== undefined)
    .map(String);
}
