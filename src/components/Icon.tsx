import { createElement } from 'react';
import type { IconNode } from '../../language/spec.ts';

/**
 * An icon (`drawing`: a category's or a calculator's `icon`, as the registry and the search carry
 * it, or one of src/generated/icons.ts's), drawn as inline SVG stroked in the text's colour, so in
 * both themes, and as tall as the text (styles.css `.icon`): no font, no file to load. It is
 * decorative: hidden from assistive technologies, the text beside it says what it means.
 */
export function Icon({ drawing, className }: { drawing: IconNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {drawing.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
