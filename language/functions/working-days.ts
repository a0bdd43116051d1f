/** The definition of `workingDaysBetween` (./impl/working-days.ts) and its explanation: the weekdays less each holiday on one. */
import { dateFormat } from '../formats/date.ts';
import { escapeText } from '../markup.ts';
import { range, weekdayHolidays, weekdays, workingDaysBetween } from './impl/working-days.ts';
import { formulaFunction } from './types.ts';
import { phrase } from './typesetting.ts';

/** The count worked out: the weekdays, less each holiday that falls on one. */
function step(a: number, b: number, patron = 0): string {
  const r = range(a, b, patron);
  if (!r) return 'Giorni lavorativi: N/D (una data non valida, o un patrono che non è un giorno del calendario).';
  const holidays = weekdayHolidays(r.first, r.last, r.patron);
  const listed = holidays.length
    ? `, meno ${holidays.length} ${holidays.length === 1 ? 'festivo' : 'festivi'} da lunedì a venerdì (${holidays
        .slice(0, 12)
        .map(([day, name]) => `${dateFormat.format(day)} ${escapeText(name)}`)
        .join('; ')}${holidays.length > 12 ? '; …' : ''})`
    : ', nessun festivo da lunedì a venerdì';
  const sign = r.sign < 0 ? ' (la seconda data viene prima: il conto è negativo)' : '';
  return `Giorni lavorativi dal ${dateFormat.format(r.first)} al ${dateFormat.format(r.last)}, entrambi inclusi: ${weekdays(r.first, r.last)} giorni da lunedì a venerdì${listed} = ${workingDaysBetween(a, b, patron)}${sign}.`;
}

export const workingDaysFunction = formulaFunction({
  name: 'workingDaysBetween',
  params: ['number', 'number', 'number'],
  optional: 1,
  returns: 'number',
  doc: "The working days from the first day to the second, both included: Monday to Friday less the Italian national holidays (Easter Monday computed; 4 October from 2026) and the patron saint's day, written month × 100 + day (624 = 24 June; 0 or left out: none); negative when the second day comes first.",
  example: 'workingDaysBetween(start, end, 624)',
  impl: workingDaysBetween,
  // The patron's day is a code (month × 100 + day): the step below names it and the holidays.
  typeset: ({ term: [a, b] }) => phrase('i giorni lavorativi da', a!, 'a', b!, 'inclusi'),
  loose: true,
  explain: ([a, b, patron]) => [step(a, b, patron)],
});
