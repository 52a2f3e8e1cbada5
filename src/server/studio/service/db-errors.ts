// Recognising a unique-index violation (PostgreSQL 23505) by the index's name, so a service can turn
// a refusal of the database into a worded 409 or 422 (docs/rules/studio.md, "Running the business").
export function violates(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const x = e as { code?: string; constraint?: string; message?: string };
    if (x.code === '23505' && (x.constraint === constraint || String(x.message ?? '').includes(constraint))) return true;
    if (String(x.message ?? '').includes(`"${constraint}"`)) return true;
  }
  return false;
}
