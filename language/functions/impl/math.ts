/** The functions that are Math's own, under their formula names. */
export const { abs, sqrt, exp, log, log10, pow, floor, ceil, min, max } = Math;
