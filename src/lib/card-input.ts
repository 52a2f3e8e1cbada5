// Card fields as a provider's form treats them (docs/rules/commerce.md, "Sandbox"): shared by the
// sandbox page's script, which formats as the buyer types, and the server, which parses what arrives
// with or without that script (grouped or not, with or without the expiry's slash).

/** The card's network from its first digits, as the providers report it. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'card' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6][0-9]|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

export const CARD_BRAND_NAMES: Record<ReturnType<typeof cardBrand>, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', card: '' };

/** Digits grouped in fours as typed: "4242424242" → "4242 4242 42". At most 19 digits. */
export function formatCardNumber(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed, with the slash put in: "1" → "1", "12" → "12 / ", "123" → "12 / 3",
 * "1230" → "12 / 30"; a first digit above 1 is a month on its own ("4" → "04 / ").
 * `deleting` keeps "12" from growing its slash back while the buyer erases it.
 */
export function formatExpiry(typed: string, deleting = false): string {
  let digits = typed.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and two-digit year from "12 / 30", "12/30", "1230" or "12/2030"; null when it is not one. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(?:20)?([0-9]{2})\s*$/.exec(text);
  return m ? { month: Number(m[1]), year: 2000 + Number(m[2]) } : null;
}
