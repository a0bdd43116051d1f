/** Stage 4, compile: a calculator's page texts (src/generated/texts/<id>.ts), read by the prerender only. */
import { CALCULATOR_TEXT_UPDATE } from '../../src/engine/hot.ts';
import type { CheckedCalculator } from '../check/model.ts';
import { GENERATED_HEADER } from './calculator.ts';
import { _, comment } from './code.ts';
import { primaryFormula } from './explanation.ts';
import { markdownToRich } from './markdown.ts';
import { officialExamples } from './official-examples.ts';

/** A calculator's page texts (CalculatorText): what the prerendered page shows around the calculator. */
export function compileCalculatorText(c: CheckedCalculator): string {
  const d = c.data;
  const reviewed = c.reviewed !== undefined ? _`\n  reviewed: ${c.reviewed},` : _``;
  return _`${GENERATED_HEADER}import type { CalculatorText } from '../../../language/spec.ts';

/** ${comment(d.title)}: its page's texts. */
const text: CalculatorText = {
  id: ${d.id},
  seo: ${{ ...(d.seo ?? { title: d.title, description: d.description }), keywords: d.keywords }},
  intro: ${markdownToRich(d.intro ?? '')},
  formula: ${markdownToRich(d.formula ?? '')},
  formulaMath: ${primaryFormula(c) ?? ''},
  content: ${markdownToRich(d.content ?? '')},
  faq: ${(d.faq ?? []).map((item) => ({ q: item.q, a: markdownToRich(item.a) }))},
  references: ${c.references},${reviewed}
  officialExamples: ${officialExamples(c)},
};

export default text;

// Development: the next version of this file replaces this one on the open page (src/site/hot.ts).
if (import.meta.hot) import.meta.hot.accept((next) => next && dispatchEvent(new CustomEvent(${CALCULATOR_TEXT_UPDATE}, { detail: next.default })));
`.toString();
}
