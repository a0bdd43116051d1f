/**
 * html-validate (pure JavaScript, no Java) for the prerendered pages of dist/, read by
 * tests/e2e/html-validity.spec.ts and by `npx html-validate dist/index.html`.
 *
 * The presets check what the Nu HTML Checker checked here: the document (doctype, required
 * elements and attributes), element content and parents, nesting and closing, allowed attribute
 * values, duplicate ids and attributes, references (for, aria-labelledby, aria-controls),
 * deprecated elements, headings, labels. The names and values of roles and aria-* attributes are
 * checked by axe on every rendered route (tests/e2e/a11y.spec.ts). Not checked, where the Nu
 * checker did: unknown attribute names (html-validate's no-unknown-attributes also rejects valid
 * ones, such as value on <input>) and the syntax of URLs.
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // Elements that HTML does not define (the Nu checker's "element not allowed").
    'no-unknown-elements': 'error',

    // Off or relaxed: spelling that React writes and HTML allows, or the site's deliberate choices.
    'doctype-style': 'off', // `<!doctype html>` from index.html is the same doctype in any case.
    'attr-case': 'off', // React writes `inputMode`, `autoComplete`; HTML attribute names ignore case.
    'void-style': 'off', // React writes `<input/>`; the slash is allowed on void elements.
    'attribute-boolean-style': 'off', // React writes `selected=""`, a valid boolean attribute.
    'attribute-empty-style': 'off', // React writes `hidden=""`, a valid empty value.
    'valid-id': ['error', { relaxed: true }], // React's useId ids start with "_" (HTML only forbids spaces and "").
    // ARIA patterns by design: the search combobox's listbox and the choice buttons' radio group.
    'prefer-native-element': ['error', { exclude: ['listbox', 'radio'] }],
    'require-sri': ['error', { target: 'crossorigin' }], // Same-origin scripts and styles need no integrity hash.
    'long-title': 'off', // Titles are the spec's words; their length is SEO, not markup.
    // Counts every <aside> as a landmark, but the result notes sit inside a <section>, where an
    // unnamed aside is not one (HTML-AAM); axe's landmark-unique checks the rendered pages.
    'unique-landmark': 'off',
  },
});
