// Helpers for public pages that load data in their frontmatter: a missing item becomes `undefined`
// (the page then answers with the 404 page inside the public layout), any other failure is thrown.
import { AppError } from '../../server/errors.ts';

export async function orNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

/** Reads a positive whole number from a route or query parameter; anything else is undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}
