/**
 * 'Scarica il resoconto': the report of the calculation on screen, as a PDF file saved by the
 * browser (resoconto-<calculator>-<day>.pdf). This module, the PDF writer and the rule book's
 * acts load on the first click.
 */
import { isoDate, todayNumber } from '../../language/dates.ts';
import { slug } from '../../language/slug.ts';
import type { CalculatorSession, SessionSnapshot } from '../engine/session.ts';
import { ruleBook } from '../generated/rule-book.ts';
import { collectReport } from './collect.ts';
import { reportPdf } from './pdf.ts';

/** The report's file name: resoconto-stipendio-netto-2026-e-2025-2026-11-29.pdf. */
export const reportFileName = (title: string, day = todayNumber()) => `resoconto-${slug(title)}-${isoDate(day)}.pdf`;

/** Builds the report of `snapshot`'s calculation and saves it; false when there are no results to report. */
export async function downloadReport(session: CalculatorSession, snapshot: SessionSnapshot): Promise<boolean> {
  const { calculator, evaluation } = snapshot.shown;
  if (!evaluation || snapshot.stale) return false;
  // In reverse mode, the form as the usual direction holds what is shown (with the value found).
  const values = snapshot.reverse?.values ?? snapshot.values;
  const report = await collectReport({
    calculator,
    values,
    evaluation,
    data: snapshot.data,
    book: ruleBook,
    query: await session.pinnedLink(ruleBook.version),
    path: window.location.pathname,
  });
  const url = URL.createObjectURL(await reportPdf(report));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(calculator.title);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
