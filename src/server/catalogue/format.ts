// Money and highlight formatting shared by the catalogue services. Prices are whole cents in the
// database; they are formatted once here so the API, the pages and e-mails say the same thing.
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

/** Marker characters ts_headline puts around matches; they cannot occur in escaped text. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';
export const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
export const SNIPPET_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/**
 * Turns ts_headline output into safe HTML: the text is escaped first, then only our own markers
 * become <mark>. Stored text can therefore never inject markup through a search result.
 */
export function highlightHtml(headline: string): string {
  const clean = headline.replace(/[\u0000\u0003-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return escapeHtml(clean).replaceAll(HIGHLIGHT_START, '<mark>').replaceAll(HIGHLIGHT_STOP, '</mark>');
}

/** Raw SQL results come back as `{ rows }` from both PGlite and node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const isoDate = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
