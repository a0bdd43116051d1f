/** true when x is a finite number (not N/D, not a division by zero). */
export const finite = Number.isFinite;
