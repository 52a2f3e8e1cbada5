// Public URLs name courses, bundles and posts by id or by slug.

/** `12` is an id, anything else a slug. */
export function idOrSlug(value: string): { id: number } | { slug: string } {
  return /^\d{1,9}$/.test(value) ? { id: Number(value) } : { slug: value };
}
