/**
 * The rule book's sources (issue 37): every dated value of every rule cites its act with a clause
 * at a whole https address, on a primary site of the act or marked `secondary: true`. The test
 * lists the secondary ones (in its output, for whoever reviews the rules), and fails on a rule
 * whose source is missing, malformed, or secondary without saying so. Read from the files at run
 * time: a new rule is covered with no edit here.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPrimarySite } from '../generator/check/rules.ts';
import { readProject } from '../generator/disk.ts';
import { load, ruleNameOf } from '../generator/load.ts';
import type { RuleFile } from '../language/definition.ts';

const root = path.resolve(import.meta.dirname, '..');
const { rules } = load(await readProject(root));
const book = rules.map((source) => ({
  name: ruleNameOf(source.file),
  file: source.file,
  data: source.doc.toJS() as RuleFile,
}));

describe('the rule book', () => {
  it("has rules, the fixtures' among them in the tests", () => {
    expect(book.filter((rule) => rule.file.startsWith('rules/')).length).toBeGreaterThan(0);
  });

  it('cites an act with its clause at an https address for every dated value; lists the secondary sources', () => {
    const missing: string[] = [];
    const secondary: string[] = [];
    for (const { name, file, data } of book)
      for (const [date, entry] of Object.entries(data.values ?? {})) {
        const reference = entry?.reference;
        const where = `${file} (${name}) from ${date}`;
        let url: URL | undefined;
        try {
          url = reference ? new URL(reference.url) : undefined;
        } catch {
          url = undefined;
        }
        if (!reference?.title?.trim() || !reference.clause?.trim() || url?.protocol !== 'https:')
          missing.push(`${where}: no act, clause or https address`);
        else if (!isPrimarySite(url.hostname) && !reference.secondary)
          missing.push(`${where}: ${url.hostname} is no primary site, and the reference does not say secondary`);
        else if (reference.secondary)
          secondary.push(`${where}: ${reference.title}, ${reference.clause} (${url.hostname})`);
      }
    if (secondary.length) console.info(`Rules cited through a secondary source:\n  ${secondary.join('\n  ')}`);
    expect(missing).toEqual([]);
  });
});

describe('isPrimarySite', () => {
  it("knows the sites where acts are published, a comune's and a region's own, and no other", () => {
    for (const host of [
      'www.normattiva.it',
      'www.gazzettaufficiale.it',
      'www.inps.it',
      'servizi2.inps.it',
      'www.agenziaentrate.gov.it',
      'www1.finanze.gov.it',
      'www.comune.napoli.it',
      'www.regione.lazio.it',
    ])
      expect(isPrimarySite(host), host).toBe(true);
    for (const host of [
      'www.example.org',
      'www.fiscoetasse.com',
      'normattiva.it.example.com',
      'comune.it',
      'notinps.it',
    ])
      expect(isPrimarySite(host), host).toBe(false);
  });
});
