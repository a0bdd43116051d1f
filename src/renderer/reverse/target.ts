/** The form field holding reverse mode's target (a hyphen: no input id can take it). */
export const REVERSE_TARGET = 'reverse-target';
