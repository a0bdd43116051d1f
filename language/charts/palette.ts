/** The 8 named colours of the site's charts, in the order unnamed datasets take them. */
export const palette = {
  blue: '#2563eb',
  green: '#16a34a',
  red: '#dc2626',
  orange: '#ea580c',
  purple: '#7c3aed',
  teal: '#0d9488',
  yellow: '#ca8a04',
  gray: '#6b7280',
} satisfies Record<string, string>;

/** A colour's name. */
export type Color = keyof typeof palette;

const order = Object.values(palette);

export function colorAt(color: Color | undefined, index: number): string {
  return color ? palette[color] : order[index % order.length]!;
}
