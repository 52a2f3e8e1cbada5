// Raw SQL results come back as `{ rows }` from both PGlite and node-postgres.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
