/** subset-font 2, which ships no types: the options scripts/report-pdf.ts uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Drop the hinting instructions (hb-subset --no-hinting). */
    noHinting?: boolean;
    /** The OpenType layout features kept; none when empty. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
