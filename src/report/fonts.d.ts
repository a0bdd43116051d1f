/** The report's fonts, cut at build time by scripts/report-pdf.ts. */
declare module 'virtual:report-fonts' {
  /** DejaVu Sans, TrueType in base64. */
  export const regular: string;
  /** DejaVu Sans Bold, TrueType in base64. */
  export const bold: string;
  /** The characters the fonts lack (global). */
  export const missing: RegExp;
}
