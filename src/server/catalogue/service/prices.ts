// Money formatting for the catalogue. Prices are whole cents in the database; they are formatted
// once here so the API, the pages and e-mails say the same thing.
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, f);
  }
  return f;
}

export function formatMoney(cents: number, currency: string): string {
  return currencyFormatter(currency).format(cents / 100);
}

/** "Free" for a free course (flagged free or priced at zero), otherwise the formatted price. */
export function priceLabel(cents: number, currency: string, isFree: boolean): string {
  return isFree || cents <= 0 ? 'Free' : formatMoney(cents, currency);
}

export const isFreePrice = (cents: number, isFree: boolean) => isFree || cents <= 0;
