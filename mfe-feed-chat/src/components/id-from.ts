/** A whole number from the address, or 0 (which no record has: the API answers 404). */
export const idFrom = (raw: string | undefined) => (raw && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0);
