// CSV downloads (docs/rules/studio.md, "Exports"): RFC 4180 written by csv-stringify (CRLF line
// ends, quotes doubled, fields with commas, quotes or line breaks quoted), UTF-8 with a byte-order
// mark so spreadsheet programs read accents and non-Latin names right, streamed batch by batch so a
// large export never sits whole in memory. A text cell that a spreadsheet would run as a formula is
// made plain text first (CSV injection).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { webStreamOf } from './web-stream.ts';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read as a formula by
 * Excel, LibreOffice and Google Sheets; a leading apostrophe makes them show it as text. Numbers
 * are left alone, so a negative refund stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every row of every batch, in order, each cell made safe. */
async function* safeRows(batches: AsyncIterable<CsvCell[][]>): AsyncGenerator<Array<string | number>> {
  for await (const batch of batches) for (const row of batch) yield row.map(neutraliseCell);
}

/** The CSV of `header` then every row, as a stream of bytes. */
export function csvStream(header: string[], batches: AsyncIterable<CsvCell[][]>): ReadableStream<Uint8Array> {
  const writer = stringify({ bom: true, record_delimiter: 'windows', header: true, columns: header.map((h) => ({ key: h, header: h })), cast: { number: (n) => String(n) } });
  const rows = Readable.from(safeRows(batches), { objectMode: true });
  rows.on('error', (err) => writer.destroy(err));
  // csv-stringify takes arrays in column order; the header row comes from `columns`.
  rows.pipe(writer);
  return webStreamOf(writer);
}

/** A CSV download named `filename`: private, never cached, saved rather than shown. */
export function csvDownload(filename: string, header: string[], batches: AsyncIterable<CsvCell[][]>): Response {
  return new Response(csvStream(header, batches), {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  });
}

/**
 * The rows of a query in batches of `size`, each batch asked for after the one before was written
 * (keyset paging: `next` gets the last item of the batch before, or undefined for the first); an
 * item may make several rows (a payment and its refunds).
 */
export async function* batchesOf<T>(next: (after: T | undefined, size: number) => Promise<T[]>, toRows: (item: T) => CsvCell[][], size = 1000): AsyncGenerator<CsvCell[][]> {
  let after: T | undefined;
  for (;;) {
    const items = await next(after, size);
    if (items.length === 0) return;
    yield items.flatMap(toRows);
    if (items.length < size) return;
    after = items[items.length - 1];
  }
}
