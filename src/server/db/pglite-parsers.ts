// Drizzle reads dates, times, intervals and their arrays as the text PostgreSQL sends, and parses them
// itself; on PGlite it asks for that by passing nine parsers with every query. PGlite then copies its
// whole table of about 320 parsers into a new object for that one query: 110 µs of a 170 µs one-row
// query, and 16% of the server's CPU under members' load (docs/performance.md, "PGlite's per-query
// parsers"). So the client's own table keeps those nine types as text, and a query's parsers that only
// repeat them are left out. What every query returns is unchanged.
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** The types drizzle-orm's PGlite driver asks to keep as text (its session passes these nine). */
export const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/** The options without per-query parsers when those only ask for what the client already does. */
export function withoutRepeatedParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((oid) => TEXT_TYPES.includes(Number(oid)))) return options;
  const { parsers: _repeated, ...rest } = options;
  return rest;
}

type Query = PGlite['query'];

function skipRepeatedParsers(query: Query): Query {
  return ((sql: string, params?: unknown[], options?: QueryOptions) => query(sql, params, withoutRepeatedParsers(options))) as Query;
}

export function keepDatesAsText(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  client.query = skipRepeatedParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = skipRepeatedParsers(tx.query.bind(tx));
      return callback(tx);
    });
}
