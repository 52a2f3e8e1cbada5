// A URL slug suggested from a title (the studio suggests one as you type; the server makes the same
// one when none is sent): lower-case ASCII letters and digits joined by single hyphens.
export function slugify(title: string, fallback = 'untitled'): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || fallback
  );
}

/**
 * The slug the server gives a new thing when none is sent: the suggestion, unless it is digits only or a
 * word the routes use at that level (docs/rules/studio.md, "Addresses"), which get the kind in front
 * (`course-14`, `course-filters`).
 */
export function slugForNew(title: string, kind: string, reserved: readonly string[] = []): string {
  const suggested = slugify(title, kind);
  return /^[0-9]+$/.test(suggested) || reserved.includes(suggested) ? `${kind}-${suggested}`.slice(0, 80) : suggested;
}
